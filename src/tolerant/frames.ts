import { setOwn } from "../text/set-own.js";

/** An open array on the parser's stack. */
export interface ArrayFrame {
  readonly isArray: true;
  readonly container: unknown[];
  /** Elements finished so far; the element at this index, if present, is still being read. */
  count: number;
  readonly key: undefined;
}

/** An open object on the parser's stack. */
export interface ObjectFrame {
  readonly isArray: false;
  readonly container: Record<string, unknown>;
  /** Members finished so far. */
  count: number;
  /** Key of the member being read, once its key is read; `undefined` between members. */
  key: string | undefined;
  /**
   * The first ordinal of each finished member's key, so that a key is finished exactly when its ordinal is below
   * `count`; built only when a snapshot asks (see `ordinalOf`), or when a key could break the rule it is built by.
   */
  index: Map<string, number> | undefined;
  /** When the member being read repeats a key read before in this object: that member's value, and where the repeat is. */
  earlier: { readonly value: unknown; readonly position: number } | undefined;
}

/** A container being read. */
export type Frame = ArrayFrame | ObjectFrame;

/** The path to the slot the first `length` frames of `stack` read (an array's `count`, an object's `key`): a new array. */
export function pathOf(stack: readonly Frame[], length: number): (string | number)[] {
  const path = new Array<string | number>(length);
  for (let k = 0; k < length; k++) {
    const frame = stack[k] as Frame;
    path[k] = frame.isArray ? frame.count : (frame.key as string);
  }
  return path;
}

/** Opens a frame for a new array. */
export function arrayFrame(): ArrayFrame {
  // `new Array()` starts with room for four items; `[]` grows to seventeen at the first: a short list (most are)
  // then weighs 80 bytes instead of 184, which the garbage collector copies while the stream lasts.
  return { isArray: true, container: new Array<unknown>(), count: 0, key: undefined };
}

/** Opens a frame for a new object. */
export function objectFrame(): ObjectFrame {
  return { isArray: false, container: {}, count: 0, key: undefined, index: undefined, earlier: undefined };
}

/** Puts `value` in the slot the frame is reading (the next element, or the member under `key`). */
export function attach(frame: Frame, value: unknown): void {
  if (frame.isArray) frame.container[frame.count] = value;
  else if (frame.key !== undefined) setOwn(frame.container, frame.key, value);
}

/** Marks the member in the slot as finished (its value is already attached). */
export function finishMember(frame: Frame): void {
  if (!frame.isArray) {
    const key = frame.key as string;
    if (frame.index !== undefined && !frame.index.has(key)) frame.index.set(key, frame.count);
    frame.key = undefined;
  }
  frame.count++;
}

/**
 * Position of the first finished member named `key`, or `undefined` (a key still being read may answer `count`). The
 * index is built on first use from the object's own keys, in the order they were added: a member is added when its
 * value starts (a container, a string shown while read) or ends, and the next starts only after it ends, so that
 * order is the order the members finished in, and each key's position its first ordinal. Two kinds of key break it,
 * so the parser builds the index before it reads one (see `indexBeforeKey`): a key written twice (added once, finished
 * twice) and a key that is an array index (listed first by `Object.keys`, whatever its order). `finishMember` keeps
 * the index up to date once it exists. Costs nothing for an object no snapshot asks about.
 */
export function ordinalOf(frame: ObjectFrame, key: string): number | undefined {
  return indexOf(frame).get(key);
}

/** The index of an object about to read `key` is built first where `key` would break the order it is built by. */
export function indexBeforeKey(frame: ObjectFrame, key: string, repeated: boolean): void {
  if (frame.index !== undefined) return;
  const first = key.charCodeAt(0);
  if (repeated || (first >= 0x30 && first <= 0x39)) indexOf(frame);
}

function indexOf(frame: ObjectFrame): Map<string, number> {
  if (frame.index === undefined) {
    const index = new Map<string, number>();
    const keys = Object.keys(frame.container);
    for (let ordinal = 0; ordinal < keys.length; ordinal++) index.set(keys[ordinal] as string, ordinal);
    frame.index = index;
  }
  return frame.index;
}
