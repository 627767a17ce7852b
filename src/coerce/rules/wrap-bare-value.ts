import type { JsonType } from "../../schema/guide-types.js";
import { isPlainObject, setOwn, typeAccepts, typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/**
 * `wrap-bare-value`: a bare value (`"#btn"`) where an object with exactly one required property is expected
 * (`{selector: string}`) becomes that property, when the property accepts the value's type, or the value is a
 * string and the property another scalar; a bare number or boolean never becomes a string (`1e3` is no selector).
 */
export const wrapBareValue: Rule = {
  name: "wrap-bare-value",
  reshapes: true,
  cost: 1.5,
  apply(value, { node }) {
    if (isPlainObject(value) || node.types === undefined || !typeAllows(node.types, "object")) return undefined;
    // A string that reads like an object or array is structured data gone wrong, not a bare value.
    if (typeof value === "string" && looksStructured(value)) return undefined;
    let only: string | undefined;
    for (const [name, property] of node.properties) {
      if (!property.required) continue;
      if (only !== undefined) return undefined;
      only = name;
    }
    if (only === undefined) return undefined;
    const target = node.properties.get(only);
    if (target === undefined || target.node.types === undefined || !wrappable(target.node.types, value)) {
      return undefined;
    }
    const out: Record<string, unknown> = {};
    setOwn(out, only, value);
    return { value: out };
  },
};

/**
 * The property takes the value as it is, or a string of another scalar type (`"3"` for an integer, which
 * the scalar rules then convert at the property's own path, or fail there). A bare number or boolean is never
 * wrapped into a property of another type: `1e3` for `{selector: string}` would become `"1000"`, a text nobody
 * wrote, and a number where a string is asked for says the answer is something else.
 */
function wrappable(types: ReadonlySet<JsonType>, value: unknown): boolean {
  if (typeAccepts(types, value)) return true;
  return typeof value === "string" && (types.has("number") || types.has("integer") || types.has("boolean"));
}

/**
 * An object or array (`{"a": 1}`, `[1]`), or an object cut off before any `}` (`{sel`, a truncated input read
 * as text), also inside one pair of quotes (`“{\"a\": 1}”`, a double-encoded object read as text).
 */
function looksStructured(text: string): boolean {
  const trimmed = unquote(text.trim());
  const first = trimmed[0];
  const last = trimmed[trimmed.length - 1];
  return (first === "{" && (last === "}" || !trimmed.includes("}"))) || (first === "[" && last === "]");
}

const quotePairs: Readonly<Record<string, string>> = { '"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019" };

function unquote(text: string): string {
  const close = quotePairs[text[0] ?? ""];
  return close !== undefined && text.length >= 2 && text.endsWith(close) ? text.slice(1, -1).trim() : text;
}
