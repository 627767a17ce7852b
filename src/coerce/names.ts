import type { GuideNode } from "../schema/guide-types.js";

/** Folds a key for loose matching: case, `_`, `-`, spaces and dots do not count (`Selector`, `se-lector`). */
export function foldKey(key: string): string {
  let folded = "";
  for (let i = 0; i < key.length; i++) {
    const c = key[i] as string;
    if (c === "_" || c === "-" || c === " " || c === ".") continue;
    folded += c.toLowerCase();
  }
  return folded;
}

// Keyed weakly on a compiled guide node (freed with its parser), one entry per node: a pure function of it.
const indexes = new WeakMap<GuideNode, ReadonlyMap<string, readonly string[]>>();

/**
 * For a node's declared properties: every folded name and folded alias, mapped to the properties it may
 * stand for. A name that maps to two properties is ambiguous and never renamed.
 */
export function propertyNameIndex(node: GuideNode): ReadonlyMap<string, readonly string[]> {
  let index = indexes.get(node);
  if (index) return index;
  const built = new Map<string, string[]>();
  const add = (name: string, property: string) => {
    const folded = foldKey(name);
    const list = built.get(folded);
    if (!list) built.set(folded, [property]);
    else if (!list.includes(property)) list.push(property);
  };
  for (const [name, property] of node.properties) {
    add(name, name);
    for (const alias of property.aliases) add(alias, name);
  }
  index = built;
  indexes.set(node, index);
  return index;
}

/**
 * The declared property an undeclared key stands for: a declared alias or a unique case/snake/camel/kebab
 * variant, only when the property is absent from the object and the match is unique.
 */
export function renameTarget(node: GuideNode, object: Record<string, unknown>, key: string): string | undefined {
  if (node.properties.has(key)) return undefined;
  const targets = propertyNameIndex(node).get(foldKey(key));
  if (!targets || targets.length !== 1) return undefined;
  const target = targets[0] as string;
  return Object.prototype.hasOwnProperty.call(object, target) ? undefined : target;
}
