import { typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/** `string-to-boolean`: `"true"` / `"false"` (any case, trimmed) where a boolean is expected. Nothing else. */
export const stringToBoolean: Rule = {
  name: "string-to-boolean",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "string" || value.length > 16 || node.types?.has("boolean") !== true) return undefined;
    if (typeAllows(node.types, "string")) return undefined;
    const text = value.trim().toLowerCase();
    if (text === "true") return { value: true };
    if (text === "false") return { value: false };
    return undefined;
  },
};
