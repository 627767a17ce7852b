import type { Candidate, CandidateSource, Step } from "../outcome/types.js";
import { visibleRange, type TextRange } from "./scan.js";

/** Builds a candidate for `text.slice(start, end)`, omitting `label` and `unterminated` when unset. */
export function makeCandidate(
  text: string,
  start: number,
  end: number,
  source: CandidateSource,
  label?: string,
  unterminated?: boolean,
): Candidate {
  const slice = text.slice(start, end);
  // Object literals with fixed shapes (no spreads): finders may build many candidates.
  if (label !== undefined && label !== "") {
    return unterminated === true
      ? { text: slice, start, end, source, label, unterminated }
      : { text: slice, start, end, source, label };
  }
  return unterminated === true ? { text: slice, start, end, source, unterminated } : { text: slice, start, end, source };
}

/** Adds the visible part of `text[from, to)`, trimmed, to `found` as a candidate (see {@link makeCandidate}), unless it is empty. */
export function pushVisible(
  found: Candidate[],
  text: string,
  from: number,
  to: number,
  hidden: readonly TextRange[],
  source: CandidateSource,
  label?: string,
  unterminated?: boolean,
): void {
  const { start, end } = visibleRange(text, from, to, hidden);
  if (start < end) found.push(makeCandidate(text, start, end, source, label, unterminated));
}

/**
 * How likely a candidate holds the answer, from its extractor's likelihood: 0 for `high` (by default the whole text,
 * fences, tags and ReAct inputs), 1 for `medium` (spans found in prose), 2 for `low` (bare lines); 0 for a value
 * that came from no candidate. A fragment never beats a likelier candidate that also validates.
 */
export function rank(candidate: Candidate | undefined): number {
  const likelihood = candidate?.likelihood;
  return likelihood === "low" ? 2 : likelihood === "medium" ? 1 : 0;
}

/** The extract step that records where candidate `index` came from. */
export function extractStep(candidate: Candidate, index: number): Step {
  const { source, start, end, label } = candidate;
  return label === undefined
    ? { stage: "extract", candidate: index, source, start, end }
    : { stage: "extract", candidate: index, source, start, end, label };
}
