import type { Candidate } from "../outcome/types.js";
import { isWhitespace, skipperFrom, visibleRange, type TextRange } from "./scan.js";
import { scanBalanced, type SpanMemo } from "./span.js";

/**
 * A test for candidates that are pieces of a broken whole, not values of their own. When the visible text
 * starts with `{` or `[`, it is one structure: a span found inside it (`[…]` in `{te!st: […]}`, `[]` in
 * `{[]: 1}`) is a piece of it, and a span that starts with it but is followed by more structure (`,`, `:`,
 * a closer: `{"a": [1, }` in `{"a": [1, }, 3]}`) is its head. Returning either would drop the rest of the
 * text, so both are dropped; the whole text stays a candidate and fails as it is. Fences and tags (`high`
 * candidates) are never pieces: they mark the value themselves. Linear: one balanced scan.
 */
export function fragmentTest(text: string, hidden: readonly TextRange[], spans?: SpanMemo): (candidate: Candidate) => boolean {
  const { start, end } = visibleRange(text, 0, text.length, hidden);
  const first = text.charCodeAt(start);
  if (start >= end || (first !== 0x7b && first !== 0x5b)) return () => false;
  const span = scanBalanced(text, start, skipperFrom(hidden, start), spans);
  const enclosing = span.terminated && span.end >= end;
  return (candidate) => {
    if (candidate.likelihood === undefined || candidate.likelihood === "high") return false;
    if (enclosing) return candidate.start >= start && candidate.end <= end && (candidate.start > start || candidate.end < end);
    if (candidate.start !== start || candidate.end >= end) return false;
    return continuesStructure(text, candidate.end, end);
  };
}

/**
 * Whether structure goes on after `from`: a `,`, `:` or closer, and then more than closers, commas and
 * whitespace (`, 3]}` after `{"a": [1, }`). A stray comma or closer at the very end (`{"a": 1},`,
 * `{"a": 1}}`) is not: nothing follows that the value would lose.
 */
export function continuesStructure(text: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  if (!isStructural(text.charCodeAt(i))) return false;
  while (i < end && (isWhitespace(text.charCodeAt(i)) || isStructural(text.charCodeAt(i)))) i++;
  return i < end;
}

function isStructural(c: number): boolean {
  return c === 0x2c || c === 0x3a || c === 0x5d || c === 0x7d;
}
