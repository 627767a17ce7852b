import { typeAccepts, typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/** `single-to-array`: one value where a list of such values is expected (`"red"` → `["red"]`). */
export const singleToArray: Rule = {
  name: "single-to-array",
  reshapes: true,
  cost: 1,
  apply(value, { node }) {
    if (value === null || Array.isArray(value) || node.types === undefined || !typeAllows(node.types, "array")) {
      return undefined;
    }
    if (node.minItems !== undefined && node.minItems > 1) return undefined;
    const item = node.prefixItems[0] ?? node.items;
    if (item !== undefined && !typeAccepts(item.types, value)) return undefined;
    return { value: [value] };
  },
};
