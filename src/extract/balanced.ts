import type { Candidate } from "../outcome/types.js";
import { makeCandidate } from "./candidate.js";
import { looksLikeJsonOpener } from "./opener.js";
import { createSkipper, visibleRange, type TextRange } from "./scan.js";
import { scanBalanced } from "./span.js";
import { findHiddenRanges } from "./think.js";

/**
 * Top-level balanced `{…}` / `[…]` spans in prose, by one linear string-aware scan. Outside a span,
 * a `{` or `[` opens one if {@link looksLikeJsonOpener} accepts it; inside, brackets and strings
 * (double-quoted, and single-quoted near-JSON) are tracked, so apostrophes in the surrounding prose
 * never matter. A span still open at the end runs to the end of the text (`unterminated`).
 * A `[…]` directly followed by `(` or `[` is a markdown link and is dropped.
 *
 * @example findBalanced('Use {"a": 1} here')[0]?.text // '{"a": 1}'
 */
export function findBalanced(text: string, hidden: readonly TextRange[] = findHiddenRanges(text)): Candidate[] {
  const found: Candidate[] = [];
  const skip = createSkipper(hidden);
  const n = text.length;
  let i = 0;
  while (i < n) {
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
    const span = scanBalanced(text, i, skip);
    // The scan resumes after the span: nested spans are never candidates, and nothing is rescanned.
    const after = text.charCodeAt(span.end);
    const isLink = c === 0x5b && span.terminated && (after === 0x28 /* ( */ || after === 0x5b);
    if (!isLink) {
      const { start, end } = visibleRange(text, i, span.end, hidden);
      found.push(makeCandidate(text, start, end, "balanced", undefined, !span.terminated));
    }
    i = span.end;
  }
  return found;
}
