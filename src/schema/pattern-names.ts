import type { Issue, Path } from "../outcome/types.js";
import { hasOwn, isRecord, setOwn } from "./json-utils.js";
import { safePattern } from "./safe-pattern.js";
import { someSchemaObject } from "./walk-schema.js";

// The validator (@cfworker/json-schema) matches each `patternProperties` name against each key of an object with
// JavaScript's backtracking engine (`new RegExp(name, "u").test(key)`), where `^(?=.)\d*\d*\d*x$` takes seconds on a
// key of a hundred digits. So it never runs a schema's name: before each validation every name is checked against
// each key of the value by `safePattern`, as a `pattern` is (RE2 after `useRe2()`, else the bounded matcher), and
// the validator finds under the name's place a *separator*: a regular expression that matches, of this value's keys,
// exactly those the name matches, written as the keys' distinguishing prefixes (a trie whose branches start with
// different characters), which JavaScript's engine runs in time linear in the key.

const MAX_WALK = 1_000_000;
/** Longest separator source, and deepest nesting of its branches: past them a name is not checked (an issue says so). */
const MAX_SEPARATOR = 65_536;
const MAX_BRANCH_DEPTH = 256;

/** One `patternProperties` map of a prepared schema: the node that holds it, and its names with their subschemas in order. */
interface NameMap {
  readonly node: Record<string, unknown>;
  readonly entries: readonly (readonly [name: string, schema: unknown])[];
}

/** The `patternProperties` maps of the schemas the validator runs, to be given separators before each validation. */
export interface PatternNames {
  /**
   * Gives every map the separators of `value`'s keys; an issue (and no change) when a key cannot be checked against
   * a name in bounded time, or the keys are too many to separate.
   */
  readonly prepare: (value: unknown, validator: string) => Issue | undefined;
}

/** The `patternProperties` maps of `schemas` (the prepared copies the validators hold), or `undefined` when none has one. */
export function patternNames(schemas: readonly Record<string, unknown>[]): PatternNames | undefined {
  const maps: NameMap[] = [];
  for (const schema of schemas) {
    someSchemaObject(schema, MAX_WALK, (node) => {
      const names = node["patternProperties"];
      if (isRecord(names)) maps.push({ node, entries: Object.keys(names).map((name) => [name, names[name]] as const) });
      return false;
    });
  }
  if (maps.length === 0) return undefined;
  return { prepare: (value, validator) => separate(maps, value, validator) };
}

function separate(maps: readonly NameMap[], value: unknown, validator: string): Issue | undefined {
  const keys = keysOf(value);
  const separators = new Map<string, string>();
  for (const map of maps) {
    for (const [name] of map.entries) {
      if (separators.has(name)) continue;
      const made = separatorOf(name, keys);
      if (typeof made !== "string") return { ...made, validator };
      separators.set(name, made);
    }
  }
  for (const map of maps) {
    const names: Record<string, unknown> = {};
    for (const [name, schema] of map.entries) {
      // Two names that match the same keys get the same separator: an empty group keeps each its own entry.
      let separator = separators.get(name) as string;
      while (hasOwn(names, separator)) separator += "(?:)";
      setOwn(names, separator, schema);
    }
    map.node["patternProperties"] = names;
  }
  return undefined;
}

/** Every key of every object in `value`, with the path of the first object holding it (bounded walk, no recursion). */
function keysOf(value: unknown): Map<string, Path> {
  const keys = new Map<string, Path>();
  const pending: { node: unknown; path: Path }[] = [{ node: value, path: [] }];
  for (let visited = 0; visited < pending.length && visited < MAX_WALK; visited++) {
    const { node, path } = pending[visited] as (typeof pending)[number];
    if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => {
        if (typeof item === "object" && item !== null) pending.push({ node: item, path: [...path, index] });
      });
    } else if (isRecord(node)) {
      for (const key of Object.keys(node)) {
        if (!keys.has(key)) keys.set(key, path);
        const member = node[key];
        if (typeof member === "object" && member !== null) pending.push({ node: member, path: [...path, key] });
      }
    }
  }
  return keys;
}

/** The separator of `name` over `keys`, or the issue that says why there is none. */
function separatorOf(name: string, keys: ReadonlyMap<string, Path>): string | Omit<Issue, "validator"> {
  const compiled = safePattern(name);
  // The schema's preparation refused names that are no regular expression, so this is not met in practice.
  if (!compiled.ok) return { message: compiled.message, path: [] };
  const items: Item[] = [];
  for (const [key, path] of keys) {
    const answer = compiled.check(key);
    if (answer === "unknown") return { message: patternNameNotChecked(key.length, name), path: [...path, key] };
    items.push({ points: Array.from(key), match: answer === "match" });
  }
  const written = { length: 0 };
  const separator = branch(items, 0, 0, written);
  if (separator === undefined) return { message: patternNameTooManyKeys(keys.size, name), path: [] };
  return `^${separator}`;
}

/** A key as code points (a separator's characters are code points, as the validator's `u` flag reads them), and whether the name matches it. */
interface Item {
  readonly points: readonly string[];
  readonly match: boolean;
}

/**
 * The separator of keys that agree on their first `at` code points: empty when the name matches them all, a group
 * that never matches when it matches none, else one alternative per next code point (or the key's end) among keys
 * the name matches. `undefined` past the size or depth limit.
 */
function branch(items: readonly Item[], at: number, depth: number, written: { length: number }): string | undefined {
  let source = "";
  let from = at;
  for (;;) {
    let matches = 0;
    for (const item of items) if (item.match) matches++;
    if (matches === items.length) return source;
    if (matches === 0) return `${source}(?!)`;
    // A run of code points every key shares, written as it is, without a branch.
    const first = items[0] as Item;
    const point = first.points[from];
    if (point === undefined || items.some((item) => item.points[from] !== point)) break;
    source += literal(point);
    from++;
  }
  if (depth >= MAX_BRANCH_DEPTH) return undefined;
  const groups = new Map<string | undefined, Item[]>();
  for (const item of items) {
    const point = item.points[from];
    const group = groups.get(point);
    if (group === undefined) groups.set(point, [item]);
    else group.push(item);
  }
  const alternatives: string[] = [];
  for (const [point, group] of groups) {
    if (!group.some((item) => item.match)) continue;
    if (point === undefined) {
      alternatives.push("$");
      continue;
    }
    const rest = branch(group, from + 1, depth + 1, written);
    if (rest === undefined) return undefined;
    alternatives.push(literal(point) + rest);
  }
  written.length += source.length + alternatives.reduce((sum, alternative) => sum + alternative.length + 1, 4);
  if (written.length > MAX_SEPARATOR) return undefined;
  return source + (alternatives.length === 1 ? (alternatives[0] as string) : `(?:${alternatives.join("|")})`);
}

/** One code point as a `u`-mode pattern writes it literally: syntax characters escaped, lone surrogates as `\u{…}`. */
function literal(point: string): string {
  const code = point.codePointAt(0) as number;
  if (code >= 0xd800 && code <= 0xdfff) return `\\u{${code.toString(16)}}`;
  return "\\^$.*+?()[]{}|/".includes(point) ? `\\${point}` : point;
}

/** The issue for a property name whose check against a `patternProperties` name did not finish in bounded time. */
export function patternNameNotChecked(length: number, name: string): string {
  const shown = name.length > 80 ? `${name.slice(0, 80)}…` : name;
  return `Property name of ${length} characters could not be checked against the patternProperties pattern ${JSON.stringify(shown)} in bounded time (too long, or the search ran over its step budget), so the value is not accepted. If such names are expected, call useRe2() from "salvage/re2" once at start-up, simplify the pattern, or check the value after parsing.`;
}

/** The issue for a value whose property names are too many to tell apart for a `patternProperties` name in bounded time. */
export function patternNameTooManyKeys(keys: number, name: string): string {
  const shown = name.length > 80 ? `${name.slice(0, 80)}…` : name;
  return `The value's ${keys} property names are too many to sort by the patternProperties pattern ${JSON.stringify(shown)} in bounded time, so the value is not accepted.`;
}
