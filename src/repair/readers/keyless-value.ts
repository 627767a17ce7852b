import { childNode } from "../../schema/guide-nodes.js";
import type { GuideNode, JsonType } from "../../schema/guide-types.js";
import { isJsonWhitespace, nextSignificant } from "../../text/chars.js";
import { readJson } from "../../text/strict-json.js";
import { nextClosingQuote } from "../../text/string-end.js";
import type { Reader, ReadRefusal } from "../reader.js";

/** The repair step's name for a value read into the one key the schema leaves it. */
export const keylessRepair = "a value without its key";

/** Failure message for a value written without its key where the schema leaves no single key for it. */
export function keylessMessage(keys: number): string {
  return keys === 0
    ? "The text writes a value without its key, and no property the schema declares and the object lacks takes it; it is not read."
    : `The text writes a value without its key, and ${keys} properties the schema declares and the object lacks could take it: which one is not settled, so it is not read.`;
}

// A key no text can hold (a private-use character the reader checks is absent), numbered per value.
const mark = "\ue000";
const markEscaped = "\\ue000";

/**
 * The reader `keyless-value` (schema-guided): strict JSON but for a member written without its key
 * (`{"name": "Ada", "Paris"}`), read into the one property the schema declares at that place that the object
 * lacks and whose schema the value fits (`{name, city}` → `{"name": "Ada", "city": "Paris"}`). Where no property
 * or several could take it (`{name, city, country}`, both strings and absent), or two such values compete for the
 * same property, it is refused: the text does not say the key. With no schema, or inside a union, it does not read.
 * Linear: one scan marks the values without keys, one `JSON.parse`, one walk.
 */
export const keylessValue: Reader = {
  name: "keyless-value",
  jsonData: true,
  read: (text, context) => {
    if (context.guide === undefined || text.includes(mark)) return undefined;
    const marked = markKeyless(text);
    if (marked === undefined) return undefined;
    const read = readJson(marked, marked.length);
    if (read === undefined) return undefined;
    const refusal = placeKeyless(read.value, context.guide, context.maxDepth);
    return refusal ?? { value: read.value, repairs: [keylessRepair] };
  },
};

/**
 * The text with a marked key (`"\ue0000": `) written before each member of an object that has no key: a value in
 * key position followed by `,` or `}`. `undefined` when there is none, or when the text is not strict JSON
 * otherwise (single quotes, comments, a missing comma: other readers' work).
 */
function markKeyless(text: string): string | undefined {
  const objects: boolean[] = [];
  let keyPlace = false;
  let out = "";
  let from = 0;
  let count = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isJsonWhitespace(c)) {
      i++;
      continue;
    }
    const inObject = objects[objects.length - 1] === true;
    if (c === 0x2c) {
      keyPlace = inObject;
      i++;
      continue;
    }
    if (c === 0x3a) {
      keyPlace = false;
      i++;
      continue;
    }
    if (c === 0x7d || c === 0x5d) {
      if (objects.pop() !== (c === 0x7d)) return undefined;
      keyPlace = false;
      i++;
      continue;
    }
    let end: number;
    if (c === 0x7b || c === 0x5b) end = i + 1;
    else if (c === 0x22) {
      // Where the string ends is string-end.ts's decision (-1 when nothing closes it).
      const close = nextClosingQuote(text, c, i + 1, false);
      end = close < 0 ? -1 : close + 1;
    }
    else end = tokenEnd(text, i);
    if (end < 0) return undefined;
    if (keyPlace) {
      // A value in key position: a key when a colon follows; else (a container, or `,` / `}` next) a keyless value.
      const next = c === 0x7b || c === 0x5b ? -1 : nextSignificant(text, end);
      if (c !== 0x22 || next !== 0x3a) {
        if (c !== 0x7b && c !== 0x5b && next !== 0x2c && next !== 0x7d) return undefined;
        out += `${text.slice(from, i)}"${markEscaped}${count++}": `;
        from = i;
      }
      keyPlace = false;
    }
    if (c === 0x7b || c === 0x5b) {
      objects.push(c === 0x7b);
      keyPlace = c === 0x7b;
    }
    i = end;
  }
  return count === 0 || objects.length > 0 ? undefined : out + text.slice(from);
}

/** One past a number or literal token (up to whitespace or punctuation); -1 when none starts at `i`. */
function tokenEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (isJsonWhitespace(c) || c === 0x2c || c === 0x3a || c === 0x7d || c === 0x5d || c === 0x7b || c === 0x5b || c === 0x22) break;
    j++;
  }
  return j > i ? j : -1;
}

/**
 * Moves each marked member to the one property its object's schema leaves it, in place; a refusal when one has
 * no such property or several, when two compete for one, or when the schema at its place is not a plain object.
 */
function placeKeyless(root: unknown, guide: GuideNode, maxDepth: number): ReadRefusal | undefined {
  const pending: { value: unknown; node: GuideNode | undefined; depth: number }[] = [{ value: root, node: guide, depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, node, depth } = item;
    if (depth > maxDepth) return { refuse: keylessMessage(0) };
    if (Array.isArray(value)) {
      value.forEach((element, index) => pending.push({ value: element, node: node === undefined ? undefined : (node.prefixItems[index] ?? node.items), depth: depth + 1 }));
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    const object = value as Record<string, unknown>;
    const marked = Object.keys(object).filter((key) => key.startsWith(mark));
    if (marked.length > 0) {
      if (node === undefined || node.anyOf.length > 0 || node.allOf.length > 0) return { refuse: keylessMessage(0) };
      // Each takes a property of its own: more of them than properties is refused before any pairing (bounded work).
      if (marked.length > node.properties.size) return { refuse: keylessMessage(0) };
      const taken = new Set<string>();
      for (const key of marked) {
        const member = object[key];
        const open = [...node.properties].filter(([name, property]) => !(name in object) && !taken.has(name) && takes(property.node, member));
        if (open.length !== 1) return { refuse: keylessMessage(open.length) };
        const [name] = open[0] as [string, unknown];
        // A second keyless value the same property would take: the text does not say which is its value.
        if (marked.some((other) => other !== key && takes(node.properties.get(name)?.node as GuideNode, object[other]))) return { refuse: keylessMessage(2) };
        taken.add(name);
      }
      // Placed in the text's order, where each was written.
      const entries = Object.entries(object);
      for (const key of Object.keys(object)) delete object[key];
      const names = [...taken];
      let k = 0;
      for (const [key, member] of entries) Object.defineProperty(object, key.startsWith(mark) ? (names[k++] as string) : key, { value: member, writable: true, enumerable: true, configurable: true });
    }
    for (const [key, member] of Object.entries(object)) {
      pending.push({ value: member, node: node === undefined ? undefined : childNode(node, key), depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Whether a property's schema takes the value by its JSON type (and enum, where it has one): what says which key a
 * value without its key can be. Validation still checks it all the way down.
 */
function takes(node: GuideNode, value: unknown): boolean {
  if (node.enum !== undefined && !node.enum.some((allowed) => allowed === value || (typeof allowed === "object" && JSON.stringify(allowed) === JSON.stringify(value)))) return false;
  // A property of any type, or one of several shapes, could take it too: counted, so the choice stays honest.
  if (node.types === undefined || node.anyOf.length > 0) return true;
  const type: JsonType = value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "object" ? "object" : typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "string";
  return node.types.has(type) || (type === "number" && node.types.has("integer") && Number.isInteger(value));
}
