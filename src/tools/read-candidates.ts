import { balanced, fence, findCandidates, tag, whole, type Extractor, type TextRange } from "../extract/index.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import { context, counted, decodeNested, noCall, repaired, tooMany, truncated, truncatedItem, type AnswerItem, type AnswerRead, type ReadOptions } from "./answer-parts.js";
import { isTooMany, type RawItem } from "./raw-call.js";
import { readCallValue } from "./read-value.js";

/** The extractors whose candidates may hold calls, by default. */
const callExtractors: readonly Extractor[] = [whole, fence(), tag(), balanced];

/** Most spans taken from one extractor. */
const maxSpans = 4096;

/**
 * Every JSON candidate that holds calls, in text order. The finders are called directly rather than
 * through `extract`, which drops a candidate whose text equals an earlier one's: two identical calls in
 * two fences are two calls. A candidate overlapping one already taken (a span inside a fence) is skipped.
 */
export function readCandidates(text: string, hidden: readonly TextRange[], options: ReadOptions, tools: readonly string[]): Outcome<AnswerRead> {
  const skips: Step[] = [];
  const candidates = [...findCandidates(text, options.extractors ?? callExtractors, hidden, skips, maxSpans)];
  const taken: { candidate: Candidate; read: readonly RawItem[]; steps: readonly Step[]; truncated: unknown }[] = [];
  let calls = 0;
  let firstValue: { value: unknown } | undefined;
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates[index] as Candidate;
    // At most maxCalls + 1 spans are ever taken, so this check stays cheap.
    if (taken.some((t) => t.candidate.start < candidate.end && candidate.start < t.candidate.end)) continue;
    const value = repaired(candidate, index, options);
    if (!value.ok) continue;
    firstValue ??= { value: value.value };
    const read = readCallValue(decodeNested(value.value), context(index, false, options));
    if (read === undefined) continue;
    if (isTooMany(read)) return tooMany(read.tooMany, options, text);
    taken.push({ candidate, read, steps: value.steps, truncated: value.truncated ? value.value : undefined });
    calls += read.length;
    if (calls > options.maxCalls) return tooMany(calls, options, text, true);
  }
  if (taken.length === 0) return noCall(firstValue === undefined ? "no-json" : "json", tools, text, firstValue?.value);
  taken.sort((a, b) => a.candidate.start - b.candidate.start);
  const steps = [...skips, ...taken.flatMap((t) => t.steps)];
  const cut = (t: (typeof taken)[number]): boolean => t.truncated !== undefined && !options.allowTruncated;
  // A span cut off by the end of the answer is one broken call; one cut inside the text fails the answer.
  const inside = taken.find((t) => cut(t) && t.candidate.unterminated !== true);
  if (inside !== undefined) return truncated(inside.truncated, steps, text);
  return counted(taken.flatMap((t): readonly AnswerItem[] => (cut(t) ? [truncatedItem(t.truncated, text)] : t.read)), steps, options, text);
}
