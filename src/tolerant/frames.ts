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
   * Keys of the finished members, one per member (a duplicate key may stand in for another), so that a key's first
   * ordinal is below `count` exactly when it is finished; `undefined` until a snapshot sees the object open (see `trackKeys`).
   */
  keys: string[] | undefined;
  /** First position of each key in `keys`, built only when a snapshot asks (see `ordinalOf`). */
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
  return { isArray: false, container: {}, count: 0, key: undefined, keys: undefined, index: undefined, earlier: undefined };
}

/**
 * Starts keeping an open object's finished keys, for snapshots that ask which members are finished. Built from
 * the object's own keys when a snapshot first sees it, so that an object no snapshot saw open (every object of a
 * one-shot parse, and in a stream those read between two snapshots) never pays for a list: every key but the one being read is a finished member's (a partial
 * string or an open container may sit under that one). A key written twice is held once, so the list is padded
 * to `count` with a finished key: only whether an ordinal is below `count` matters, and the key finished next
 * then lands at `count`. Costs the object's size once per object.
 */
export function trackKeys(frame: ObjectFrame): void {
  if (frame.keys !== undefined) return;
  const keys = Object.keys(frame.container);
  const pending = frame.key === undefined ? -1 : keys.lastIndexOf(frame.key);
  if (pending >= 0) keys.splice(pending, 1);
  const filler = keys[0] ?? frame.key;
  while (keys.length < frame.count) keys.push(filler as string);
  frame.keys = keys;
}

/**
 * Sets an own data property. Plain assignment would run `Object.prototype`'s `__proto__`
 * setter and replace the object's prototype, so that one key is defined instead.
 */
export function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

/** Puts `value` in the slot the frame is reading (the next element, or the member under `key`). */
export function attach(frame: Frame, value: unknown): void {
  if (frame.isArray) frame.container[frame.count] = value;
  else if (frame.key !== undefined) setMember(frame.container, frame.key, value);
}

/** Marks the member in the slot as finished (its value is already attached). */
export function finishMember(frame: Frame): void {
  if (!frame.isArray) {
    const key = frame.key as string;
    frame.keys?.push(key);
    if (frame.index !== undefined && !frame.index.has(key)) frame.index.set(key, frame.count);
    frame.key = undefined;
  }
  frame.count++;
}

/** Position of the first finished member named `key`, or `undefined`; builds the index on first use. */
export function ordinalOf(frame: ObjectFrame, key: string): number | undefined {
  if (frame.index === undefined) {
    // Built lazily so a parse nobody inspects never pays for it; kept up to date by `finishMember` after.
    const index = new Map<string, number>();
    (frame.keys ?? []).forEach((k, ordinal) => {
      if (!index.has(k)) index.set(k, ordinal);
    });
    frame.index = index;
  }
  return frame.index.get(key);
}
