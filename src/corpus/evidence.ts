import { jsonEqual } from "../coerce/json.js";

/**
 * One thing a case shows about its schema, for `salvage corpus --suggest`: a key written in place of a
 * declared one (`alias`), a string outside an enum (`enum-synonym`, with the member it stands for when known),
 * a required field the model left out (`left-out`), or an opt-in rule that would have recovered the case (`rule`).
 */
export interface Evidence {
  readonly kind: "alias" | "enum-synonym" | "left-out" | "rule";
  /** The case's schema as JSON (the key the suggestions are grouped by); empty for `rule`. */
  readonly schema: string;
  /** JSON Pointer into the schema: the property (alias, enum-synonym) or the object (left-out). */
  readonly at: string;
  /** Where in the value, for people: `items[].name`. */
  readonly path: string;
  /** The key or the string the model wrote; the rule's name for `rule`. */
  readonly from: string;
  /** The declared property, or the enum member; for `rule`, how the recovered value compares with `expected`. */
  readonly to?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Case, spaces and separators do not count: `Selector`, `selector_` and `SELECTOR` are the same key here. */
const fold = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
const escapePointer = (name: string) => name.replaceAll("~", "~0").replaceAll("/", "~1");

interface Walk {
  readonly root: Json;
  readonly schemaKey: string;
  readonly found: Evidence[];
  budget: number;
}

/**
 * What `value` (the case's result, or its best attempt when it failed) shows against its schema, compared
 * with `expected` where the case has one. Keys the schema declares (as a property, an alias, or a case or
 * separator variant of either) never yield evidence. Linear in the value; unions (`anyOf`, `oneOf`) are not
 * entered, since which branch the model meant is a guess.
 */
export function evidenceOf(value: unknown, schema: Json, schemaKey: string, expected: unknown, hasExpected: boolean): Evidence[] {
  const walk: Walk = { root: schema, schemaKey, found: [], budget: 100_000 };
  visit(walk, value, schema, "", "", hasExpected ? { value: expected } : undefined, 0);
  return walk.found;
}

function resolve(walk: Walk, schema: Json, pointer: string): [Json, string] {
  let node = schema;
  let at = pointer;
  for (let hops = 0; hops < 16 && typeof node["$ref"] === "string"; hops++) {
    const ref = node["$ref"];
    if (!ref.startsWith("#/")) break;
    let target: unknown = walk.root;
    for (const part of ref.slice(2).split("/")) target = isObject(target) ? target[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined;
    if (!isObject(target)) break;
    node = target;
    at = ref.slice(1);
  }
  return [node, at];
}

function visit(walk: Walk, value: unknown, raw: Json, pointer: string, path: string, expected: { value: unknown } | undefined, depth: number): void {
  if (depth > 64 || --walk.budget < 0) return;
  const [schema, at] = resolve(walk, raw, pointer);
  const members = Array.isArray(schema["enum"]) ? (schema["enum"] as unknown[]) : undefined;
  if (members !== undefined && typeof value === "string" && !members.includes(value)) {
    const to = enumTarget(value, members, expected);
    walk.found.push({ kind: "enum-synonym", schema: walk.schemaKey, at: pointer, path: path || "(root)", from: value, ...(to === undefined ? {} : { to }) });
    return;
  }
  if (isObject(value) && isObject(schema["properties"])) return visitObject(walk, value, schema, at, path, expected, depth);
  if (Array.isArray(value) && isObject(schema["items"])) {
    const items = schema["items"];
    const expectedItems = expected !== undefined && Array.isArray(expected.value) && expected.value.length === value.length ? expected.value : undefined;
    for (const [i, item] of value.entries()) visit(walk, item, items, `${at}/items`, `${path}[]`, expectedItems === undefined ? undefined : { value: expectedItems[i] }, depth + 1);
  }
}

function visitObject(walk: Walk, value: Json, schema: Json, at: string, path: string, expected: { value: unknown } | undefined, depth: number): void {
  const properties = schema["properties"] as Json;
  const names = Object.keys(properties);
  const known = new Map<string, string>();
  for (const name of names) {
    known.set(fold(name), name);
    const aliases = isObject(properties[name]) ? (properties[name] as Json)["aliases"] : undefined;
    if (Array.isArray(aliases)) for (const alias of aliases) if (typeof alias === "string") known.set(fold(alias), name);
  }
  const present = new Set<string>();
  const unknown: string[] = [];
  for (const key of Object.keys(value)) {
    const name = known.get(fold(key));
    if (name === undefined) unknown.push(key);
    else present.add(name);
  }
  const required = Array.isArray(schema["required"]) ? (schema["required"] as unknown[]).filter((name): name is string => typeof name === "string") : [];
  const want = isObject(expected?.value) ? expected.value : undefined;
  // With an expected value, a missing property is matched to the unknown key holding its value; without one,
  // only a lone unknown key and a lone missing required property pair up.
  const missing = names.filter((name) => !present.has(name) && (required.includes(name) || (want !== undefined && Object.hasOwn(want, name))));
  const paired = new Set<string>();
  for (const name of missing) {
    let from: string | undefined;
    if (want !== undefined && Object.hasOwn(want, name)) {
      const holders = unknown.filter((key) => !paired.has(key) && jsonEqual(value[key], want[name]));
      if (holders.length === 1) from = holders[0];
    } else if (want === undefined && unknown.length === 1 && missing.length === 1) {
      from = unknown[0];
    }
    const property = `${at}/properties/${escapePointer(name)}`;
    const where = path === "" ? name : `${path}.${name}`;
    if (from !== undefined) {
      paired.add(from);
      walk.found.push({ kind: "alias", schema: walk.schemaKey, at: property, path: where, from, to: name });
    } else if (required.includes(name)) {
      walk.found.push({ kind: "left-out", schema: walk.schemaKey, at: property, path: where, from: name });
    }
  }
  for (const [key, item] of Object.entries(value)) {
    const name = known.get(fold(key));
    const propertySchema = name === undefined ? undefined : properties[name];
    if (name === undefined || !isObject(propertySchema)) continue;
    const next = want !== undefined && Object.hasOwn(want, name) ? { value: want[name] } : undefined;
    visit(walk, item, propertySchema, `${at}/properties/${escapePointer(name)}`, path === "" ? name : `${path}.${name}`, next, depth + 1);
  }
}

/** The member a string outside the enum stands for: the expected one, else the only member it abbreviates or extends. */
function enumTarget(value: string, members: readonly unknown[], expected: { value: unknown } | undefined): string | undefined {
  if (expected !== undefined) return typeof expected.value === "string" && members.includes(expected.value) ? expected.value : undefined;
  const folded = fold(value);
  if (folded.length < 3) return undefined;
  const close = members.filter((member): member is string => {
    if (typeof member !== "string") return false;
    const other = fold(member);
    return other.length >= 3 && (other.startsWith(folded) || folded.startsWith(other));
  });
  return close.length === 1 ? close[0] : undefined;
}
