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
  /** Keys of the finished members, in order (duplicates included); `undefined` in a parse that takes no snapshot. */
  readonly keys: string[] | undefined;
  /** First position of each key in `keys`, built only when a snapshot asks (see `ordinalOf`). */
  index: Map<string, number> | undefined;
}

/** A container being read. */
export type Frame = ArrayFrame | ObjectFrame;

/** Opens a frame for a new array. */
export function arrayFrame(): ArrayFrame {
  return { isArray: true, container: [], count: 0, key: undefined };
}

/** Opens a frame for a new object; `trackKeys` when snapshots may ask which members are finished. */
export function objectFrame(trackKeys: boolean): ObjectFrame {
  return { isArray: false, container: {}, count: 0, key: undefined, keys: trackKeys ? [] : undefined, index: undefined };
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
