import { childNode } from "../../schema/guide-nodes.js";
import type { GuideNode } from "../../schema/index.js";
import { parseJson } from "./json-at.js";

/** The JSON types a schema node accepts, its alternatives included; `undefined` when it says nothing. */
function acceptedTypes(node: GuideNode | undefined): ReadonlySet<string> | undefined {
  if (node === undefined) return undefined;
  if (node.types !== undefined) return node.types;
  if (node.anyOf.length === 0) {
    if (node.enum === undefined) return undefined;
    return new Set(node.enum.map((value) => (value === null ? "null" : typeof value === "number" ? "number" : typeof value)));
  }
  const out = new Set<string>();
  for (const alternative of node.anyOf) {
    const types = acceptedTypes(alternative);
    if (types === undefined) return undefined;
    for (const type of types) out.add(type);
  }
  return out;
}

/** Whether a schema node takes text as it is: it accepts a string, or says nothing of its type. */
export function acceptsText(node: GuideNode | undefined): boolean {
  const types = acceptedTypes(node);
  return types === undefined || types.has("string");
}

const numberPattern = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * A parameter value written as text (Qwen3-Coder `<parameter=…>`, GLM `<arg_value>`), typed by the
 * property's schema, never guessed: a string property keeps the text; a number, boolean or null takes
 * the text only when it is exactly that literal; an object or array is read as JSON (blank text is the empty
 * list or object, where the property takes one of them and not null). Without a schema, or
 * when the text fits none of the types, the text is kept (the tool's parser then reports or coerces it).
 * @example typedText("3", guideOf({ type: "integer" })) // 3
 */
export function typedText(text: string, node: GuideNode | undefined): unknown {
  const types = acceptedTypes(node);
  if (types === undefined || types.has("string")) return text;
  const trimmed = text.trim();
  if ((types.has("number") || types.has("integer")) && numberPattern.test(trimmed)) return Number(trimmed);
  if (types.has("boolean") && (trimmed === "true" || trimmed === "false")) return trimmed === "true";
  if (types.has("boolean") && (trimmed === "True" || trimmed === "False")) return trimmed === "True";
  if (types.has("null") && (trimmed === "null" || trimmed === "None")) return null;
  // An element with nothing in it, for a list (or an object) and nothing else: the list with no items written.
  if (trimmed === "" && !types.has("null") && types.has("array") !== types.has("object")) return types.has("array") ? [] : {};
  if ((types.has("object") && trimmed.startsWith("{")) || (types.has("array") && trimmed.startsWith("["))) {
    const read = parseJson(trimmed);
    if (read.ok) return read.value;
  }
  return text;
}

/** The schema node of one property of a tool's input. */
export function propertyNode(guide: GuideNode | undefined, key: string): GuideNode | undefined {
  if (guide === undefined) return undefined;
  return childNode(guide, key);
}

/** Each text value of a parameter list typed by the tool's schema, into an object (a `__proto__` key stays an own key). */
export function typedArguments(pairs: readonly (readonly [string, string])[], guide: GuideNode | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    Object.defineProperty(out, key, { value: typedText(value, propertyNode(guide, key)), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
