import { defineEntries, isPlainObject, updateAt, type ValuePath } from "../json-value.js";
import type { Draft } from "../types.js";
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
