import type { GuideNode } from "../schema/guide-types.js";
import { childNode, itemNode } from "./fits.js";
import { isPlainObject } from "./json.js";
import { renameTarget } from "./names.js";

const mayHideCache = new WeakMap<GuideNode, boolean>();

/**
 * Whether a value valid under this guide could still carry a property under the wrong name: an open
 * object with an optional property, where the schema would ignore `Selector` instead of `selector`.
 * Decided once per node, so the valid-JSON fast path pays for the check only where it can matter.
 */
export function mayHideRename(node: GuideNode): boolean {
  const known = mayHideCache.get(node);
  if (known !== undefined) return known;
  // Search every node reachable from this one (guides may be cyclic), once.
  const seen = new Set<GuideNode>([node]);
  const queue: GuideNode[] = [node];
  let answer = false;
  while (queue.length > 0 && !answer) {
    const current = queue.pop() as GuideNode;
    if (current.additionalProperties !== false) {
      for (const property of current.properties.values()) if (!property.required) answer = true;
    }
    for (const child of children(current)) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  mayHideCache.set(node, answer);
  return answer;
}

function children(node: GuideNode): GuideNode[] {
  const list: GuideNode[] = [...node.anyOf, ...node.allOf, ...node.prefixItems];
  for (const property of node.properties.values()) list.push(property.node);
  if (node.items) list.push(node.items);
  if (typeof node.additionalProperties === "object") list.push(node.additionalProperties);
  return list;
}

/** Whether some object in the value has an undeclared key that names one of its absent declared properties. */
export function hidesRename(value: unknown, node: GuideNode, depth = 512): boolean {
  if (depth <= 0 || !mayHideRename(node)) return false;
  for (const branch of node.anyOf) if (hidesRename(value, branch, depth - 1)) return true;
  for (const part of node.allOf) if (hidesRename(value, part, depth - 1)) return true;
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      const child = childNode(node, key);
      if (child !== undefined) {
        if (hidesRename(value[key], child, depth - 1)) return true;
      } else if (node.properties.size > 0 && renameTarget(node, value, key) !== undefined) {
        return true;
      }
    }
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child = itemNode(node, i);
      if (child !== undefined && hidesRename(value[i], child, depth - 1)) return true;
    }
  }
  return false;
}
