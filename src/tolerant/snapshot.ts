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

  constructor(value: unknown, complete: boolean, done: boolean, failed: boolean, capture: StackCapture, leafPending: boolean, received: number) {
    this.value = value;
    this.complete = complete;
    this.done = done;
    this.received = received;
    this.#failed = failed;
    this.#leafPending = leafPending;
    this.#capture = capture;
  }

  get pendingPath(): StreamPath {
    if (this.#pendingPath === undefined) {
      const path: (string | number)[] = [];
      const capture = this.#capture;
      const depth = capture.length / 3;
      for (let k = 0; k < depth; k++) {
        const key = capture[3 * k + 2] as string | undefined;
        if ((capture[3 * k] as Frame).isArray) {
          if (k + 1 < depth || this.#leafPending) path.push(capture[3 * k + 1] as number);
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
 * Makes a snapshot of the parser at one moment: its value (never copied), whether it is complete, done or
 * failed, the open path (`capture`), whether a value is being read inside the innermost container, and the
 * characters pushed so far. Its state holds only the open path, so its cost is at most the nesting depth,
 * never the size of the value; arguments, not a state object, since the parser takes one per chunk.
 */
export function snapshotOf(
  value: unknown,
  complete: boolean,
  done: boolean,
  failed: boolean,
  capture: StackCapture,
  leafPending: boolean,
  received: number,
): StreamSnapshot {
  return new Snapshot(value, complete, done, failed, capture, leafPending, received);
}
