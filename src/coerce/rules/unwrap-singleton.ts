import { isPlainObject, typeAllows } from "../json.js";
import { foldKey, propertyNameIndex } from "../names.js";
import type { Rule } from "../rule.js";
import type { GuideNode } from "../../schema/guide-types.js";

/** Keys that name a wrapper around a whole input, never an entry of a map (`{"input": {"home": {...}}}`). */
const wrapperKeys = new Set(["input", "arguments", "args", "parameters", "params", "actioninput", "data", "result", "output"]);

/** Keys that say the value inside is not the answer (`{"error": {...}}`, `{"example": {...}}`): never unwrapped. */
const notAnswerKeys = new Set(["error", "errors", "example", "examples", "sample", "wronganswer", "incorrect", "incorrectanswer", "badexample", "counterexample", "not", "invalid"]);

/** Longest string decoded as JSON, as in `parse-json-string`. */
const maxJsonString = 1_000_000;

/**
 * `unwrap-singleton`: the expected value wrapped in a one-key object (`{"click": {"selector": "#btn"}}`,
 * `{"input": {...}}`, `{"results": [...]}`). Fires only when the key is not a declared property (nor an
 * alias of one) and the inner value is of the expected kind; an inner object must share a key with the node.
 * A key that says the value is not the answer (`error`, `example`, `wrong_answer`, `not`) is never unwrapped.
 * An inner object or array written as a JSON string (`{"input": "{\"selector\": \"#btn\"}"}`) is decoded.
 */
export const unwrapSingleton: Rule = {
  name: "unwrap-singleton",
  cost: 1,
  apply(value, { node, path, property }) {
    if (!isPlainObject(value)) return undefined;
    // A map entry named like a wrapper (`{"input": {"home": {...}}}` for a map of pages) is the wrapper
    // around the whole map: unwrapping its inner key instead would lose the payload's own key.
    const entry = path[path.length - 1];
    if (property === undefined && typeof entry === "string" && wrapperKeys.has(foldKey(entry))) return undefined;
    const keys = Object.keys(value);
    if (keys.length !== 1) return undefined;
    const key = keys[0] as string;
    if (notAnswerKeys.has(foldKey(key))) return undefined;
    const index = propertyNameIndex(node);
    if (node.properties.has(key) || index.has(foldKey(key))) return undefined;
    const inner = decodeJson(value[key]);
    if (Array.isArray(inner)) {
      if (!typeAllows(node.types, "array") || node.types === undefined) return undefined;
      // `{"matchExpressions": [...]}` where a list of such objects is expected is one item written without
      // its brackets: its key names a property of the items, so unwrapping would drop what it says.
      return declaresKey(node.prefixItems[0] ?? node.items, key) ? undefined : { value: inner };
    }
    if (!isPlainObject(inner) || !typeAllows(node.types, "object")) return undefined;
    for (const innerKey of Object.keys(inner)) {
      if (index.has(foldKey(innerKey))) return { value: inner };
    }
    return undefined;
  },
};

/** Whether an item node declares a property of that name (or an alias or casing of one). */
function declaresKey(item: GuideNode | undefined, key: string): boolean {
  if (item === undefined) return false;
  if (item.properties.has(key) || propertyNameIndex(item).has(foldKey(key))) return true;
  return item.allOf.some((part) => part.properties.has(key)) || item.anyOf.some((branch) => branch.properties.has(key));
}

/** A string holding strict JSON of an object or array, decoded; any other value as it is. */
function decodeJson(inner: unknown): unknown {
  if (typeof inner !== "string" || inner.length > maxJsonString) return inner;
  const text = inner.trim();
  if (!text.startsWith("{") && !text.startsWith("[")) return inner;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return inner;
  }
}
