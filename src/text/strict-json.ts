// A strict reading of JSON's grammar (RFC 8259, as JSON.parse reads it), used only to say "certainly not JSON"
// before a JSON.parse whose failure would cost an exception: one forward pass over at most `limit` characters,
// a stack of open containers, no value built.

import { digitsEnd, isDigit, isHexDigit as isHex, isJsonWhitespace, nextSignificant } from "./chars.js";
import { plainRunEnd } from "./string-end.js";
import { membersOf, writesMoreMembers } from "./repeated-keys.js";

const enum Expect {
  Value,
  ValueOrClose, // after `[`
  Key,
  KeyOrClose, // after `{`
  Colon,
  CommaOrClose,
}

/**
 * `JSON.parse(text)`'s value as `{ value }`, or `undefined` when the text is not JSON: refuted by a strict reading of
 * its first `precheck` characters (no exception), rejected by JSON.parse, or holding a number beyond the double's
 * range (`1e400`, which JSON.parse reads as Infinity); or when it writes a key twice in one object, which JSON.parse
 * would hide (see {@link writesMoreMembers}). The last text refuted or rejected is
 * noted in the parse's `memo`, so a pipeline that asks again about the same text (the whole-text fast path, then the
 * `strict` reader on the whole text as its candidate) pays for one refutation or exception, not one per asking; and a
 * value {@link strictValueEnd} delimited is not read strictly again. A refutation is certain and JSON.parse gives one
 * answer per text, so the memo never changes a result.
 * @example readJson('{"a": 1}', 64) // { value: { a: 1 } }
 * @example readJson('{"a": [1, 2', 64) // undefined (refuted: the whole text was read and is incomplete)
 */
export function readJson(text: string, precheck: number, memo?: JsonMemo): { readonly value: unknown } | undefined {
  const parsed = parseJson(text, precheck, memo);
  return parsed !== undefined && readsAsWritten(text, parsed.value, membersOf(parsed.value, true), memo) ? parsed : undefined;
}

/**
 * {@link readJson} before its check of the value: `JSON.parse(text)`'s value as `{ value }`, or `undefined` when the
 * strict reading of its first `precheck` characters refutes it or JSON.parse rejects it. For a caller that counts the
 * value's members in a walk of its own, then asks {@link readsAsWritten}.
 */
export function parseJson(text: string, precheck: number, memo?: JsonMemo): { readonly value: unknown } | undefined {
  // Mostly one pointer: the same string asked about again, or lengths that differ.
  if (text === memo?.rejected) return undefined;
  if (text !== memo?.delimited && refutesJson(text, precheck)) {
    // A refutation is certain (whatever the precheck's length): the next asking of this text is settled at once.
    if (memo !== undefined) memo.rejected = text;
    return undefined;
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    if (memo !== undefined) memo.rejected = text;
    return undefined;
  }
}

/**
 * Whether `value`, JSON.parse's value of `text` holding `members` members ({@link membersOf} with `finite`), is the
 * text's strict reading: no number beyond the double's range (`1e400`, which JSON.parse reads as Infinity: -1
 * members) and no key written twice in one object (JSON.parse would keep the last and hide the first; the tolerant
 * parser says whether both values are the same). A text that is not is noted like a rejection, so it is not parsed
 * twice.
 */
export function readsAsWritten(text: string, value: unknown, members: number, memo?: JsonMemo): boolean {
  if (members >= 0 && (typeof value !== "object" || value === null || !writesMoreMembers(text, members))) return true;
  if (memo !== undefined) memo.rejected = text;
  return false;
}

/** What one parse learned about texts as JSON (see {@link readJson}); made per parse, never module state. */
export interface JsonMemo {
  /**
   * The last text this parse found is no JSON (refuted, or rejected by `JSON.parse`): the whole-text fast path's, met
   * again as the `whole` candidate.
   */
  rejected: string | undefined;
  /** The last value {@link strictValueEnd} delimited, which a strict reading has then read whole. */
  delimited: string | undefined;
}

/**
 * Whether `text` is certainly not JSON: a strict reading of its first `limit` characters found an error (or,
 * when it read the whole text, the value is incomplete), or the text opens an object or array and does not end by
 * closing one (a cut-off answer, prose after the value). `false` says nothing either way when the reading
 * stopped at `limit`; when it read the whole text, `false` means `JSON.parse(text)` succeeds.
 * @example refutesJson("{'a': 1}") // true
 * @example refutesJson('{"a": [1, 2') // true
 * @example refutesJson('{"a": [1, 2', 5) // true: it opens an object and does not close one
 * @example refutesJson('{"a": 1,}', 5) // false: nothing wrong in the first 5 characters, and it ends with `}`
 */
export function refutesJson(text: string, limit: number = text.length): boolean {
  const end = limit < text.length ? limit : text.length;
  const whole = end === text.length;
  if (!whole && !closesAsOpened(text)) return true;
  const after = strictValue(text, 0, end, whole);
  if (after === refuted) return true;
  if (after === cut) return false;
  let i = after;
  while (i < end && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i < end; // something after the value
}

/**
 * One past the strict JSON object or array opening at `start` (its closer); -1 when the text from there is not one
 * (an error, or no object or array there); -2 when the text ends before the value closes, with nothing wrong before
 * (cut off). Reads no further than the value; a value delimited is noted in `memo`, whose texts it comes back as.
 * @example strictValueEnd('Here: {"a": [1]} ok', 6) // 16
 * @example strictValueEnd("Here: {'a': 1}", 6) // -1
 * @example strictValueEnd('Here: {"a": [1', 6) // -2
 */
export function strictValueEnd(text: string, start: number, memo?: JsonMemo): number {
  const code = text.charCodeAt(start);
  if (code !== 0x7b && code !== 0x5b) return -1;
  // Read as a prefix (not `whole`), so that running out of text says `cut` rather than `refuted`.
  const after = strictValue(text, start, text.length, false);
  if (after < 0) return after === cut ? -2 : -1;
  if (memo !== undefined) memo.delimited = text.slice(start, after);
  return after;
}

/**
 * The strict reading of one value from `start` (whitespace before it skipped) with at most `end` characters read:
 * the offset just past the value; `refuted` at an error, or when the value is incomplete at `end` and `end` is the
 * text's end (`whole`); `cut` when the reading stopped at `end` before the value did and more text follows.
 */
function strictValue(text: string, start: number, end: number, whole: boolean): number {
  // The open containers, innermost last, 1 for an object: bits of `bits` (the innermost lowest) for the innermost
  // `bitDepth`, and `outer` for those outside them, made only past that depth. Most calls refute a text within a few
  // characters: nothing is allocated for them.
  let depth = 0;
  let bits = 0;
  let outer: boolean[] | undefined;
  let expect = Expect.Value;
  let i = start;
  while (true) {
    let code = text.charCodeAt(i);
    while (i < end && isJsonWhitespace(code)) code = text.charCodeAt(++i);
    if (i >= end) return whole ? refuted : cut;
    switch (expect) {
      case Expect.Colon:
        if (code !== 0x3a) return refuted;
        expect = Expect.Value;
        i++;
        continue;
      case Expect.CommaOrClose:
        if (code === 0x2c) {
          expect = (bits & 1) === 1 ? Expect.Key : Expect.Value;
          i++;
          continue;
        }
        if (code !== ((bits & 1) === 1 ? 0x7d : 0x5d)) return refuted;
        break; // the innermost container closes, below
      case Expect.Key:
      case Expect.KeyOrClose:
        if (code === 0x7d && expect === Expect.KeyOrClose) break;
        if (code !== 0x22) return refuted;
        i = stringEnd(text, i + 1, end);
        if (i < 0) return i === refuted || whole ? refuted : cut;
        expect = Expect.Colon;
        continue;
      case Expect.Value:
      case Expect.ValueOrClose:
        if (code === 0x5d && expect === Expect.ValueOrClose) break;
        if (code === 0x7b || code === 0x5b) {
          if (depth >= bitDepth) (outer ??= []).push(((bits >>> (bitDepth - 1)) & 1) === 1);
          bits = ((bits << 1) | (code === 0x7b ? 1 : 0)) & bitMask;
          depth++;
          expect = code === 0x7b ? Expect.KeyOrClose : Expect.ValueOrClose;
          i++;
          continue;
        }
        i = code === 0x22 ? stringEnd(text, i + 1, end) : code === 0x2d || (code >= 0x30 && code <= 0x39) ? numberEnd(text, i, end) : literalEnd(text, i, end);
        if (i < 0) return i === refuted || whole ? refuted : cut;
        if (depth === 0) return i;
        expect = Expect.CommaOrClose;
        continue;
    }
    // A closer of the innermost container (the switch checked its kind).
    depth--;
    bits >>>= 1;
    if (depth >= bitDepth && (outer as boolean[]).pop() === true) bits |= 1 << (bitDepth - 1);
    i++;
    if (depth === 0) return i;
    expect = Expect.CommaOrClose;
  }
}

/**
 * Whether `[start, end)` is exactly a JSON string, `true`, `false`, `null` or a JSON number: the scalar tokens of the
 * strict reading.
 * @example isJsonScalar("x12y", 1, 3) // true
 */
export function isJsonScalar(text: string, start: number, end: number): boolean {
  const code = text.charCodeAt(start);
  const after = code === 0x22 ? stringEnd(text, start + 1, end) : code === 0x2d || isDigit(code) ? numberEnd(text, start, end) : literalEnd(text, start, end);
  return start < end && after === end;
}

/** A token's scan ended at a character JSON does not allow there. */
const refuted = -1;
/** A token's scan ran into the end of what it may read, its end unknown: an error only if that is the text's end. */
const cut = -2;

/** How many of the innermost open containers {@link strictValue} keeps as bits of a number (the rest in an array). */
const bitDepth = 30;
const bitMask = (1 << bitDepth) - 1;

/** The offset after a string's closing quote, its body starting at `i`; or `refuted`, or `cut`. */
function stringEnd(text: string, i: number, end: number): number {
  for (;;) {
    i = plainRunEnd(text, i, end, 0x22);
    if (i >= end) return cut;
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code < 0x20) return refuted;
    // a backslash
    if (i + 1 >= end) return cut;
    const escape = text.charCodeAt(i + 1);
    if (escape === 0x75) {
      for (let k = i + 2; k < i + 6; k++) {
        if (k >= end) return cut;
        if (!isHex(text.charCodeAt(k))) return refuted;
      }
      i += 6;
    } else if (escape === 0x22 || escape === 0x5c || escape === 0x2f || escape === 0x62 || escape === 0x66 || escape === 0x6e || escape === 0x72 || escape === 0x74) {
      i += 2;
    } else {
      return refuted;
    }
  }
}

/**
 * The offset after a number starting at `i` (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`), which is `end` when the
 * number is complete there (more digits may follow: the caller knows whether `end` is the text's end); or
 * `refuted`, or `cut` when it stops where a number cannot end (`-`, `1.`, `1e+`).
 */
export function numberEnd(text: string, i: number, end: number): number {
  if (text.charCodeAt(i) === 0x2d) i++;
  if (i >= end) return cut;
  let code = text.charCodeAt(i);
  if (code === 0x30) i++;
  else if (code >= 0x31 && code <= 0x39) i = digitsEnd(text, i, end);
  else return refuted;
  if (i >= end) return i;
  code = text.charCodeAt(i);
  if (code === 0x2e) {
    if (i + 1 >= end) return cut;
    if (!isDigit(text.charCodeAt(i + 1))) return refuted;
    i = digitsEnd(text, i + 1, end);
    if (i >= end) return i;
    code = text.charCodeAt(i);
  }
  if (code === 0x65 || code === 0x45) {
    i++;
    if (i < end && (text.charCodeAt(i) === 0x2b || text.charCodeAt(i) === 0x2d)) i++;
    if (i >= end) return cut;
    if (!isDigit(text.charCodeAt(i))) return refuted;
    i = digitsEnd(text, i, end);
  }
  // What follows is for the caller to judge (a comma, a closer, whitespace, or an error there).
  return i;
}

/** The offset after `true`, `false` or `null` starting at `i`; or `refuted`, or `cut`. */
function literalEnd(text: string, i: number, end: number): number {
  const code = text.charCodeAt(i);
  const literal = code === 0x74 ? "true" : code === 0x66 ? "false" : code === 0x6e ? "null" : undefined;
  if (literal === undefined) return refuted;
  for (let k = 1; k < literal.length; k++) {
    if (i + k >= end) return cut;
    if (text.charCodeAt(i + k) !== literal.charCodeAt(k)) return refuted;
  }
  return i + literal.length;
}

/**
 * Whether a text that opens an object or array (after JSON whitespace) also ends by closing one of its kind: a
 * cut-off answer, or prose after the value, is then refuted at once, whatever the limit. Texts that open with
 * anything else pass.
 */
function closesAsOpened(text: string): boolean {
  const open = nextSignificant(text, 0);
  if (open !== 0x7b && open !== 0x5b) return true;
  let last = text.length - 1;
  let close = text.charCodeAt(last);
  while (isJsonWhitespace(close)) close = text.charCodeAt(--last);
  return close === open + 2;
}
