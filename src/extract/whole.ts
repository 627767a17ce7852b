import type { Candidate } from "../outcome/types.js";
import type { Extractor } from "./extractor.js";
import { makeCandidate } from "./candidate.js";
import { looksLikeJsonOpener } from "./opener.js";
import { skipperFrom, wholeVisible, type TextRange } from "./scan.js";
import { scanBalanced, type SpanMemo } from "./span.js";
import { continuesStructure } from "./fragments.js";
import { findHiddenRanges } from "./think.js";
import { afterLeadingComments } from "./leading-comments.js";
import { nextClosingQuote } from "../text/string-end.js";
import { literalSpelling } from "../text/literal-spelling.js";
import { isJsonScalar } from "../text/strict-json.js";
import { isJsonWhitespace } from "../text/chars.js";

/**
 * The whole visible text (trimmed; leading and trailing reasoning blocks removed) when it looks like
 * one JSON value: an object or array, a double- or single-quoted string, exactly a JSON scalar, or a literal or
 * number spelt otherwise (`TRUE`, `None`, `82_461_110`).
 * Prose (`I cannot help with that.`, `#btn`) is never a candidate, so a refusal cannot become a string.
 * Comments that open the text are left out of the candidate (`// note\n42` is `42`).
 *
 * @example findWhole('  {"a": 1}\n') // [{ text: '{"a": 1}', start: 2, end: 10, source: "whole" }]
 */
export function findWhole(text: string, hidden: readonly TextRange[] = findHiddenRanges(text), spans?: SpanMemo): Candidate[] {
  // A reasoning block between two visible parts: the text is not one value; other finders take the parts.
  const visible = wholeVisible(text, hidden);
  if (visible === undefined) return [];
  const { start, end } = visible;
  // Comments before the value (`// note\n42`, `/* see [0] *\/ [10, 20]`) are no part of it: the value after them
  // is the whole text's, and the brackets inside them are not values.
  const first = afterLeadingComments(text, start, end);
  if (first >= end) return [];
  const unterminated = parseWholeValue(text, first, end, hidden, spans);
  if (unterminated === undefined) return [];
  return [makeCandidate(text, first, end, "whole", undefined, unterminated)];
}

/**
 * Whether `[start, end)` is one value: returns `false` for a complete value, `true` for one cut off
 * at the end (an unclosed bracket or quote), `undefined` when it is not a value or is followed by
 * more text (`{"a": 1} Hope this helps!` — the balanced finder takes the `{…}` alone).
 */
function parseWholeValue(text: string, start: number, end: number, hidden: readonly TextRange[], spans: SpanMemo | undefined): boolean | undefined {
  const c = text.charCodeAt(start);
  if (c === 0x7b || c === 0x5b) {
    const span = scanBalanced(text, start, skipperFrom(hidden, start), spans);
    // A whole text that is one bracketed structure is a candidate even when its start looks odd
    // (`{,"a": 1}`, `[undefined]`, `{2: "x"}`): nothing else in the text could be the value. The readers
    // decide whether it reads; prose in brackets (`[see above]`) is refused there.
    if (!looksLikeJsonOpener(text, start)) return span.terminated && span.end >= end ? false : undefined;
    if (!span.terminated) return true;
    // A structure that goes on after a mismatched closer (`{"a": [1, }, 3]}`) is still one text to read.
    return span.end >= end || continuesStructure(text, span.end, end) ? false : undefined;
  }
  if (c === 0x22 || c === 0x27) {
    // tolerance: a single-quoted string is near-JSON. Prose that merely starts with a quote is kept
    // out by requiring the closing quote to be the last character; an unclosed double-quoted string
    // is a cut-off value, but an unclosed single quote is more likely an apostrophe ('Tis …).
    const close = nextClosingQuote(text, c, start + 1, false, end);
    if (close === -1) return c === 0x22 ? true : undefined;
    // A quoted key and its colon first (`"answer": {"a": 1}`): an object whose braces are missing, one value as a
    // whole; the `bare-words` reader reads it only when every member is JSON.
    if (c === 0x22 && close < end - 1 && keyColonAt(text, close + 1, end)) return false;
    return close === end - 1 || concatenationEnds(text, close + 1, end, c) ? false : undefined;
  }
  // tolerance: a Python tuple as the whole answer (`(1, 2)`); the `python-collections` reader decides.
  if (c === 0x28 && text.charCodeAt(end - 1) === 0x29) {
    // what follows `(` must start a value as in an array (`(1, 2)`, `("a",)`, `((1, 2), (3, 4))`, `()`)
    const inner = text.slice(start + 1, Math.min(end, start + 64)).trimStart();
    // `()` is Python's empty tuple: `[` + `)` is no opener, so it is named here.
    if (inner.startsWith("(") || inner.startsWith(")") || looksLikeJsonOpener(`[${inner}`, 0)) return false;
  }
  // A literal or number spelt otherwise (`TRUE`, `None`, `82_461_110`) is one value too; a word alone is prose.
  return isJsonScalar(text, start, end) || (end - start <= maxSpelling && literalSpelling(text.slice(start, end)) !== undefined) ? false : undefined;
}

// The longest spelling `literalSpelling` reads is a grouped number; past this length the text is not one.
const maxSpelling = 64;

/**
 * Whether the text from `i` to `end` is `+` and another string, any number of times (`"a" + "b"`): string
 * concatenation, one value in JavaScript and Python.
 */
function concatenationEnds(text: string, i: number, end: number, quote: number): boolean {
  let joined = false;
  for (;;) {
    while (i < end && isJsonWhitespace(text.charCodeAt(i))) i++;
    if (i >= end) return joined;
    if (text.charCodeAt(i) !== 0x2b) return false;
    i++;
    while (i < end && isJsonWhitespace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== quote) return false;
    const close = nextClosingQuote(text, quote, i + 1, false, end);
    if (close === -1) return false;
    i = close + 1;
    joined = true;
  }
}

/**
 * Whether `text` (trimmed) opens with a double-quoted key and its colon (`"answer": {"a": 1}`), the object whose
 * braces are missing that `findWhole` offers whole.
 */
export function opensWithKey(text: string): boolean {
  const start = text.length - text.trimStart().length;
  if (text.charCodeAt(start) !== 0x22) return false;
  const close = nextClosingQuote(text, 0x22, start + 1, false, text.length);
  return close > 0 && keyColonAt(text, close + 1, text.trimEnd().length);
}

/** Whether a `:` follows at `i`, after spaces or tabs on the same line, with a value after it. */
function keyColonAt(text: string, i: number, end: number): boolean {
  while (i < end && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  return text.charCodeAt(i) === 0x3a && i + 1 < end;
}

/** The extractor `whole`: the whole text when it is one JSON value (or starts like one). */
export const whole: Extractor = { name: "whole", likelihood: "high", kind: "whole", find: (text, context) => findWhole(text, context.hidden, context.spans) };
