import { isPlainObject, setOwn, typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/**
 * `wrap-in-key`: an object written without the one wrapper key the expected object requires
 * (`{"url": "…"}` where `{image: {url: string}}` is expected, as a union member of a content list often is)
 * becomes the value of that key. Only when the expected object requires exactly that one key, the key's own
 * schema is an object that declares every key the value has and the value has all it requires, and the value
 * does not hold the wrapper key itself: the value's own keys say which wrapper it belongs in, so nothing is
 * invented but the name the schema gives it. In a union, a value two members would take stays ambiguous.
 */
export const wrapInKey: Rule = {
  name: "wrap-in-key",
  cost: 1.5,
  apply(value, { node }) {
    if (!isPlainObject(value) || node.types === undefined || !typeAllows(node.types, "object")) return undefined;
    let only: string | undefined;
    for (const [name, property] of node.properties) {
      if (!property.required) continue;
      if (only !== undefined) return undefined;
      only = name;
    }
    if (only === undefined || Object.hasOwn(value, only)) return undefined;
    const inner = (node.properties.get(only) as { node: typeof node }).node;
    if (inner.types === undefined || !typeAllows(inner.types, "object") || inner.properties.size === 0) return undefined;
    const keys = Object.keys(value);
    if (keys.length === 0 || !keys.every((key) => inner.properties.has(key))) return undefined;
    for (const [name, property] of inner.properties) if (property.required && !Object.hasOwn(value, name)) return undefined;
    const out: Record<string, unknown> = {};
    setOwn(out, only, value);
    return { value: out };
  },
};
