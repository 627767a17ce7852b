import { balanced, fence, findCandidates, tag, whole, type Extractor, type TextRange } from "../extract/index.js";
import { failure } from "../outcome/make.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import { context, counted, decodeNested, noCall, repaired, tooMany, truncated, truncatedItem, type AnswerItem, type AnswerRead, type ReadOptions } from "./answer-parts.js";
import { wholeEntriesUnclosed } from "./formats/json-list.js";
import { closerMissing } from "./formats/markers.js";
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
  const taken: { index: number; candidate: Candidate; read: readonly RawItem[]; steps: readonly Step[]; truncated: unknown }[] = [];
  let calls = 0;
  let firstValue: { value: unknown } | undefined;
  let unsettled: Outcome<unknown> | undefined;
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates[index] as Candidate;
    // At most maxCalls + 1 spans are ever taken, so this check stays cheap.
    if (taken.some((t) => t.candidate.start < candidate.end && candidate.start < t.candidate.end)) continue;
    const value = repaired(candidate, index, options);
    if (!value.ok) {
      // A value the text leaves open (a key written twice with two values, a hedge between two) may be a call: it
      // fails the answer rather than be skipped as if it were prose.
      if (value.error.code === "ambiguous") unsettled ??= value;
      continue;
    }
    firstValue ??= { value: value.value };
    const read = readCallValue(decodeNested(value.value), context(index, false, options));
    if (read === undefined) continue;
    if (isTooMany(read)) return tooMany(read.tooMany, options, text);
    taken.push({ index, candidate, read, steps: value.steps, truncated: value.truncated ? value.value : undefined });
    calls += read.length;
    if (calls > options.maxCalls) return tooMany(calls, options, text, true);
  }
  if (unsettled !== undefined && !unsettled.ok) return failure({ ...unsettled.error, text }, [...skips, ...unsettled.steps]);
  if (taken.length === 0) return noCall(firstValue === undefined ? "no-json" : "json", tools, text, firstValue?.value);
  taken.sort((a, b) => a.candidate.start - b.candidate.start);
  // repair: a list the end of the text cut after whole calls (`[{…}, {…}` with no `]`) gives those calls.
  const listCut = (t: (typeof taken)[number]): boolean => t.truncated !== undefined && t.candidate.unterminated === true && wholeEntriesUnclosed(t.candidate.text);
  const steps = [...skips, ...taken.flatMap((t) => (listCut(t) ? [...t.steps.filter((step) => !(step.stage === "repair" && step.kind === "truncated")), listNotClosed(t.index)] : t.steps))];
  const cut = (t: (typeof taken)[number]): boolean => t.truncated !== undefined && !options.allowTruncated && !listCut(t);
  // A span cut off by the end of the answer is one broken call; one cut inside the text fails the answer.
  const inside = taken.find((t) => cut(t) && t.candidate.unterminated !== true);
  if (inside !== undefined) return truncated(inside.truncated, steps, text);
  return counted(taken.flatMap((t): readonly AnswerItem[] => (cut(t) ? [truncatedItem(t.truncated, text)] : t.read)), steps, options, text);
}

/** The repair step of a list never closed around whole calls. */
function listNotClosed(candidate: number): Step {
  const repairs = [closerMissing("]")];
  return { stage: "repair", candidate, kind: "syntax", reader: "generic", repairs, message: `Read the call list despite: ${repairs.join(", ")}.` };
}
