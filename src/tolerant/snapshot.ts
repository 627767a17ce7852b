import { ordinalOf, type Frame } from "./frames.js";
import type { StreamPath, StreamSnapshot } from "./types.js";

/**
 * The open path at one moment: for each open container, outermost first, three entries: the frame, its
 * finished-member count and its pending key. One flat array, so a snapshot allocates once for its path.
 */
export type StackCapture = readonly (Frame | number | string | undefined)[];

/** Copies what a snapshot needs of the parser's stack: three entries per open container. */
export function captureStack(stack: readonly Frame[]): StackCapture {
  const capture = new Array<Frame | number | string | undefined>(stack.length * 3);
  for (let k = 0; k < stack.length; k++) {
    const frame = stack[k] as Frame;
    capture[3 * k] = frame;
    capture[3 * k + 1] = frame.count;
    capture[3 * k + 2] = frame.key;
  }
  return capture;
}

/** What a snapshot needs to know about the parser at the moment it is taken. */
export interface SnapshotState {
  readonly value: unknown;
  readonly complete: boolean;
  readonly done: boolean;
  readonly failed: boolean;
  /** The open path; captures are immutable, so snapshots taken while the structure did not change share one. */
  readonly capture: StackCapture;
  /** A value (not a key) is being read inside the innermost container. */
  readonly leafPending: boolean;
  /** Characters pushed so far. */
  readonly received: number;
}

function hasPath(node: unknown, path: StreamPath, from: number): boolean {
  let current = node;
  for (let k = from; k < path.length; k++) {
    const seg = path[k];
    if (Array.isArray(current)) {
      if (typeof seg !== "number" || !Number.isInteger(seg) || seg < 0 || seg >= current.length) return false;
      current = current[seg];
    } else if (typeof current === "object" && current !== null) {
      if (typeof seg !== "string" || !Object.hasOwn(current, seg)) return false;
      current = (current as Record<string, unknown>)[seg];
    } else {
      return false;
    }
  }
  return true;
}

// A class rather than an object literal with a closure: snapshots may be taken after every
// 20-byte chunk, and a prototype method costs nothing per snapshot.
class Snapshot implements StreamSnapshot {
  readonly value: unknown;
  readonly complete: boolean;
  readonly done: boolean;
  readonly received: number;
  readonly #failed: boolean;
  readonly #leafPending: boolean;
  readonly #capture: StackCapture;
  #pendingPath: (string | number)[] | undefined;

  constructor(state: SnapshotState) {
    this.value = state.value;
    this.complete = state.complete;
    this.done = state.done;
    this.received = state.received;
    this.#failed = state.failed;
    this.#leafPending = state.leafPending;
    this.#capture = state.capture;
  }

  get pendingPath(): StreamPath {
    if (this.#pendingPath === undefined) {
      const path: (string | number)[] = [];
      const depth = this.#capture.length / 3;
      for (let k = 0; k < depth; k++) {
        const key = this.#capture[3 * k + 2] as string | undefined;
        if ((this.#capture[3 * k] as Frame).isArray) {
          if (k + 1 < depth || this.#leafPending) path.push(this.#capture[3 * k + 1] as number);
        } else if (key !== undefined) {
          path.push(key);
        }
      }
      this.#pendingPath = path;
    }
    return this.#pendingPath;
  }

  isComplete(path: StreamPath): boolean {
    if (this.#failed) return false;
    if (this.complete) return hasPath(this.value, path, 0);
    const depth = this.#capture.length / 3;
    // Walk the open path: a member before the one being read is finished, and finished values never change.
    for (let k = 0; k < depth; k++) {
      if (k === path.length) return false; // an open container, or one of its ancestors
      const frame = this.#capture[3 * k] as Frame;
      const seg = path[k];
      const count = this.#capture[3 * k + 1] as number;
      if (frame.isArray) {
        if (typeof seg !== "number" || !Number.isInteger(seg) || seg < 0) return false;
        if (seg < count) return hasPath(frame.container[seg], path, k + 1);
        if (seg === count && k + 1 < depth) continue;
        return false;
      }
      if (typeof seg !== "string") return false;
      if (seg === this.#capture[3 * k + 2]) {
        if (k + 1 < depth) continue;
        return false;
      }
      const ordinal = ordinalOf(frame, seg);
      if (ordinal === undefined || ordinal >= count) return false;
      return hasPath(frame.container[seg], path, k + 1);
    }
    return false;
  }
}

/**
 * Makes a snapshot. Its state holds only the open path (one entry per open container), so
 * its cost is at most the nesting depth, never the size of the value.
 */
export function takeSnapshot(state: SnapshotState): StreamSnapshot {
  return new Snapshot(state);
}
