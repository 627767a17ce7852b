import type { Candidate } from "../outcome/types.js";
import { isOpeningQuote, isTripleQuote, lastClosingQuote, nextClosingQuote } from "../text/string-end.js";
import { isWhitespace, visibleRange, type TextRange } from "./scan.js";

/**
 * A test for prose candidates that sit inside a string literal the text opens and never closes:
 * `'{"name": "x"}` (a single-quoted string that holds JSON, cut off before its closing quote),
 * `"{\"a\": 1}`, `` `[1, 2] ``, `'''{"a": 1}`. The value in such a string is the string's text, and the
 * string was cut off (or its quote forgotten): returning the inner value as the answer would pass off part
 * of a string as a complete value of another type.
 *
 * The opening quote is the first visible character of the text, or a quote right before the candidate
 * (spaces between) where a value can start (after the start of the text, whitespace, `:`, `=`, `(` or `,`).
 * The string is open at the candidate when no closing quote stands between the opening quote and the
 * candidate, and it never closes when no closing quote stands after the candidate (an apostrophe inside a
 * word, `that's`, is no closing quote). A triple quote (`'''`, `"""`) closes only on its triple. Asked of `medium`
 * and `low` candidates only (see `leadInTest`). Returns the opening quote's
 * position, or `undefined`. Linear: each quote kind's last closing position is found once.
 *
 * @example openQuoteTest(`'{"a": 1}`, [])({ text: '{"a": 1}', start: 1, end: 9, source: "balanced", likelihood: "medium" }) // 0
 */
export function openQuoteTest(text: string, hidden: readonly TextRange[]): (candidate: Candidate) => number | undefined {
  const { start, end } = visibleRange(text, 0, text.length, hidden);
  if (start >= end) return () => undefined;
  const lastClose = new Map<number, number>();
  const lastClosing = (open: number, triple: boolean): number => {
    const key = triple ? -open : open;
    let found = lastClose.get(key);
    if (found === undefined) lastClose.set(key, (found = lastClosingQuote(text, open, triple)));
    return found;
  };
  // The text's own first character opens a string: where that string first closes (-1: never).
  const first = text.charCodeAt(start);
  const opens = isOpeningQuote(first);
  const firstTriple = opens && isTripleQuote(text, start);
  const firstClose = opens ? nextClosingQuote(text, first, start + (firstTriple ? 3 : 1), firstTriple) : -1;
  return (candidate) => {
    if (opens && candidate.start > start && (firstClose < 0 || firstClose >= candidate.start)) {
      if (lastClosing(first, firstTriple) < candidate.end) return start;
    }
    const quote = quoteBefore(text, start, candidate.start);
    if (quote < 0) return undefined;
    return lastClosing(text.charCodeAt(quote), isTripleQuote(text, quote)) < candidate.end ? quote : undefined;
  };
}

/**
 * A quote right before `at` (horizontal spaces between) standing where a value can start, or -1; for a triple
 * quote (`'''`), where the triple starts.
 */
function quoteBefore(text: string, from: number, at: number): number {
  let i = at - 1;
  while (i > from && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i--;
  if (i < from || !isOpeningQuote(text.charCodeAt(i))) return -1;
  if (i - 2 >= from && isTripleQuote(text, i - 2)) i -= 2;
  if (i === from) return i;
  const before = text.charCodeAt(i - 1);
  return isWhitespace(before) || before === 0x3a || before === 0x3d || before === 0x28 || before === 0x2c ? i : -1;
}
