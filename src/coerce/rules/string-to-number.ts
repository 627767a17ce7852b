import { typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

// JSON's own number grammar, on a short trimmed string: no hex, no `1,000`, no units, no `Infinity`.
const jsonNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * `string-to-number`: a number written as a string (`"42"`, `" -1.5 "`) where a number is expected, only when
 * the double holds every digit written: `"1234567890123456789"` would become 1234567890123456800, so it is left alone.
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
 * Whether `number` is the number `text` writes: its significant digits are those of the shortest decimal that
 * reads back as the double (`String(number)`), so nothing written was rounded away.
 */
function exact(text: string, number: number): boolean {
  return significant(text) === significant(String(number));
}

/** The significant digits of a decimal: no sign, point, exponent, or leading and trailing zeros. */
function significant(decimal: string): string {
  const e = decimal.search(/[eE]/);
  const mantissa = (e < 0 ? decimal : decimal.slice(0, e)).replace("-", "").replace(".", "");
  let start = 0;
  let end = mantissa.length;
  while (start < end && mantissa.charCodeAt(start) === 0x30) start++;
  while (end > start && mantissa.charCodeAt(end - 1) === 0x30) end--;
  return mantissa.slice(start, end);
}
