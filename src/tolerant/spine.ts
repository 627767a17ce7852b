import type { Frame } from "./frames.js";
import type { StreamPath } from "./types.js";

const noPath: StreamPath = Object.freeze([]);

/**
 * The open path at one moment, as snapshots see it: one node per open container, innermost last, each
 * with the container's finished-member count and pending key at that moment. Nodes are never changed
 * once made, and a new spine shares every outer node that did not change: a snapshot after a member
 * finished in the innermost container costs one node, not a copy of the path.
 */
export class Spine {
  #path: StreamPath | undefined; // with the value being read in the innermost array
  #containerPath: StreamPath | undefined; // without it

  constructor(
    readonly parent: Spine | undefined,
    readonly frame: Frame,
    /** Members of `frame` finished at that moment. */
    readonly count: number,
    /** Key of the member being read in `frame` at that moment (objects only). */
    readonly key: string | undefined,
    /** 1 for the root container. */
    readonly depth: number,
  ) {}

  /**
   * Path of the value being read; `leafPending` when a value is being read inside the innermost container.
   * Built once on first read and frozen, so every snapshot on this spine hands out the same array.
   */
  pendingPath(leafPending: boolean): StreamPath {
    const cached = leafPending ? this.#path : this.#containerPath;
    if (cached !== undefined) return cached;
    // The innermost container gives its slot only while a value is being read in it; an outer one always has a
    // member being read (the next container in), though an object's key may not be known yet.
    const own = this.frame.isArray ? leafPending : this.key !== undefined;
    let length = own ? 1 : 0;
    for (let node = this.parent; node !== undefined; node = node.parent) if (node.frame.isArray || node.key !== undefined) length++;
    const path = new Array<string | number>(length);
    if (own) path[--length] = this.frame.isArray ? this.count : (this.key as string);
    for (let node = this.parent; node !== undefined; node = node.parent) {
      if (node.frame.isArray) path[--length] = node.count;
      else if (node.key !== undefined) path[--length] = node.key;
    }
    Object.freeze(path);
    if (leafPending) this.#path = path;
    else this.#containerPath = path;
    return path;
  }

  /** The nodes from the root container to this one. */
  levels(): Spine[] {
    const levels = new Array<Spine>(this.depth);
    levels[this.depth - 1] = this;
    for (let node = this.parent; node !== undefined; node = node.parent) levels[node.depth - 1] = node;
    return levels;
  }
}

/** The path of a snapshot with nothing open. */
export function emptyPath(): StreamPath {
  return noPath;
}

/**
 * The spine of `stack` now, sharing what it can with `previous`: a node whose container is still open
 * at its depth keeps its ancestors (they cannot change while it is open), and is itself kept when its
 * count and key did not change either. Costs the depth at most.
 */
export function spineOf(stack: readonly Frame[], previous: Spine | undefined): Spine | undefined {
  let kept = previous;
  while (kept !== undefined && (kept.depth > stack.length || kept.frame !== stack[kept.depth - 1])) kept = kept.parent;
  let spine: Spine | undefined;
  if (kept !== undefined) {
    const frame = kept.frame;
    spine = kept.count === frame.count && kept.key === frame.key ? kept : new Spine(kept.parent, frame, frame.count, frame.key, kept.depth);
  }
  for (let k = spine === undefined ? 0 : spine.depth; k < stack.length; k++) {
    const frame = stack[k] as Frame;
    spine = new Spine(spine, frame, frame.count, frame.key, k + 1);
  }
  return spine;
}
