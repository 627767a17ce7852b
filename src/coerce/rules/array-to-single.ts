import { isPlainObject, typeAccepts, typeAllows } from "../json.js";
import type { GuideNode } from "../../schema/guide-types.js";
import type { Rule } from "../rule.js";

/**
 * `array-to-single`: a one-item list (`["#btn"]`) where a single value of the item's type is expected. Not an object
 * item the node does not take where the node's one required property takes the list itself (`[{…}]` for
 * `{jobs: [...]}`): that list is the property's value, for `wrap-bare-value`, not an object to rework.
 */
export const arrayToSingle: Rule = {
  name: "array-to-single",
  reshapes: true,
  cost: 1,
  apply(value, { node, fitsShallow }) {
    if (!Array.isArray(value) || value.length !== 1 || node.types === undefined || typeAllows(node.types, "array")) {
      return undefined;
    }
    const item: unknown = value[0];
    if (!typeAccepts(node.types, item)) return undefined;
    if (isPlainObject(item) && !fitsShallow(item, node) && onlyRequiredTakesList(node, value)) return undefined;
    return { value: item };
  },
};

function onlyRequiredTakesList(node: GuideNode, list: unknown[]): boolean {
  let only: GuideNode | undefined;
  for (const property of node.properties.values()) {
    if (!property.required) continue;
    if (only !== undefined) return false;
    only = property.node;
  }
  return only?.types !== undefined && typeAccepts(only.types, list);
}
