import type { GuideNode } from "../schema/guide-types.js";

/**
 * Whether the schema forbids a key by name: a declared property whose schema is `false`, or an undeclared key a
 * `patternProperties` name with schema `false` matches (checked in bounded time; a key that cannot be checked is
 * not called forbidden).
 */
export function isForbiddenKey(node: GuideNode, key: string): boolean {
  const forbidden = node.forbiddenKeys;
  if (forbidden === undefined) return false;
  if (forbidden.names.has(key)) return true;
  if (node.properties.has(key)) return false;
  return forbidden.matchesPattern(key);
}
