import type { GuideNode, GuideProperty, JsonType } from "./guide-types.js";

/** The shared node for "anything goes": the empty schema `{}` or `true`. */
export const anyNode: GuideNode = /* @__PURE__ */ Object.freeze({
  types: undefined,
  properties: new Map<string, GuideProperty>(),
  additionalProperties: true,
  items: undefined,
  prefixItems: Object.freeze([]),
  enum: undefined,
  anyOf: Object.freeze([]),
  allOf: Object.freeze([]),
  hasDefault: false,
  default: undefined,
  minItems: undefined,
  maxItems: undefined,
});

/** The shared node for "nothing fits": the schema `false` (no accepted type). */
export const neverNode: GuideNode = /* @__PURE__ */ Object.freeze({ ...anyNode, types: new Set<JsonType>() });

/** A property while the guide is being built: its aliases may still grow from options. */
export interface DraftProperty {
  readonly node: GuideNode;
  readonly required: boolean;
  aliases: readonly string[];
}

/** A node while the guide is being built (filled in place, so a `$ref` cycle can point at it early). */
export type DraftNode = { -readonly [K in keyof GuideNode]: GuideNode[K] } & { properties: Map<string, DraftProperty> };

/** A fresh node that accepts anything, to be filled in. */
export function draftNode(): DraftNode {
  return {
    types: undefined,
    properties: new Map(),
    additionalProperties: true,
    items: undefined,
    prefixItems: [],
    enum: undefined,
    anyOf: [],
    allOf: [],
    hasDefault: false,
    default: undefined,
    minItems: undefined,
    maxItems: undefined,
  };
}

/** Whether a node constrains nothing, so the shared `anyNode` can stand in for it. */
export function isUnconstrained(node: GuideNode): boolean {
  return (
    node.types === undefined &&
    node.properties.size === 0 &&
    node.additionalProperties === true &&
    node.items === undefined &&
    node.prefixItems.length === 0 &&
    node.enum === undefined &&
    node.anyOf.length === 0 &&
    node.allOf.length === 0 &&
    !node.hasDefault &&
    node.minItems === undefined &&
    node.maxItems === undefined &&
    node.instanceOf === undefined &&
    node.forbiddenKeys === undefined
  );
}

/** The nodes directly under a node: alternatives, `allOf` parts, tuple items, properties, items, additional properties. */
export function childNodes(node: GuideNode): GuideNode[] {
  const list: GuideNode[] = [...node.anyOf, ...node.allOf, ...node.prefixItems];
  for (const property of node.properties.values()) list.push(property.node);
  if (node.items !== undefined) list.push(node.items);
  if (typeof node.additionalProperties === "object") list.push(node.additionalProperties);
  return list;
}

/** The node a property's value must fit: its declaration, else `additionalProperties` when it is a node. */
export function childNode(node: GuideNode, key: string): GuideNode | undefined {
  const property = node.properties.get(key);
  if (property !== undefined) return property.node;
  return typeof node.additionalProperties === "object" ? node.additionalProperties : undefined;
}
