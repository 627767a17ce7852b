import type { Rule } from "../rule.js";

/**
 * `number-to-string`: a whole number where a string is expected (`{"zip": 10115}` → `"10115"`). Whole
 * numbers only, up to 2^53: their decimal form is exactly what the model wrote (a leading zero never
 * parses as a number). A fraction is left alone, because its written form may be lost (`3.10` → `3.1`).
 */
export const numberToString: Rule = {
  name: "number-to-string",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "number" || !Number.isSafeInteger(value) || node.types?.has("string") !== true) return undefined;
    return { value: String(value) };
  },
};
