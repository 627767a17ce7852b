import type { Rule } from "../rule.js";

/**
 * `number-to-string` (opt-in): a number where a string is expected (`42` → `"42"`). Opt-in because a
 * number for a string field often means the model filled the wrong field, and because the written form
 * may be lost (`3.10` was parsed as `3.1`).
 */
export const numberToString: Rule = {
  name: "number-to-string",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "number" || !Number.isFinite(value) || node.types?.has("string") !== true) return undefined;
    return { value: String(value) };
  },
};
