import type { DraftProperty } from "./guide-nodes.js";
import type { GuideNode } from "./guide-types.js";
import { SchemaError } from "./schema-error.js";

/**
 * Merges aliases given by property path into a compiled guide: `"selector"`, `"user.name"`, and `*`
 * for array items or additional properties (`"items.*.name"`). A path is followed through
 * `anyOf`/`allOf` branches; a path that names no property fails, so a typo cannot go unnoticed.
 * Nodes reached through a shared `$ref` are shared, so their aliases apply wherever the node is used.
 */
export function applyAliasOptions(root: GuideNode, aliases: Readonly<Record<string, readonly string[]>>): void {
  for (const [path, extra] of Object.entries(aliases)) {
    if (!Array.isArray(extra) || !extra.every((alias) => typeof alias === "string")) {
      throw new SchemaError("options.aliases", `the aliases for "${path}" must be an array of strings`);
    }
    const segments = path.split(".");
    const last = segments.pop();
    if (last === undefined || last === "" || last === "*" || segments.includes("")) {
      throw new SchemaError("options.aliases", `"${path}" is not a property path (use "name", "parent.name" or "list.*.name")`);
    }
    let nodes = new Set<GuideNode>([root]);
    for (const segment of segments) nodes = step(nodes, segment);
    let found = false;
    for (const node of withBranches(nodes)) {
      const property = node.properties.get(last) as DraftProperty | undefined;
      if (property === undefined) continue;
      property.aliases = [...new Set([...property.aliases, ...extra])];
      found = true;
    }
    if (!found) throw new SchemaError("options.aliases", `"${path}" names no property of the schema`);
  }
}

/** The nodes one path segment below `nodes`. */
function step(nodes: ReadonlySet<GuideNode>, segment: string): Set<GuideNode> {
  const next = new Set<GuideNode>();
  for (const node of withBranches(nodes)) {
    if (segment === "*") {
      if (node.items !== undefined) next.add(node.items);
      for (const item of node.prefixItems) next.add(item);
      if (typeof node.additionalProperties === "object") next.add(node.additionalProperties);
    } else {
      const property = node.properties.get(segment);
      if (property !== undefined) next.add(property.node);
    }
  }
  return next;
}

/** The nodes and, transitively, their `anyOf`/`allOf` branches (each once, so cycles end). */
function withBranches(nodes: ReadonlySet<GuideNode>): Set<GuideNode> {
  const all = new Set<GuideNode>();
  const pending = [...nodes];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (all.has(node)) continue;
    all.add(node);
    pending.push(...node.anyOf, ...node.allOf);
  }
  return all;
}
