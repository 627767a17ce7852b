import { ordinalOf } from "./frames.js";
import { emptyPath, type Spine } from "./spine.js";
import type { StreamPath, StreamSnapshot } from "./types.js";

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
  readonly #spine: Spine | undefined;

  constructor(value: unknown, complete: boolean, done: boolean, failed: boolean, spine: Spine | undefined, leafPending: boolean, received: number) {
    this.value = value;
    this.complete = complete;
    this.done = done;
    this.received = received;
    this.#failed = failed;
    this.#leafPending = leafPending;
    this.#spine = spine;
  }

  get pendingPath(): StreamPath {
    return this.#spine === undefined ? emptyPath() : this.#spine.pendingPath(this.#leafPending);
  }

  isComplete(path: StreamPath): boolean {
    if (this.#failed) return false;
    if (this.complete) return hasPath(this.value, path, 0);
    if (this.#spine === undefined) return false;
    const levels = this.#spine.levels();
    // Walk the open path: a member before the one being read is finished, and finished values never change.
    for (let k = 0; k < levels.length; k++) {
      if (k === path.length) return false; // an open container, or one of its ancestors
      const { frame, count, key } = levels[k] as Spine;
      const seg = path[k];
      if (frame.isArray) {
        if (typeof seg !== "number" || !Number.isInteger(seg) || seg < 0) return false;
        if (seg < count) return hasPath(frame.container[seg], path, k + 1);
        if (seg === count && k + 1 < levels.length) continue;
        return false;
      }
      if (typeof seg !== "string") return false;
      if (seg === key) {
        if (k + 1 < levels.length) continue;
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
 * failed, the open path (`spine`, shared with other snapshots where it did not change), whether a value is
 * being read inside the innermost container, and the characters pushed so far. Its own state is fixed when
 * it is made, and costs at most the nesting depth, never the size of the value; arguments, not a state
 * object, since the parser takes one per chunk.
 */
export function snapshotOf(
  value: unknown,
  complete: boolean,
  done: boolean,
  failed: boolean,
  spine: Spine | undefined,
  leafPending: boolean,
  received: number,
): StreamSnapshot {
  return new Snapshot(value, complete, done, failed, spine, leafPending, received);
}
