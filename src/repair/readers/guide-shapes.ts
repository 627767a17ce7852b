import type { GuideNode, JsonType } from "../../schema/guide-types.js";

/** Most nodes a shape gathers from `anyOf`/`allOf` branches: guidance, not validation, so a bound is enough. */
const maxBranches = 64;

/**
 * A node with its `anyOf` / `allOf` branches, transitively, each once: everything a value at one place
 * of the schema may have to fit. Readers that build values from text ask it what the schema declares.
 */
export function shapeOf(nodes: readonly GuideNode[]): GuideNode[] {
  const all: GuideNode[] = [];
  const seen = new Set<GuideNode>();
  const pending = [...nodes];
  for (let node = pending.pop(); node !== undefined && all.length < maxBranches; node = pending.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    all.push(node);
    pending.push(...node.anyOf, ...node.allOf);
  }
  return all;
}

/** The JSON types a shape accepts, or `undefined` when some node of it accepts any type. */
export function typesOf(shape: readonly GuideNode[]): Set<JsonType> | undefined {
  const types = new Set<JsonType>();
  let constrained = false;
  for (const node of shape) {
    if (node.types === undefined) {
      // A node with no type of its own but branches, properties or items says nothing by itself.
      if (node.anyOf.length > 0 || node.allOf.length > 0) continue;
      if (node.properties.size > 0) types.add("object");
      else if (node.items !== undefined || node.prefixItems.length > 0) types.add("array");
      else if (node.enum === undefined) return undefined;
      continue;
    }
    constrained = true;
    for (const type of node.types) types.add(type);
  }
  return constrained || types.size > 0 ? types : undefined;
}

/** The allowed values of a shape, when every node that constrains values lists them (`enum` / `const`). */
export function enumOf(shape: readonly GuideNode[]): unknown[] | undefined {
  const lists = shape.filter((node) => node.enum !== undefined).map((node) => node.enum as readonly unknown[]);
  return lists.length === 0 ? undefined : lists.flat();
}

/** The declared property a name stands for in a shape: its own name first, then a unique alias. */
export function propertyFor(shape: readonly GuideNode[], name: string): { name: string; nodes: GuideNode[]; viaAlias: boolean } | "ambiguous" | undefined {
  const exact = shape.flatMap((node) => {
    const property = node.properties.get(name);
    return property === undefined || !node.properties.has(name) ? [] : [property.node];
  });
  if (exact.length > 0) return { name, nodes: exact, viaAlias: false };
  const byAlias = new Map<string, GuideNode[]>();
  for (const node of shape) {
    for (const [declared, property] of node.properties) {
      if (property.aliases.includes(name)) byAlias.set(declared, [...(byAlias.get(declared) ?? []), property.node]);
    }
  }
  if (byAlias.size > 1) return "ambiguous";
  const [only] = byAlias;
  return only === undefined ? undefined : { name: only[0], nodes: only[1], viaAlias: true };
}

/** The item nodes of the array nodes of a shape. */
export function itemsOf(shape: readonly GuideNode[]): GuideNode[] {
  return shape.flatMap((node) => [...(node.items === undefined ? [] : [node.items]), ...node.prefixItems]);
}

/** Whether a shape declares properties (an object the text's elements can be read into). */
export function declaresProperties(shape: readonly GuideNode[]): boolean {
  return shape.some((node) => node.properties.size > 0);
}
