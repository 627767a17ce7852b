import type { GuideNode } from "../schema/guide-types.js";
import { childNodes } from "../schema/guide-nodes.js";
import { membersOf } from "../text/repeated-keys.js";
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
  if (alternativeHides(value, checker, depth)) return true;
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
  let position = 0;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const child = declaredChild(checker, key, position);
    position++;
    if (child === undefined) {
      if (checker.own && renameTarget(checker.node, value, key) !== undefined) return true;
      if (checker.additional && check(value[key], checker.additional, depth - 1)) return true;
    } else if (child !== null && check(value[key], child, depth - 1)) return true;
  }
  return false;
}

/**
 * {@link hidesRename} and `membersOf(value, true)` in one walk: the valid-JSON fast path counts the members of every
 * answer it reads (its check for a key written twice) and asks this question of the same value, so it walks it once.
 * `members` is -1 when the value holds a number that is not finite (`needed` then counts for nothing).
 */
export function hidesRenameCounting(value: unknown, node: GuideNode, depth = 512): { readonly needed: boolean; readonly members: number } {
  const found = { needed: false, members: 0 };
  if (typeof value !== "object" || value === null) found.members = typeof value === "number" && !Number.isFinite(value) ? -1 : 0;
  else found.members = countAndCheck(value, checkerOf(node), depth, 0, found);
  return found;
}

/** How deep {@link countAndCheck} recurses; a value nested deeper goes to the walks that loop (any depth JSON.parse built). */
const recursionLimit = 256;

/** The members of `value` (see `membersOf`), noting in `found` whether `check(value, checker, depth)` holds. */
function countAndCheck(value: unknown, checker: Checker | null, depth: number, level: number, found: { needed: boolean }): number {
  let active = checker !== null && depth > 0 && !found.needed ? checker : null;
  if (level >= recursionLimit) {
    if (active !== null && check(value, active, depth)) found.needed = true;
    return membersOf(value, true);
  }
  if (active !== null && active.alternatives.length > 0 && alternativeHides(value, active, depth)) {
    found.needed = true;
    active = null;
  }
  let members = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object" && item !== null) {
        const child = active === null ? null : i < active.prefixItems.length ? (active.prefixItems[i] as Checker | null) : active.items;
        const inner = countAndCheck(item, child, depth - 1, level + 1, found);
        if (inner < 0) return -1;
        members += inner;
      } else if (typeof item === "number" && !Number.isFinite(item)) return -1;
    }
    return members;
  }
  // As `check` does: the keys compared with the last object's first, each own key once.
  let position = 0;
  for (const key in value as object) {
    members++;
    const member = (value as Record<string, unknown>)[key];
    let child: Checker | null | undefined = null;
    if (active !== null && Object.prototype.hasOwnProperty.call(value, key)) {
      child = declaredChild(active, key, position);
      position++;
      if (child === undefined) {
        if (active.own && renameTarget(active.node, value as Record<string, unknown>, key) !== undefined) {
          found.needed = true;
          active = null;
        }
        child = active === null ? null : active.additional;
      }
    }
    if (typeof member === "object" && member !== null) {
      const inner = countAndCheck(member, found.needed ? null : child, depth - 1, level + 1, found);
      if (inner < 0) return -1;
      members += inner;
    } else if (typeof member === "number" && !Number.isFinite(member)) return -1;
  }
  return members;
}

/**
 * The checker of the declared property `key` at `position` of an object (`undefined`: not declared; `null`: nothing
 * below it can hide a rename). The keys are compared with the last object's first (`seen`), kept only while the
 * object's keys so far were all remembered: the list stays as long as a run of declared keys.
 */
function declaredChild(checker: Checker, key: string, position: number): Checker | null | undefined {
  const seen = checker.seen;
  if (position < seen.length && seen[position] === key) return checker.seenChildren[position] as Checker | null;
  const child = checker.properties.get(key);
  if (child !== undefined && position <= seen.length) {
    seen[position] = key;
    checker.seenChildren[position] = child;
  }
  return child;
}

/** Whether one of the checker's `anyOf`/`allOf` parts finds a hidden rename in the value. */
function alternativeHides(value: unknown, checker: Checker, depth: number): boolean {
  for (const alternative of checker.alternatives) if (check(value, alternative, depth - 1)) return true;
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
