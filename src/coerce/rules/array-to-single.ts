import { typeAccepts, typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/** `array-to-single`: a one-item list (`["#btn"]`) where a single value of the item's type is expected. */
export const arrayToSingle: Rule = {
  name: "array-to-single",
  cost: 1,
  apply(value, { node }) {
    if (!Array.isArray(value) || value.length !== 1 || node.types === undefined || typeAllows(node.types, "array")) {
      return undefined;
    }
    const item: unknown = value[0];
    return typeAccepts(node.types, item) ? { value: item } : undefined;
  },
};
