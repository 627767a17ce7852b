import type { GuideNode } from "../schema/guide-types.js";
import { hasOwn, isPlainObject, jsonEqual, typeAccepts } from "./json.js";
import { renameTarget } from "./names.js";

/**
 * Whether a value fits a node at its own level: type, enum/const, required keys present, no key the
 * schema rejects, and no undeclared key that names an absent property (an alias or a casing variant,
 * which the schema would otherwise ignore or keep under the wrong name). Does not descend.
 */
export function fitsShallow(value: unknown, node: GuideNode): boolean {
  return fitsLevel(value, node, true);
}

function fitsLevel(value: unknown, node: GuideNode, combinators: boolean): boolean {
  if (!typeAccepts(node.types, value)) return false;
  if (node.enum !== undefined && !node.enum.some((allowed) => jsonEqual(allowed, value))) return false;
  if (isPlainObject(value)) {
    for (const [name, property] of node.properties) {
      if (property.required && !hasOwn(value, name)) return false;
    }
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
  if (!combinators) return true;
  for (const part of node.allOf) if (!fitsShallow(value, part)) return false;
  if (node.anyOf.length > 0 && !node.anyOf.some((branch) => fitsShallow(value, branch))) return false;
  return true;
}

/** Whether a value fits a node all the way down, with no rule applied; deeper than `depth` never fits. */
export function fitsDeep(value: unknown, node: GuideNode, depth = 512): boolean {
  if (depth <= 0) return false;
  if (node.anyOf.length > 0 && !node.anyOf.some((branch) => fitsDeep(value, branch, depth - 1))) return false;
  if (isPlainObject(value)) {
    // The checks of fitsLevel and the descent in one pass over the keys (this runs on every answer).
    if (!typeAccepts(node.types, value)) return false;
    if (node.enum !== undefined && !node.enum.some((allowed) => jsonEqual(allowed, value))) return false;
    for (const part of node.allOf) if (!fitsDeep(value, part, depth - 1)) return false;
    return objectFitsDeep(value, node, depth);
  }
  if (!fitsLevel(value, node, false)) return false;
  for (const part of node.allOf) if (!fitsDeep(value, part, depth - 1)) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child = itemNode(node, i);
      if (child !== undefined && !fitsDeep(value[i], child, depth - 1)) return false;
    }
  }
  return true;
}

/**
 * An object's own level (required keys present, no key the schema rejects or that names an absent property)
 * and every value under its node, in one pass over its keys: the same verdict as fitsLevel and the descent.
 */
function objectFitsDeep(value: Record<string, unknown>, node: GuideNode, depth: number): boolean {
  const declared = node.properties;
  const additional = typeof node.additionalProperties === "object" ? node.additionalProperties : undefined;
  const keys = Object.keys(value);
  let required = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const property = declared.get(key);
    if (property !== undefined) {
      if (property.required) required++;
      if (!fitsDeep(value[key], property.node, depth - 1)) return false;
      continue;
    }
    if (declared.size > 0 && (node.additionalProperties === false || renameTarget(node, value, key) !== undefined)) return false;
    if (additional !== undefined && !fitsDeep(value[key], additional, depth - 1)) return false;
  }
  return required === requiredCount(node);
}

const requiredCounts = new WeakMap<GuideNode, number>();

/** How many of a node's declared properties are required (counted once per node). */
function requiredCount(node: GuideNode): number {
  let count = requiredCounts.get(node);
  if (count === undefined) {
    count = 0;
    for (const property of node.properties.values()) if (property.required) count++;
    requiredCounts.set(node, count);
  }
  return count;
}

/** The node a property's value must fit: its declaration, else `additionalProperties` when it is a node. */
export function childNode(node: GuideNode, key: string): GuideNode | undefined {
  const property = node.properties.get(key);
  if (property !== undefined) return property.node;
  return typeof node.additionalProperties === "object" ? node.additionalProperties : undefined;
}

/** The node the array item at `index` must fit. */
export function itemNode(node: GuideNode, index: number): GuideNode | undefined {
  return node.prefixItems[index] ?? node.items;
}
