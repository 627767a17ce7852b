import type { StreamPath } from "./types.js";
import { jsonEqual } from "../text/json-equal.js";
import { arrayFrame, attach, finishMember, indexBeforeKey, objectFrame, pathOf, type Frame, type ObjectFrame } from "./frames.js";

/** Hears a member finished under a key its object already held: whether the two values are the same, and where the repeated key is. */
export type OnRepeat = (same: boolean, position: number) => void;

/**
 * Hears a scalar member (or an empty container) finished inside a container: `stack` is the open containers at that
 * moment, the innermost being `container`, whose slot (an array's `count`, an object's `key`) holds the member. The
 * stack moves on after the call: a sink reads what it needs from it then (a listener that wants no path builds none).
 */
export type LeafSink = (stack: readonly Frame[], value: unknown, written: string | undefined, container: object) => void;

/** A public `onLeaf` (with the member's path, a new array per leaf) as a sink. */
export function pathSink(onLeaf: (path: StreamPath, value: unknown, written: string | undefined, container: object) => void): LeafSink {
  return (stack, value, written, container) => onLeaf(pathOf(stack, stack.length), value, written, container);
}

/**
 * The value the incremental parser builds in place: the stack of open containers and the root. The parser
 * decides what the characters mean; the tree only grows. `onLeaf` hears every scalar member finished inside a
 * container, and `onRepeat` every member finished under a key its object already held (the value kept is the
 * last, as JSON.parse's). A class, not an object of closures: a tree is made per parse, and its methods are shared.
 */
export class ValueTree {
  readonly stack: Frame[] = [];
  /** The innermost open container. */
  top: Frame | undefined = undefined;
  root: unknown = undefined;
  hasRoot = false;
  /**
   * Bumped whenever a container opens or closes: the only times the containers around the innermost one, and their
   * counts and keys, can change (a member or key finished changes the innermost container alone), so that snapshots
   * re-capture those only then.
   */
  version = 0;

  constructor(
    private readonly maxDepth: number,
    private readonly onLeaf: LeafSink | undefined,
    private readonly onRepeat: OnRepeat | undefined,
  ) {}

  /** Opens an array or object in the slot being read (or as the root); false when it would be too deep. */
  open(isArray: boolean): boolean {
    if (this.stack.length >= this.maxDepth) return false;
    const frame = isArray ? arrayFrame() : objectFrame();
    if (this.top === undefined) {
      this.root = frame.container;
      this.hasRoot = true;
    } else {
      attach(this.top, frame.container); // attached now so snapshots show it while it grows
    }
    this.stack.push(frame);
    this.top = frame;
    this.version++;
    return true;
  }

  /** Closes the innermost container; true when that was the root. */
  close(): boolean {
    const stack = this.stack;
    const closed = stack.pop();
    this.version++;
    // Never `stack[-1]`: an out-of-bounds read takes V8's slow path (a string key looked up on the prototypes).
    const top = stack.length === 0 ? undefined : stack[stack.length - 1];
    this.top = top;
    if (top === undefined) return true;
    // An empty container has no scalar to announce it: it is announced itself, as a finished member.
    if (this.onLeaf !== undefined && closed !== undefined && closed.count === 0) this.onLeaf(stack, closed.container, undefined, top.container);
    if (!top.isArray && top.earlier !== undefined) this.repeated(top);
    finishMember(top);
    return false;
  }

  /** Puts a finished scalar in the slot being read (`written`: a number's text, for `onLeaf`); false when it is the root. */
  leaf(value: unknown, written?: string): boolean {
    const top = this.top;
    if (top === undefined) {
      this.root = value;
      this.hasRoot = true;
      return false;
    }
    attach(top, value);
    if (this.onLeaf !== undefined) this.onLeaf(this.stack, value, written, top.container);
    if (!top.isArray && top.earlier !== undefined) this.repeated(top);
    finishMember(top);
    return true;
  }

  /** The key of the member being read in the innermost object, which starts at `position`. */
  setKey(key: string, position: number): void {
    const top = this.top as ObjectFrame;
    const repeated = Object.prototype.hasOwnProperty.call(top.container, key);
    indexBeforeKey(top, key, repeated);
    top.key = key;
    // repair: a key written twice; its earlier value is kept aside until the new member is finished
    if (repeated) top.earlier = { value: top.container[key], position };
  }

  /** The member under a repeated key is finished: the same value as before, or another. */
  repeated(top: ObjectFrame): void {
    const earlier = top.earlier as { readonly value: unknown; readonly position: number };
    top.earlier = undefined;
    this.onRepeat?.(jsonEqual(earlier.value, top.container[top.key as string]), earlier.position);
  }

  /** Leaves out the member whose key (or value) was cut off. */
  dropKey(): void {
    if (this.top !== undefined && !this.top.isArray) {
      this.top.key = undefined;
      this.top.earlier = undefined;
    }
  }

  /** A bare scalar at the top turned out to be prose: forget it. */
  forgetRoot(): void {
    this.root = undefined;
    this.hasRoot = false;
  }
}
