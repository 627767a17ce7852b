import { defineEntries, isPlainObject, updateAt, type ValuePath } from "../json-value.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { withWritten } from "./shared.js";

/** The draft with the written node at `path` replaced, the corruption recorded. */
export function replaceAtPath(draft: Draft, path: ValuePath, replace: (node: unknown) => unknown, name: string, recoverable = true): Draft {
  return withWritten(draft, updateAt(draft.written, path, replace), name, recoverable);
}

/** The draft with the written object at `path` transformed, the corruption recorded. */
export function updateAtPath(draft: Draft, path: ValuePath, edit: (object: Record<string, unknown>) => Record<string, unknown>, name: string, recoverable = true): Draft {
  return replaceAtPath(draft, path, (node) => (isPlainObject(node) ? edit(node) : node), name, recoverable);
}

/** A copy of an object with one key renamed in place (key order kept). */
export function renameKey(object: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  return defineEntries(Object.entries(object).map(([k, v]) => [k === from ? to : k, v]));
}

/** A copy of an object with an entry inserted at an index (clamped to the end). */
export function insertEntry(object: Record<string, unknown>, index: number, key: string, value: unknown): Record<string, unknown> {
  const entries: [string, unknown][] = Object.entries(object);
  entries.splice(Math.min(index, entries.length), 0, [key, value]);
  return defineEntries(entries);
}

/** What a corruption that edits one node needs: where it can act, and what it writes there. */
export interface OneEditSpec<T extends { readonly path: ValuePath }> {
  readonly name: string;
  readonly rank: number;
  readonly recoverable: boolean;
  readonly targets: (draft: Draft, context: CorruptionContext) => readonly T[];
  /** The node written in place of `node` at `target.path`. */
  readonly replace: (node: unknown, target: T) => unknown;
}

/** A value-phase corruption that rewrites one of its targets, picked at random. */
export function oneEdit<T extends { readonly path: ValuePath }>(spec: OneEditSpec<T>): Corruption {
  return {
    name: spec.name,
    phase: "value",
    rank: spec.rank,
    recoverable: spec.recoverable,
    applies: (draft, context) => spec.targets(draft, context).length > 0,
    apply(draft, rng, context) {
      const target = rng.pick(spec.targets(draft, context));
      return replaceAtPath(draft, target.path, (node) => spec.replace(node, target), spec.name, spec.recoverable);
    },
  };
}

/** A target that writes a key under another name. */
export interface RenameTarget {
  readonly path: ValuePath;
  readonly key: string;
  readonly name: string;
}

/** `replace` for renaming corruptions: the object at the path with the key renamed (anything else kept). */
export function renameAt(node: unknown, target: RenameTarget): unknown {
  return isPlainObject(node) ? renameKey(node, target.key, target.name) : node;
}
