import type { Candidate } from "../outcome/types.js";
import { isWhitespace, noSkip, skipperFrom, visibleRange, type TextRange } from "./scan.js";
import { scanBalanced, type SpanMemo } from "./span.js";

/**
 * A test for candidates that are pieces of a broken whole, not values of their own. When the visible text
 * starts with `{` or `[`, it is one structure: a span found inside it (`[…]` in `{te!st: […]}`, `[]` in
 * `{[]: 1}`) is a piece of it, and a span that starts with it but is followed by more structure (`,`, `:`,
 * a closer: `{"a": [1, }` in `{"a": [1, }, 3]}`) is its head. Returning either would drop the rest of the
 * text, so both are dropped; the whole text stays a candidate and fails as it is. When the head is followed by
 * more structure, the text up to its last closer is that broken whole, and a span inside it (`{"b": 2}` in
 * `[{"a": 1], {"b": 2}]`, after a closer that does not match) is a piece too. Fences and tags (`high`
 * candidates) are never pieces: they mark the value themselves. Linear: one balanced scan.
 */
export function fragmentTest(text: string, hidden: readonly TextRange[], spans?: SpanMemo, sequenceKept = false): (candidate: Candidate) => boolean {
  const { start, end } = visibleRange(text, 0, text.length, hidden);
  const first = text.charCodeAt(start);
  if (start >= end || (first !== 0x7b && first !== 0x5b)) return () => false;
  const span = scanBalanced(text, start, skipperFrom(hidden, start), spans);
  const enclosing = span.terminated && span.end >= end;
  // A span inside the first structure is a piece of it. So is one after it when the first span ends early (a
  // mismatched closer: `[{"a": 1], {"b": 2}]`) and structure goes on: the text up to its last closer is one broken
  // structure. And when the first structure never closes (a stray quote opened a string the scan could not end)
  // while the text ends with a closer, the whole text was written as one structure.
  const pieceEnd = span.terminated
    ? continuesStructure(text, span.end, end) || (!sequenceKept && valueFollows(text, span.end, end)) ? lastCloser(text, span.end, end) + 1 : span.end
    : isCloser(text.charCodeAt(end - 1)) ? end : start;
  return (candidate) => {
    if (candidate.likelihood === undefined || candidate.likelihood === "high") return false;
    if (enclosing) return candidate.start >= start && candidate.end <= end && (candidate.start > start || candidate.end < end);
    // a span that starts inside the first structure but ends after it: the scans disagree on where a string ends
    if (candidate.start > start && candidate.start < pieceEnd) return true;
    if (candidate.start !== start || candidate.end >= end) return false;
    return continuesStructure(text, candidate.end, end) || (!sequenceKept && valueFollows(text, candidate.end, end));
  };
}

/**
 * Whether structure goes on after `from`: a `,`, `:` or closer, and then more than closers, commas and
 * whitespace (`, 3]}` after `{"a": [1, }`), or a quoted key and its colon (`"b": 2}` after `{"a": 1}}`). A stray comma or closer at the very end (`{"a": 1},`,
 * `{"a": 1}}`) is not: nothing follows that the value would lose.
 */
export function continuesStructure(text: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  if (isKeyAt(text, i, end)) return true;
  if (!isStructural(text.charCodeAt(i))) return false;
  while (i < end && (isWhitespace(text.charCodeAt(i)) || isStructural(text.charCodeAt(i)))) i++;
  return i < end;
}

/**
 * Whether another value follows at `from` with nothing but whitespace between (`{"root":}{"b": 2}`,
 * `{"a": 9}2}`): the values were written as one sequence, so when one of them is broken, the others are not the
 * answer on their own. Not asked when the `sequence` extractor kept the text (`sequenceKept`): its values all
 * read, and each is a candidate beside the sequence as before.
 */
function valueFollows(text: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  // a value cut off at the end is left to the truncation check (the earlier value is not the answer either)
  if (c === 0x7b || c === 0x5b) return scanBalanced(text, i, noSkip).terminated;
  // a number or string glued to the closer (`}2`, `}"x"`): no prose writes that
  return i === from && (c === 0x22 || c === 0x2d || (c >= 0x30 && c <= 0x39));
}

/** Whether a double-quoted key and its colon start at `i` (`"b": …`), the key on one line and short. */
function isKeyAt(text: string, i: number, end: number): boolean {
  if (text.charCodeAt(i) !== 0x22) return false;
  const limit = Math.min(end, i + 122);
  let j = i + 1;
  while (j < limit && text.charCodeAt(j) !== 0x22 && text.charCodeAt(j) !== 0x0a) j++;
  if (j >= limit || text.charCodeAt(j) !== 0x22) return false;
  j++;
  while (j < end && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
  return text.charCodeAt(j) === 0x3a;
}

function isCloser(c: number): boolean {
  return c === 0x5d || c === 0x7d;
}

/** The last `}` or `]` in `text[from, end)` (`from - 1` when there is none). */
function lastCloser(text: string, from: number, end: number): number {
  const brace = text.lastIndexOf("}", end - 1);
  const bracket = text.lastIndexOf("]", end - 1);
  const last = Math.max(brace, bracket);
  return last >= from ? last : from - 1;
}

function isStructural(c: number): boolean {
  return c === 0x2c || c === 0x3a || c === 0x5d || c === 0x7d;
}
