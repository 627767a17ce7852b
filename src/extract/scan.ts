/**
 * Character predicates and small cursor helpers shared by the candidate finders; the code-unit classes they
 * share with the repair and streaming parsers come from src/text/chars.ts. Everything here is O(1) or
 * linear in what it consumes, never more.
 */
import { isAsciiLetter as isLetter, isIdentifierChar } from "../text/chars.js";
import { isTrimSpace as isWhitespace } from "../text/tokens.js";

export { isAsciiLetter as isLetter, isDigit, isIdentifierChar } from "../text/chars.js";
export { isTrimSpace as isWhitespace } from "../text/tokens.js";

/** A half-open range `[start, end)` of offsets in a text. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** Whether a code unit is a space or a tab (whitespace that does not end a line). */
export function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/** Offset of the line break that ends the line holding `pos`, or `text.length` on the last line. */
export function lineEnd(text: string, pos: number): number {
  const nl = text.indexOf("\n", pos);
  return nl === -1 ? text.length : nl;
}

/**
 * Offset just past the last line break at or before `pos`, or 0 when there is none: the start of `pos`'s line, or of
 * the next one when `text[pos]` is a break. `text.lastIndexOf("\n", pos) + 1`, walked back by hand, since a call into
 * the runtime costs more than the few characters back to a line break; the walk is as long as the line before `pos`.
 */
export function startOfLine(text: string, pos: number): number {
  let i = pos;
  while (i >= 0 && text.charCodeAt(i) !== 0x0a) i--;
  return i + 1;
}

/** Whether only spaces and tabs stand between the start of `pos`'s line and `pos`. */
export function isAtLineStart(text: string, pos: number): boolean {
  // Walks back over blanks only, so across all calls each blank run is walked once per caller position.
  let i = pos - 1;
  while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
  return i < 0 || text.charCodeAt(i) === 0x0a || text.charCodeAt(i) === 0x0d;
}

/** Whether only spaces and tabs stand between `pos` and the end of its line (or of the text). */
export function isAtLineEnd(text: string, pos: number): boolean {
  let i = pos;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  return i >= text.length || text.charCodeAt(i) === 0x0a || text.charCodeAt(i) === 0x0d;
}

/** Whether `[from, to)` holds nothing but whitespace (or nothing). */
export function isWhitespaceOnly(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isWhitespace(text.charCodeAt(i))) return false;
  return true;
}

/**
 * The visible text ({@link visibleRange} of the whole text), or `undefined` when nothing is visible or a hidden
 * range splits it: the text is then not one value, and finders of the whole text find nothing.
 */
export function wholeVisible(text: string, hidden: readonly TextRange[]): TextRange | undefined {
  const range = visibleRange(text, 0, text.length, hidden);
  if (range.start >= range.end) return undefined;
  for (const r of hidden) if (r.start < range.end && r.end > range.start) return undefined;
  return range;
}

/** The range `[start, end)` with surrounding whitespace removed (empty when all whitespace). */
export function trimRange(text: string, start: number, end: number): TextRange {
  let s = start;
  let e = end;
  while (s < e && isWhitespace(text.charCodeAt(s))) s++;
  while (e > s && isWhitespace(text.charCodeAt(e - 1))) e--;
  return { start: s, end: e };
}

/** A tag found by {@link matchTag}: `<name …>`, `</name>` or `<name … />`. */
export interface TagMatch {
  /** The tag name, lower-cased. */
  readonly name: string;
  readonly closing: boolean;
  readonly selfClosing: boolean;
  /** Offset of the `<`. */
  readonly start: number;
  /** Offset one past the `>`. */
  readonly end: number;
}

/**
 * Reads an XML-ish tag at `pos` (where `text[pos] === "<"`), or returns undefined.
 * Never reads past the next `<`, so a caller that advances to the next `<` stays linear.
 */
export function matchTag(text: string, pos: number): TagMatch | undefined {
  const n = text.length;
  let i = pos + 1;
  let closing = false;
  if (text.charCodeAt(i) === 0x2f /* / */) {
    closing = true;
    i++;
  }
  const nameStart = i;
  if (!isLetter(text.charCodeAt(i))) return undefined;
  // Tag names: letters, digits, `_`, `-`, `:`, `.` (XML-ish, covers `tool_call`, `ns:tag`).
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isIdentifierChar(c) || c === 0x2d || c === 0x3a || c === 0x2e) i++;
    else break;
  }
  const name = text.slice(nameStart, i).toLowerCase();
  const after = text.charCodeAt(i);
  if (after === 0x3e /* > */) return { name, closing, selfClosing: false, start: pos, end: i + 1 };
  if (!(isWhitespace(after) || after === 0x2f)) return undefined;
  // tolerance: attributes are skipped up to the first `>`, ignoring quotes; a `<` before it means
  // this was not a tag (and bounds the scan, keeping the caller linear).
  let previous = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x3c /* < */) return undefined;
    if (c === 0x3e) {
      // A closing tag with attributes (`</a x>`) is still read as a closer.
      return { name, closing, selfClosing: !closing && previous === 0x2f, start: pos, end: i + 1 };
    }
    if (!isWhitespace(c)) previous = c;
    i++;
  }
  return undefined;
}

/** The skipper of a text with nothing hidden: every offset is visible. One function, so scans can tell it apart. */
export const noSkip = (pos: number): number => pos;

/**
 * Returns a function mapping an offset to the first offset at or after it that is outside every
 * hidden range. `ranges` must be sorted and disjoint. Calls with non-decreasing offsets cost O(1)
 * amortized; an offset that goes backwards falls back to a binary search.
 */
export function createSkipper(ranges: readonly TextRange[]): (pos: number) => number {
  if (ranges.length === 0) return noSkip;
  let k = 0;
  return (pos) => {
    // Never `ranges[-1]`: an out-of-bounds read at a negative index takes V8's slow path, on every character.
    const before = k > 0 ? ranges[k - 1] : undefined;
    if (before !== undefined && before.end > pos) k = firstRangeEndingAfter(ranges, pos);
    for (;;) {
      const r = ranges[k];
      if (r === undefined || r.start > pos) return pos;
      if (r.end > pos) pos = r.end;
      k++;
    }
  };
}

/** Where the last hidden range ends (ranges sorted and disjoint), 0 with none: every offset from there on is visible. */
export function hiddenEnd(ranges: readonly TextRange[]): number {
  return ranges.length === 0 ? 0 : (ranges[ranges.length - 1] as TextRange).end;
}

/**
 * The skipper for a scan from `start`: {@link noSkip} when no hidden range ends after it (a reasoning block before
 * the answer, the common case), so the scan takes its fast loop instead of a call per character; else
 * {@link createSkipper}'s. Both map every offset from `start` on alike.
 */
export function skipperFrom(ranges: readonly TextRange[], start: number): (pos: number) => number {
  return start >= hiddenEnd(ranges) ? noSkip : createSkipper(ranges);
}

/** Index of the first range whose end is greater than `pos` (binary search). */
function firstRangeEndingAfter(ranges: readonly TextRange[], pos: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ranges[mid]?.end ?? 0) > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Shrinks `[start, end)` until neither end is whitespace nor inside a hidden range, so a span that
 * ran into a trailing `<think>` block (or started inside one) points at visible text only.
 */
export function visibleRange(text: string, start: number, end: number, hidden: readonly TextRange[]): TextRange {
  if (hidden.length === 0) return trimRange(text, start, end);
  let { start: s, end: e } = trimRange(text, start, end);
  for (;;) {
    const head = hidden[firstRangeEndingAfter(hidden, s)];
    const tailIndex = firstRangeEndingAfter(hidden, e - 1);
    const tail = hidden[tailIndex];
    if (head !== undefined && head.start <= s && s < e) {
      ({ start: s, end: e } = trimRange(text, head.end, e));
    } else if (tail !== undefined && tail.start < e && s < e) {
      ({ start: s, end: e } = trimRange(text, s, tail.start));
    } else {
      return { start: s, end: e };
    }
  }
}
