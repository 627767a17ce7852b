import type { Frame } from "./frames.js";
import type { StreamPath } from "./types.js";

/** The path of a snapshot with nothing open. */
export const emptyPath: StreamPath = /* @__PURE__ */ Object.freeze([]);

/**
 * The containers around the innermost open one, as snapshots see them: one node per container, outermost first,
 * each with its finished-member count and the key being read at that moment. While a container inside it is open
 * a container's count and key cannot change, so a node is made only when a container opens or closes, and a new
 * spine shares every outer node that did not change. The innermost container, whose count and key change with
 * every member, is kept by the snapshot itself.
 */
export class Spine {
  #path: StreamPath | undefined;

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

  /** The slot this container reads (the next container in sits there): an array's count, an object's key. */
  get slot(): string | number {
    // An object's key is always known here, since the next container in sits under it.
    return this.frame.isArray ? this.count : (this.key as string);
  }

  /** Path to the member each of these containers is reading (the next container in). Built once on first read, frozen. */
  path(): StreamPath {
    if (this.#path !== undefined) return this.#path;
    let length = this.depth;
    const path = new Array<string | number>(length);
    path[--length] = this.slot;
    for (let node = this.parent; node !== undefined; node = node.parent) path[--length] = node.slot;
    this.#path = Object.freeze(path);
    return this.#path;
  }

  /** The nodes from the root container to this one. */
  levels(): Spine[] {
    const levels = new Array<Spine>(this.depth);
    levels[this.depth - 1] = this;
    for (let node = this.parent; node !== undefined; node = node.parent) levels[node.depth - 1] = node;
    return levels;
  }
}

/**
 * The spine of the first `length` containers of `stack` now, sharing what it can with `previous`: a node whose
 * container is still open at its depth keeps its ancestors (they cannot change while it is open), and is itself
 * kept when its count and key did not change either. Costs the depth at most.
 */
export function spineOf(stack: readonly Frame[], length: number, previous: Spine | undefined): Spine | undefined {
  let kept = previous;
  while (kept !== undefined && (kept.depth > length || kept.frame !== stack[kept.depth - 1])) kept = kept.parent;
  let spine: Spine | undefined;
  if (kept !== undefined) {
    const frame = kept.frame;
    spine = kept.count === frame.count && kept.key === frame.key ? kept : new Spine(kept.parent, frame, frame.count, frame.key, kept.depth);
  }
  for (let k = spine === undefined ? 0 : spine.depth; k < length; k++) {
    const frame = stack[k] as Frame;
    spine = new Spine(spine, frame, frame.count, frame.key, k + 1);
  }
  return spine;
}
