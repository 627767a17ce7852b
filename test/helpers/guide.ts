import type { GuideNode, GuideProperty, JsonType } from "../../src/schema/guide-types.js";

/** A hand-built guide node for unit tests of rules and the engine, independent of the schema compiler. */
export function node(shape: {
  types?: JsonType[];
  properties?: Record<string, { node: GuideNode; required?: boolean; aliases?: string[] }>;
  additionalProperties?: boolean | GuideNode;
  items?: GuideNode;
  enum?: unknown[];
  anyOf?: GuideNode[];
  default?: unknown;
  minItems?: number;
}): GuideNode {
  const properties = new Map<string, GuideProperty>();
  for (const [name, p] of Object.entries(shape.properties ?? {})) {
    properties.set(name, { node: p.node, required: p.required ?? false, aliases: p.aliases ?? [] });
  }
  return {
    types: shape.types ? new Set(shape.types) : undefined,
    properties,
    additionalProperties: shape.additionalProperties ?? true,
    items: shape.items,
    prefixItems: [],
    enum: shape.enum,
    anyOf: shape.anyOf ?? [],
    allOf: [],
    hasDefault: "default" in shape,
    default: shape.default,
    minItems: shape.minItems,
    maxItems: undefined,
  };
}

export const str = node({ types: ["string"] });
export const num = node({ types: ["number"] });
export const int = node({ types: ["integer"] });
export const bool = node({ types: ["boolean"] });

/** `{ selector: string }` with the alias `element`, strict or not. */
export function clickGuide(strict = false): GuideNode {
  return node({
    types: ["object"],
    properties: { selector: { node: str, required: true, aliases: ["element"] } },
    additionalProperties: !strict,
  });
}
