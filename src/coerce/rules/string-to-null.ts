import { typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/**
 * `string-to-null`: the string `"null"` (any case, trimmed) where `null` is expected and a string is not, as a
 * value written as text (`{"nothing": "null"}`). Nothing else: an empty string or `"none"` may mean something.
 */
export const stringToNull: Rule = {
  name: "string-to-null",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "string" || value.length > 16 || node.types?.has("null") !== true) return undefined;
    if (typeAllows(node.types, "string")) return undefined;
    return value.trim().toLowerCase() === "null" ? { value: null } : undefined;
  },
};
