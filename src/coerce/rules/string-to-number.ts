import { typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

// JSON's own number grammar, on a short trimmed string: no hex, no `1,000`, no units, no `Infinity`.
const jsonNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * `string-to-number`: a number written as a string (`"42"`, `" -1.5 "`) where a number is expected, only when
 * the number holds what was written: `"1234567890123456789"` would become 1234567890123456800, so it is left alone.
 */
export const stringToNumber: Rule = {
  name: "string-to-number",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "string" || value.length > 64 || typeAllows(node.types, "string")) return undefined;
    const wantsNumber = node.types?.has("number") === true;
    if (!wantsNumber && node.types?.has("integer") !== true) return undefined;
    const text = value.trim();
    if (!jsonNumber.test(text)) return undefined;
    const number = Number(text);
    if (!Number.isFinite(number) || (!wantsNumber && !Number.isInteger(number)) || !exact(text, number)) return undefined;
    return { value: number };
  },
};

/**
 * Whether `number` is the number `text` writes: an integer written without a point or exponent within 2^53,
 * else at most 15 significant digits (a double holds any 15-digit decimal exactly as it reads back).
 */
function exact(text: string, number: number): boolean {
  const digits = text.replace(/^-/, "").replace(/[eE].*$/, "");
  if (!digits.includes(".") && !/[eE]/.test(text)) return Number.isSafeInteger(number);
  const significant = digits.replace(".", "").replace(/^0+/, "").replace(/0+$/, "");
  return significant.length <= 15;
}
