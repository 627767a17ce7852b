import type { GuideNode } from "../../schema/guide-types.js";
import { childNode } from "../../schema/guide-nodes.js";

// Bounds that keep the walk linear in the value whatever the schema's unions look like.
const maxNodes = 32;
const maxExpandDepth = 8;

/**
 * The first unquoted word (`{"name": invalid_token}`) that the read value holds where the schema says
 * nothing about the value (no `type`, no `enum`): with no schema, or under `additionalProperties: true`,
 * a bare word cannot be told from a placeholder, a variable or a cut-short literal (`trueish`, `nullify`),
 * so reading it as a string would hide a guess. Where the schema names a type, validation judges the word.
 * A word the walk does not find as a string value counts as unguided. `undefined` when every word is guided.
 * @example
 * unguidedWord({ name: "invalid_token" }, anyNode, ["invalid_token"]); // "invalid_token"
 */
export function unguidedWord(value: unknown, guide: GuideNode, words: readonly string[]): string | undefined {
  const pending = new Set(words);
  const walk = (current: unknown, nodes: readonly GuideNode[]): void => {
    if (pending.size === 0) return;
    if (typeof current === "string") {
      if (pending.has(current) && nodes.some((node) => node.types !== undefined || node.enum !== undefined)) pending.delete(current);
      return;
    }
    if (Array.isArray(current)) {
      current.forEach((item, index) => walk(item, childNodes(nodes, (node) => node.prefixItems[index] ?? node.items)));
      return;
    }
    if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) walk(item, childNodes(nodes, (node) => childNode(node, key)));
    }
  };
  walk(value, expand([guide]));
  for (const word of words) if (pending.has(word)) return word;
  return undefined;
}

/** The nodes one step down; a step the schema does not describe leads nowhere (nothing said). */
function childNodes(nodes: readonly GuideNode[], step: (node: GuideNode) => GuideNode | undefined): readonly GuideNode[] {
  const next: GuideNode[] = [];
  for (const node of nodes) {
    const child = step(node);
    if (child !== undefined) next.push(child);
  }
  return expand(next);
}

/** The nodes with their `anyOf` branches and `allOf` parts, bounded. */
function expand(nodes: readonly GuideNode[]): readonly GuideNode[] {
  const seen = new Set<GuideNode>();
  const visit = (node: GuideNode, depth: number): void => {
    if (seen.has(node) || seen.size >= maxNodes) return;
    seen.add(node);
    if (depth >= maxExpandDepth) return;
    for (const branch of node.anyOf) visit(branch, depth + 1);
    for (const part of node.allOf) visit(part, depth + 1);
  };
  for (const node of nodes) visit(node, 0);
  return [...seen];
}
