import { ordinalOf, type Frame } from "./frames.js";
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

// Bits of `#flags`.
const FAILED = 1;
const LEAF_PENDING = 2; // a value is being read inside the innermost container

// A class rather than an object literal with a closure: snapshots may be taken after every
// 20-byte chunk, and a prototype method costs nothing per snapshot.
class Snapshot implements StreamSnapshot {
  readonly value: unknown;
  readonly complete: boolean;
  readonly done: boolean;
  readonly received: number;
  readonly #flags: number;
  readonly #outer: Spine | undefined; // the containers around the innermost one
  // The innermost open container and its count and key at this moment: kept here, not in a spine node, since they
  // change with nearly every chunk, and a node per chunk was a third of what a snapshot allocated.
  readonly #frame: Frame | undefined;
  readonly #count: number;
  readonly #key: string | undefined;
  // The path once read; or, until then, the first snapshot of a run taken at the same place (same path), which then
  // holds the path for all of them. One field, not two: a stream takes a snapshot per chunk.
  #path: StreamPath | Snapshot | undefined;

  constructor(value: unknown, complete: boolean, done: boolean, flags: number, outer: Spine | undefined, frame: Frame | undefined, received: number, previous: Snapshot | undefined) {
    this.value = value;
    this.complete = complete;
    this.done = done;
    this.received = received;
    this.#flags = flags;
    this.#outer = outer;
    this.#frame = frame;
    this.#count = frame === undefined ? 0 : frame.count;
    this.#key = frame === undefined ? undefined : frame.key;
    // The first of the run holds the path: a snapshot taken at the same place as the one before shares it.
    this.#path = previous !== undefined && Snapshot.#samePlace(previous, this) ? (previous.#path instanceof Snapshot ? previous.#path : previous) : undefined;
  }

  // Static, not an instance method: a private instance method costs every instance a field (its class brand).
  static #samePlace(one: Snapshot, other: Snapshot): boolean {
    return (
      one.#outer === other.#outer &&
      one.#frame === other.#frame &&
      one.#count === other.#count &&
      one.#key === other.#key &&
      (one.#flags & LEAF_PENDING) === (other.#flags & LEAF_PENDING)
    );
  }

  get pendingPath(): StreamPath {
    const kept = this.#path;
    if (kept instanceof Snapshot) return kept.pendingPath;
    if (kept !== undefined) return kept;
    const outer = this.#outer;
    const frame = this.#frame;
    // The innermost container gives its slot only while a value is being read in it (an object's key, once read).
    let own: string | number | undefined;
    if (frame !== undefined) own = frame.isArray ? ((this.#flags & LEAF_PENDING) !== 0 ? this.#count : undefined) : this.#key;
    if (own === undefined) {
      this.#path = outer === undefined ? emptyPath : outer.path();
      return this.#path;
    }
    // Written from the spine's nodes, innermost first: the outer containers' own path is not made for it.
    let length = outer === undefined ? 0 : outer.depth;
    const path = new Array<string | number>(length + 1);
    path[length] = own;
    for (let node = outer; node !== undefined; node = node.parent) path[--length] = node.slot;
    this.#path = Object.freeze(path);
    return this.#path;
  }

  isComplete(path: StreamPath): boolean {
    if ((this.#flags & FAILED) !== 0) return false;
    if (this.complete) return hasPath(this.value, path, 0);
    if (this.#frame === undefined) return false;
    const levels = this.#outer === undefined ? [] : this.#outer.levels();
    const depth = levels.length + 1;
    // Walk the open path: a member before the one being read is finished, and finished values never change.
    for (let k = 0; k < depth; k++) {
      if (k === path.length) return false; // an open container, or one of its ancestors
      const node = levels[k];
      const frame = node === undefined ? this.#frame : node.frame;
      const count = node === undefined ? this.#count : node.count;
      const key = node === undefined ? this.#key : node.key;
      const seg = path[k];
      if (frame.isArray) {
        if (typeof seg !== "number" || !Number.isInteger(seg) || seg < 0) return false;
        if (seg < count) return hasPath(frame.container[seg], path, k + 1);
        if (seg === count && k + 1 < depth) continue;
        return false;
      }
      if (typeof seg !== "string") return false;
      if (seg === key) {
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
 * failed, the containers around the innermost open one (`outer`, shared with other snapshots where it did not
 * change), the innermost open container (`frame`, whose count and key are read now), whether a value is being
 * read inside it, and the characters pushed so far. Its own state is fixed when it is made, and costs at most the
 * nesting depth, never the size of the value; `previous`, the snapshot taken before, shares its path when it was
 * taken at the same place. Arguments, not a state object, since the parser takes one per chunk.
 */
export function snapshotOf(
  value: unknown,
  complete: boolean,
  done: boolean,
  failed: boolean,
  outer: Spine | undefined,
  frame: Frame | undefined,
  leafPending: boolean,
  received: number,
  previous: StreamSnapshot | undefined,
): StreamSnapshot {
  const flags = (failed ? FAILED : 0) | (leafPending ? LEAF_PENDING : 0);
  return new Snapshot(value, complete, done, flags, outer, frame, received, previous instanceof Snapshot ? previous : undefined);
}
