import { BACKSLASH, DOUBLE_QUOTE, SINGLE_QUOTE, codeAt, isIdentifierChar, isIdentifierStart, isJsonWhitespace, isNumberChar } from "../text/chars.js";
import { setOwn } from "../text/set-own.js";
import { plainRunEnd } from "../text/string-end.js";
import { knownKeyAt } from "./key-cache.js";
import { jsonNumberValue, readLiteral } from "./literals.js";
import { RepairLog } from "./repair-log.js";
import { readEscape } from "./string-escapes.js";
import type { StreamResult } from "./types.js";

/**
 * Reads a whole text by recursive descent when it keeps to the common part of the tolerant grammar, or returns
 * `undefined` when it leaves it (then the incremental parser reads it). The common part: JSON whitespace, then an
 * object or array holding double- or single-quoted strings (JSON's escapes), unquoted keys, JSON numbers, JSON's,
 * Python's and JavaScript's literals and trailing commas, and the closer of the root. Everything else the
 * incremental parser reads or refuses its own way: prose or a fence before the value, comments, typographic
 * quotes, `\u` escapes, raw control characters, missing commas, a text cut off, a depth past {@link descentDepth}.
 *
 * Where it reads, it gives exactly what `parseTolerant` gives on one push: the same value (its keys in the same
 * order, `__proto__` an own member), the same repairs at the same positions, the same start and end. That is the
 * point of it: on a short answer the incremental parser's states, frames and stores cost twice what a descent does,
 * and whole texts are what extraction hands the readers. `descent.test.ts` checks the equality.
 */
export function parseByDescent(text: string, maxDepth: number, ahead?: AheadSlot): StreamResult | undefined {
  let start = 0;
  const n = text.length;
  while (start < n && isJsonWhitespace(codeAt(text, start))) start++;
  const first = codeAt(text, start);
  if (first !== 0x7b && first !== 0x5b) return undefined;
  const taken = ahead === undefined ? undefined : takeReadAhead(ahead, text, start, maxDepth);
  if (taken !== undefined) return taken;
  // A text that does not end with a closer is cut off, or goes on after its value (prose, a second value): the
  // descent would mostly run out of text, so the incremental parser, which reads what is there, reads it at once.
  let last = n - 1;
  while (last > start && isJsonWhitespace(codeAt(text, last))) last--;
  const closer = codeAt(text, last);
  if (closer !== 0x7d && closer !== 0x5d) return undefined;
  // At most `descentDepth` levels (a `maxDepth` that is no number lets the incremental parser judge).
  const read = descend(text, start, maxDepth < descentDepth ? maxDepth : descentDepth);
  if (read === undefined) return undefined;
  return { ok: true, value: read.value, repairs: read.log.notes(), truncated: false, start, end: read.end };
}

/**
 * Reads the object or array opening at `open` of `text` ahead of its reader, and keeps the reading in `slot` (the
 * parse's) for the one {@link parseByDescent} call of that parse that asks for a text made of exactly that value
 * (spaces around it aside): the whole text, or the candidate extraction cuts out of it. Returns one past the value's
 * closer, or -1 when the descent does not read it (nothing is kept then). The pipeline reads the first value of a
 * text this way, before extraction, so that extraction's scan of that span and the reader's parse of it are one
 * pass (see `readAhead`).
 */
export function readAheadAt(text: string, open: number, slot: AheadSlot): number {
  const code = codeAt(text, open);
  const read = code === 0x7b || code === 0x5b ? descend(text, open, descentDepth) : undefined;
  slot.ahead = read === undefined ? undefined : { value: text.slice(open, read.end), start: open, read };
  return read === undefined ? -1 : read.end;
}

/**
 * Where one parse keeps the reading {@link readAheadAt} made, until its reader takes it: the value's text, where it
 * opened in the text it was read from, and the reading.
 */
export interface AheadSlot {
  ahead: { readonly value: string; readonly start: number; readonly read: Descended } | undefined;
}

/** A reading by descent: the value, its repairs, one past its closer, and the deepest nesting it reached. */
interface Descended {
  readonly value: unknown;
  readonly log: RepairLog;
  readonly end: number;
  readonly depth: number;
}

/**
 * The kept reading as `parseByDescent(text)` gives it, when `text` holds exactly that value from `start` (what
 * follows its closer is never read) and it is not deeper than `maxDepth`; taken once, since its value is handed out.
 */
function takeReadAhead(slot: AheadSlot, text: string, start: number, maxDepth: number): StreamResult | undefined {
  const kept = slot.ahead;
  if (kept === undefined || kept.read.depth > maxDepth || !holdsAt(text, start, kept.value)) return undefined;
  const { read, start: from } = kept;
  slot.ahead = undefined;
  const shift = start - from;
  return { ok: true, value: read.value, repairs: read.log.notes(shift), truncated: false, start, end: read.end + shift };
}

/**
 * Whether `text` holds `part` at `start`. Compared with `===` on a slice: V8 compares two strings' characters in
 * bulk there, where `startsWith` reads them one by one (a 160-character answer: 0.1 µs against 1 µs).
 */
function holdsAt(text: string, start: number, part: string): boolean {
  const end = start + part.length;
  return end <= text.length && (start === 0 && end === text.length ? text : text.slice(start, end)) === part;
}

/** The object or array opening at `open`, read by descent to at most `maxDepth` levels, or `undefined`. */
function descend(text: string, open: number, maxDepth: number): Descended | undefined {
  const reader = new Descent(text, maxDepth);
  try {
    const value = codeAt(text, open) === 0x7b ? reader.object(open, 1) : reader.array(open, 1);
    return value === BAIL ? undefined : { value, log: reader.log, end: reader.i, depth: reader.deepest };
  } catch {
    // Only the engine can throw here (a call stack or string past its limit): the incremental parser reads it.
    return undefined;
  }
}

/** Nesting the descent reads; deeper texts are the incremental parser's, whose stack is an array. */
export const descentDepth = 64;

// What a reading step returns when the text leaves the common part.
const BAIL: unique symbol = Symbol("bail");
type Read = unknown;
// What `afterMember` returns besides the next member's start.
const CLOSED = -1;
const NONE = -2;

class Descent {
  /** Where reading goes on: after a container is read, one past its closer. */
  i = 0;
  /** The deepest nesting read so far (1 for the root). */
  deepest = 0;
  readonly log: RepairLog = new RepairLog();

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
  ) {}

  /** The next index at or after `i` that is not JSON whitespace. */
  skip(i: number): number {
    const text = this.text;
    const n = text.length;
    while (i < n && isJsonWhitespace(codeAt(text, i))) i++;
    return i;
  }

  /** The object whose `{` is at `open`, at nesting `depth` (1 for the root); `i` is left one past its `}`. */
  object(open: number, depth: number): Read {
    if (depth > this.maxDepth) return BAIL;
    if (depth > this.deepest) this.deepest = depth;
    const text = this.text;
    const object: Record<string, unknown> = {};
    let count = 0;
    let i = this.skip(open + 1);
    if (codeAt(text, i) === 0x7d) {
      this.i = i + 1;
      return object;
    }
    for (;;) {
      // A key: quoted, or a bare word.
      const code = codeAt(text, i);
      let key: string;
      if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
        if (code === SINGLE_QUOTE) this.log.add("single-quotes", i);
        const read = this.string(i, code, depth, count);
        if (read === BAIL) return BAIL;
        key = read as string;
      } else if (isIdentifierStart(code)) {
        let j = i + 1;
        while (isIdentifierChar(codeAt(text, j))) j++;
        this.log.add("unquoted-key", i);
        key = knownKeyAt(text, i, j, depth, count);
        this.i = j;
      } else {
        return BAIL;
      }
      i = this.skip(this.i);
      if (codeAt(text, i) !== 0x3a) return BAIL;
      const value = this.value(this.skip(i + 1), depth);
      if (value === BAIL) return BAIL;
      // A key written twice: the incremental parser says whether it is one member or two answers.
      if (Object.prototype.hasOwnProperty.call(object, key)) return BAIL;
      setOwn(object, key, value);
      count++;
      i = this.afterMember(0x7d);
      if (i === CLOSED) return object;
      if (i === NONE) return BAIL;
    }
  }

  /** The array whose `[` is at `open`, at nesting `depth`; `i` is left one past its `]`. */
  array(open: number, depth: number): Read {
    if (depth > this.maxDepth) return BAIL;
    if (depth > this.deepest) this.deepest = depth;
    const text = this.text;
    const array: unknown[] = [];
    let i = this.skip(open + 1);
    if (codeAt(text, i) === 0x5d) {
      this.i = i + 1;
      return array;
    }
    for (;;) {
      const value = this.value(i, depth);
      if (value === BAIL) return BAIL;
      array.push(value);
      i = this.afterMember(0x5d);
      if (i === CLOSED) return array;
      if (i === NONE) return BAIL;
    }
  }

  /**
   * What follows a member (from `i`): a comma and the next member's start, returned; or the container's `closer`,
   * after a comma too (a trailing comma, noted), leaving `i` one past it and returning {@link CLOSED}; else {@link NONE}.
   */
  afterMember(closer: number): number {
    const text = this.text;
    let i = this.skip(this.i);
    let code = codeAt(text, i);
    if (code === 0x2c) {
      i = this.skip(i + 1);
      code = codeAt(text, i);
      if (code !== closer) return i;
      // repair: trailing comma
      this.log.add("trailing-comma", i);
    } else if (code !== closer) {
      return NONE;
    }
    this.i = i + 1;
    return CLOSED;
  }

  /** The value starting at `i` (no whitespace before it) inside a container at `depth`; `i` is left one past it. */
  value(i: number, depth: number): Read {
    const text = this.text;
    const code = codeAt(text, i);
    if (code === DOUBLE_QUOTE) return this.string(i, code, -1, 0);
    if (code === 0x7b) return this.object(i, depth + 1);
    if (code === 0x5b) return this.array(i, depth + 1);
    if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      let j = i + 1;
      while (isNumberChar(codeAt(text, j))) j++;
      this.i = j;
      const value = jsonNumberValue(text, i, j);
      return value === undefined ? BAIL : value;
    }
    if (code === SINGLE_QUOTE) {
      // repair: single-quoted string
      this.log.add("single-quotes", i);
      return this.string(i, code, -1, 0);
    }
    if (isIdentifierStart(code)) {
      let j = i + 1;
      while (isIdentifierChar(codeAt(text, j))) j++;
      const literal = readLiteral(text.slice(i, j));
      if (literal === undefined) return BAIL;
      if (literal.repair !== undefined) this.log.add(literal.repair, i);
      this.i = j;
      return literal.value;
    }
    return BAIL;
  }

  /**
   * The string whose quote is at `open`; `i` is left one past its closing quote. A key (`depth` ≥ 1, the member's
   * ordinal `count`) is the one read there before when it is the same (see `knownKeyAt`).
   */
  string(open: number, quote: number, depth: number, count: number): Read {
    const text = this.text;
    const n = text.length;
    let j = plainRunEnd(text, open + 1, n, quote);
    let code = codeAt(text, j);
    if (code === quote) {
      this.i = j + 1;
      return depth >= 1 ? knownKeyAt(text, open + 1, j, depth, count) : text.slice(open + 1, j);
    }
    // An escape, a raw control character, or the end of the text (NaN read past it).
    if (code !== BACKSLASH) return BAIL;
    let read = text.slice(open + 1, j);
    for (;;) {
      const escaped = codeAt(text, j + 1);
      if (escaped === 0x75) return BAIL; // \uXXXX: the incremental parser's
      const decoded = readEscape(escaped, false);
      if (decoded === undefined) return BAIL;
      // repair: \' in a double-quoted string (JavaScript's escape, not JSON's)
      if (escaped === SINGLE_QUOTE && quote !== SINGLE_QUOTE) this.log.add("escaped-single-quote", j);
      read += decoded;
      const from = j + 2;
      j = plainRunEnd(text, from, n, quote);
      code = codeAt(text, j);
      if (j > from) read += text.slice(from, j);
      if (code === quote) {
        this.i = j + 1;
        return read;
      }
      if (code !== BACKSLASH || j >= n) return BAIL;
    }
  }
}
