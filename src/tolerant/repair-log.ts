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
  return new Log();
}

// A map keyed by kind keeps `add` O(1) even on inputs that repeat one repair a million times. Made on the
// first repair: most texts a parser reads need none.
class Log implements RepairLog {
  private byKind: Map<RepairKind, { kind: RepairKind; position: number; count: number }> | undefined = undefined;

  add(kind: RepairKind, position: number): void {
    this.byKind ??= new Map();
    const note = this.byKind.get(kind);
    if (note === undefined) this.byKind.set(kind, { kind, position, count: 1 });
    else note.count++;
  }

  notes(): RepairNote[] {
    return this.byKind === undefined ? [] : [...this.byKind.values()].map((note) => ({ ...note }));
  }
}
