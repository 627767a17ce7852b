import type { GuideNode } from "../schema/guide-types.js";
import { childNode } from "../schema/guide-nodes.js";
import { isForbiddenKey } from "./forbidden-key.js";
import { hasOwn, isPlainObject, jsonEqual, typeAccepts } from "./json.js";
import { renameTarget } from "./names.js";
import { fitsPlan, isValidDate, planOf } from "./fit-plan.js";

/** The node a property's value must fit (defined with the guide's nodes, which readers share). */
export { childNode };

/**
 * Whether a value fits a node at its own level: type, enum/const, required keys present, no key the
 * schema rejects, and no undeclared key that names an absent property (an alias or a casing variant,
 * which the schema would otherwise ignore or keep under the wrong name). Does not descend.
 */
export function fitsShallow(value: unknown, node: GuideNode): boolean {
  if (!typeAccepts(node.types, value)) return node.instanceOf === "Date" && isValidDate(value);
  if (node.enum !== undefined && !node.enum.some((allowed) => jsonEqual(allowed, value))) return false;
  if (isPlainObject(value)) {
    for (const [name, property] of node.properties) {
      if (property.required && !hasOwn(value, name)) return false;
    }
    if (node.forbiddenKeys !== undefined) for (const key of Object.keys(value)) if (isForbiddenKey(node, key)) return false;
    if (node.properties.size > 0) {
      for (const key of Object.keys(value)) {
        if (node.properties.has(key)) continue;
        if (node.additionalProperties === false) return false;
        if (renameTarget(node, value, key) !== undefined) return false;
      }
    }
  } else if (Array.isArray(value)) {
    if (node.minItems !== undefined && value.length < node.minItems) return false;
    if (node.maxItems !== undefined && value.length > node.maxItems) return false;
  }
  for (const part of node.allOf) if (!fitsShallow(value, part)) return false;
  if (node.anyOf.length > 0 && !node.anyOf.some((branch) => fitsShallow(value, branch))) return false;
  return true;
}

/**
 * Whether a value fits a node all the way down, with no rule applied; deeper than `depth` never fits. Checked
 * against the node's compiled plan (fit-plan.ts): the same verdict as {@link fitsShallow} at every level and the
 * descent into items and properties.
 */
export function fitsDeep(value: unknown, node: GuideNode, depth = 512): boolean {
  return fitsPlan(value, planOf(node), depth);
}

/** The node the array item at `index` must fit. */
export function itemNode(node: GuideNode, index: number): GuideNode | undefined {
  // Never read past the end: an out-of-bounds read takes V8's slow path, and streams ask for every item's node.
  return (index < node.prefixItems.length ? node.prefixItems[index] : undefined) ?? node.items;
}
