import type { Rule } from "../rule.js";

/**
 * `number-to-string`: a number where a string is expected, as the text writes it (`{"version": 2.0}` → `"2.0"`,
 * `{"id": 1234567890123456789}` → `"1234567890123456789"`, `{"zip": 10115}` → `"10115"`). The double has lost how
 * the number was written, so the form comes from the text the value was read from; where the text writes the
 * number nowhere or two ways (`2` and `2.0`), it is left alone. With no text (a value given already parsed), only a
 * whole number up to 2^53, whose decimal form is certain (a leading zero never parses as a number).
 */
export const numberToString: Rule = {
  name: "number-to-string",
  cost: 1,
  apply(value, { node, writtenAs }) {
    if (typeof value !== "number" || !Number.isFinite(value) || node.types?.has("string") !== true) return undefined;
    if (writtenAs !== undefined) {
      const written = writtenAs(value);
      return written === undefined ? undefined : { value: written };
    }
    return Number.isSafeInteger(value) ? { value: String(value) } : undefined;
  },
};
