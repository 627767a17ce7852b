import type { RepairKind, RepairNote } from "./types.js";

/** Counts the repairs a parse used, one note per kind in order of first use. */
export interface RepairLog {
  /** Records one use of `kind` at stream offset `position`. */
  add(kind: RepairKind, position: number): void;
  /** The notes so far, as a fresh array. */
  notes(): RepairNote[];
}

/** Creates an empty repair log. */
export function createRepairLog(): RepairLog {
  // A map keyed by kind keeps `add` O(1) even on inputs that repeat one repair a million times.
  const byKind = new Map<RepairKind, { kind: RepairKind; position: number; count: number }>();
  return {
    add(kind, position) {
      const note = byKind.get(kind);
      if (note === undefined) byKind.set(kind, { kind, position, count: 1 });
      else note.count++;
    },
    notes() {
      return [...byKind.values()].map((note) => ({ ...note }));
    },
  };
}
