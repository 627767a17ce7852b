import type { GuideNode } from "../schema/guide-types.js";
import { childNodes } from "../schema/guide-nodes.js";
import { isPlainObject } from "./json.js";
import { renameTarget } from "./names.js";

/**
 * The part of a guide where a valid value could still hide a misnamed property: an open object with an
 * optional property, where the schema ignores `Selector` instead of `selector`. Compiled once per guide
 * so the valid-JSON fast path walks only the parts of a value where this can happen. `null` children
 * mark subtrees where it cannot.
 */
interface Checker {
  readonly node: GuideNode;
  /** This object itself may hide a rename (open, with an optional property). */
  readonly own: boolean;
  readonly properties: Map<string, Checker | null>;
  additional: Checker | null;
  items: Checker | null;
  prefixItems: (Checker | null)[];
  alternatives: Checker[];
  /** The declared keys of the last object checked here, by position, and their checkers. */
  readonly seen: string[];
  readonly seenChildren: (Checker | null)[];
}

// Keyed weakly on a compiled guide node (freed with its parser), one checker per node. A checker remembers the keys of
// the last object it checked (`seen`) only to compare the next one faster; what it answers never depends on them.
const checkers = new WeakMap<GuideNode, Checker | null>();

/** Whether a value valid under this guide could still carry a property under the wrong name. */
export function mayHideRename(node: GuideNode): boolean {
  return checkerOf(node) !== null;
}

/** Whether some object in the value has an undeclared key that names one of its absent declared properties. */
export function hidesRename(value: unknown, node: GuideNode, depth = 512): boolean {
  const checker = checkerOf(node);
  return checker !== null && check(value, checker, depth);
}

function check(value: unknown, checker: Checker, depth: number): boolean {
  if (depth <= 0) return false;
  for (const alternative of checker.alternatives) if (check(value, alternative, depth - 1)) return true;
  if (Array.isArray(value)) {
    const { items, prefixItems } = checker;
    for (let i = 0; i < value.length; i++) {
      const child = i < prefixItems.length ? prefixItems[i] : items;
      if (child && check(value[i], child, depth - 1)) return true;
    }
    return false;
  }
  if (!isPlainObject(value)) return false;
  // Objects of one shape come in runs (the items of a list): their keys are compared with the last object's
  // before the map is asked. JSON.parse interns keys, so the comparison is mostly one pointer.
  const seen = checker.seen;
  let position = 0;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    let child: Checker | null | undefined;
    if (position < seen.length && seen[position] === key) child = checker.seenChildren[position] as Checker | null;
    else {
      child = checker.properties.get(key);
      // Kept only while the object's keys so far were all remembered: the list stays as long as a run of declared keys.
      if (child !== undefined && position <= seen.length) {
        seen[position] = key;
        checker.seenChildren[position] = child;
      }
    }
    position++;
    if (child === undefined) {
      if (checker.own && renameTarget(checker.node, value, key) !== undefined) return true;
      if (checker.additional && check(value[key], checker.additional, depth - 1)) return true;
    } else if (child !== null && check(value[key], child, depth - 1)) return true;
  }
  return false;
}

/** Builds (once) the checker for a node, or `null` when nothing below it can hide a rename. */
function checkerOf(node: GuideNode): Checker | null {
  const known = checkers.get(node);
  if (known !== undefined) return known;
  const reachable = reachableNodes(node);
  const relevant = new Set<GuideNode>();
  // A node is relevant when an own-hiding node is reachable from it: propagate backwards to a fixpoint.
  for (const candidate of reachable) if (hidesOwn(candidate)) relevant.add(candidate);
  let grew = relevant.size > 0;
  while (grew) {
    grew = false;
    for (const candidate of reachable) {
      if (relevant.has(candidate)) continue;
      if (childNodes(candidate).some((child) => relevant.has(child))) {
        relevant.add(candidate);
        grew = true;
      }
    }
  }
  const built = new Map<GuideNode, Checker>();
  for (const candidate of relevant) {
    built.set(candidate, {
      node: candidate,
      own: hidesOwn(candidate),
      properties: new Map(),
      additional: null,
      items: null,
      prefixItems: [],
      alternatives: [],
      seen: [],
      seenChildren: [],
    });
  }
  const pick = (child: GuideNode | undefined) => (child === undefined ? null : (built.get(child) ?? null));
  for (const [candidate, checker] of built) {
    for (const [name, property] of candidate.properties) checker.properties.set(name, pick(property.node));
    checker.additional = typeof candidate.additionalProperties === "object" ? pick(candidate.additionalProperties) : null;
    checker.items = pick(candidate.items);
    checker.prefixItems = candidate.prefixItems.map(pick);
    checker.alternatives = [...candidate.anyOf, ...candidate.allOf].flatMap((part) => built.get(part) ?? []);
  }
  for (const candidate of reachable) checkers.set(candidate, built.get(candidate) ?? null);
  return built.get(node) ?? null;
}

function hidesOwn(node: GuideNode): boolean {
  if (node.additionalProperties === false) return false;
  for (const property of node.properties.values()) if (!property.required) return true;
  return false;
}

/** Every node reachable from `root`, once each (guides may be cyclic). */
function reachableNodes(root: GuideNode): GuideNode[] {
  const seen = new Set<GuideNode>([root]);
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    for (const child of childNodes(queue[i] as GuideNode)) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return queue;
}
