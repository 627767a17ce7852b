import { typeAllows } from "../json.js";
import { ABSENT, type Rule } from "../rule.js";

/** `null-to-absent`: `null` for an optional property that does not accept null means "not given": the key is removed. */
export const nullToAbsent: Rule = {
  name: "null-to-absent",
  cost: 0.5,
  apply(value, { node, property }) {
    if (value !== null || property === undefined || property.required || typeAllows(node.types, "null")) {
      return undefined;
    }
    return { value: ABSENT };
  },
};
