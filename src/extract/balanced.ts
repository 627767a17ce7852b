import type { Candidate } from "../outcome/types.js";
import type { Extractor } from "./extractor.js";
import { makeCandidate } from "./candidate.js";
import { looksLikeJsonOpener } from "./opener.js";
import { createSkipper, hiddenEnd, noSkip, visibleRange, type TextRange } from "./scan.js";
import { scanBalanced, type SpanMemo } from "./span.js";
import { findHiddenRanges } from "./think.js";
import { isQuotedMention, withoutQuotedMentions } from "./quoted-mention.js";

/**
 * Top-level balanced `{…}` / `[…]` spans in prose, by one linear string-aware scan. Outside a span,
 * a `{` or `[` opens one if {@link looksLikeJsonOpener} accepts it; inside, brackets and strings
 * (double-quoted, and single-quoted near-JSON) are tracked, so apostrophes in the surrounding prose
 * never matter. A span still open at the end runs to the end of the text (`unterminated`).
 * A `[…]` directly followed by `(` or `[` is a markdown link and is dropped.
 *
 * @example findBalanced('Use {"a": 1} here')[0]?.text // '{"a": 1}'
 */
export function findBalanced(text: string, hidden: readonly TextRange[] = findHiddenRanges(text), spans?: SpanMemo): Candidate[] {
  const found: Candidate[] = [];
  const skip = createSkipper(hidden);
  const n = text.length;
  // Past the last hidden range (at once with nothing hidden), the next opener is found by native searches (each
  // resumed only once passed: linear), and spans are scanned with no skipper.
  const visibleFrom = hiddenEnd(hidden);
  let nextBrace = -2;
  let nextBracket = -2;
  let i = 0;
  while (i < n) {
    const plain = i >= visibleFrom;
    if (plain) {
      if (nextBrace !== -1 && nextBrace < i) nextBrace = text.indexOf("{", i);
      if (nextBracket !== -1 && nextBracket < i) nextBracket = text.indexOf("[", i);
      if (nextBrace < 0 && nextBracket < 0) break;
      i = nextBrace < 0 ? nextBracket : nextBracket < 0 ? nextBrace : Math.min(nextBrace, nextBracket);
    }
    const visible = skip(i);
    if (visible !== i) {
      i = visible;
      continue;
    }
    const c = text.charCodeAt(i);
    if ((c !== 0x7b && c !== 0x5b) || !looksLikeJsonOpener(text, i)) {
      i++;
      continue;
    }
    const span = scanBalanced(text, i, plain ? noSkip : skip, spans);
    // The scan resumes after the span: nested spans are never candidates, and nothing is rescanned.
    const after = text.charCodeAt(span.end);
    const isLink = c === 0x5b && span.terminated && (after === 0x28 /* ( */ || after === 0x5b);
    if (!isLink) {
      // A span with escapes inside a quoted string (`'{"a": "x\\y"}'`) is read with the string's quotes,
      // so the escapes are read once, as the string's: the bare span would read them one level short.
      const quoted = span.terminated && isQuotedWithEscapes(text, i, span.end);
      const { start, end } = quoted ? { start: i - 1, end: span.end + 1 } : visibleRange(text, i, span.end, hidden);
      found.push(makeCandidate(text, start, end, "balanced", undefined, !span.terminated));
    }
    i = span.end;
  }
  return withoutQuotedMentions(text, found);
}

/** Whether the span `[start, end)` stands right between a quote (no backtick) and its closing quote and holds a backslash. */
function isQuotedWithEscapes(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start - 1) === 0x60 || !isQuotedMention(text, start, end)) return false;
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 0x5c) return true;
  return false;
}

/** The extractor `balanced`: balanced `{…}` and `[…]` spans found in prose by a string-aware scan. */
export const balanced: Extractor = { name: "balanced", likelihood: "medium", kind: "prose", find: (text, context) => findBalanced(text, context.hidden, context.spans) };
