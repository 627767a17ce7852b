import { typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

// JSON's own number grammar, on a short trimmed string: no hex, no `1,000`, no units, no `Infinity`.
const jsonNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** `string-to-number`: a number written as a string (`"42"`, `" -1.5 "`) where a number is expected. */
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
    if (!Number.isFinite(number) || (!wantsNumber && !Number.isInteger(number))) return undefined;
    return { value: number };
  },
};
