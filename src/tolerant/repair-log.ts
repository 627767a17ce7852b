import type { RepairKind, RepairNote } from "./types.js";

/**
 * Counts the repairs a parse used, one note per kind in order of first use: a short array (there are a dozen
 * kinds), searched from the kind used last, which is the next one on most texts (every key of a single-quoted
 * document, say). Linear in the input even when one repair repeats a million times.
 */
export class RepairLog {
  private readonly byKind: { kind: RepairKind; position: number; count: number }[] = [];
  private last = -1;

  /** Records one use of `kind` at stream offset `position`. */
  add(kind: RepairKind, position: number): void {
    const byKind = this.byKind;
    if (this.last >= 0 && (byKind[this.last] as RepairNote).kind === kind) {
      (byKind[this.last] as { count: number }).count++;
      return;
    }
    for (let k = 0; k < byKind.length; k++) {
      const note = byKind[k] as { kind: RepairKind; count: number };
      if (note.kind === kind) {
        note.count++;
        this.last = k;
        return;
      }
    }
    this.last = byKind.length;
    byKind.push({ kind, position, count: 1 });
  }

  /** The notes so far, as a fresh array, their positions moved by `shift` (default 0). */
  notes(shift = 0): RepairNote[] {
    return this.byKind.map((note) => ({ kind: note.kind, position: note.position + shift, count: note.count }));
  }
}
