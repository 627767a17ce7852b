import { failure, success } from "../outcome/make.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import { defaultExtractors } from "./defaults.js";
import type { ExtractContext, Extractor } from "./extractor.js";
import type { TextRange } from "./scan.js";
import { notAPieceMessage, pieceName, pieceThrewMessage } from "../outcome/pieces.js";
import { badSpanMessage, ledInMessage, noJsonFoundMessage, nonStringTextMessage } from "./messages.js";
import { findHiddenRanges } from "./think.js";
import { fragmentTest } from "./fragments.js";
import { leadInTest, type LeadIn } from "./lead-in.js";

/** Options of {@link extract}. */
export interface ExtractOptions {
  /** The extractors, in order of likelihood. Default: {@link defaultExtractors}. */
  readonly extractors?: readonly Extractor[];
  /** How many candidates to keep after deduplication; later ones are dropped. Default: 32. */
  readonly maxCandidates?: number;
  /** The schema asks for one scalar: handed to the extractors (the `answer` extractor finds only then). */
  readonly scalarWanted?: boolean | undefined;
  /** The schema's top asks for an array: handed to the extractors (the `fence-list` extractor finds only then). */
  readonly arrayWanted?: boolean | undefined;
}

/** Default for {@link ExtractOptions.maxCandidates}. */
export const DEFAULT_MAX_CANDIDATES = 32;

/** How many spans one extractor may hand over per kept candidate; past that its spans are not looked at. */
const spansPerCandidate = 64;

/**
 * Runs the extractors over a model's text and returns the spans that may hold the JSON value, most likely
 * first (by default: the whole text, fenced blocks, tagged blocks, ReAct inputs and answers, balanced spans
 * in prose, then bare quoted strings or numbers standing on a line of their own). Reasoning blocks
 * (`<think>…</think>`) are skipped. A candidate whose text equals an earlier one's is dropped, and so is a
 * `low`-likelihood one inside an earlier candidate. An extractor that throws or returns spans outside the
 * text is skipped, with a `skip` step. Fails with `no-json-found` (carrying the text) when nothing is found.
 *
 * @example extract("Sure:\n```json\n{\"a\": 1}\n```").value?.[0]?.source // "fence"
 */
export function extract(text: string, options: ExtractOptions = {}): Outcome<readonly Candidate[]> {
  // Untyped callers may pass anything; a wrong type is a failure, never an exception.
  if (typeof text !== "string") {
    return failure({ code: "no-json-found", stage: "extract", message: nonStringTextMessage(text) });
  }
  const extractors = Array.isArray(options?.extractors) ? options.extractors : defaultExtractors;
  const max = maxCandidates(options?.maxCandidates);
  const candidates: Candidate[] = [];
  const skips: Step[] = [];
  // Each kept text, with its candidate's index.
  const seen = new Map<string, number>();
  const hidden = findHiddenRanges(text);
  const isFragment = fragmentTest(text, hidden);
  const isLedIn = leadInTest(text, hidden);
  // Where the first value that is part of something larger stands, and why, for the failure's message.
  let ledIn: { readonly at: number; readonly why: LeadIn } | undefined;
  const context: ExtractContext = { hidden, scalarWanted: options?.scalarWanted === true, arrayWanted: options?.arrayWanted === true };
  // A loop over the extractors rather than `findCandidates`' generator: the same candidates in the same
  // order, without a generator's cost on every answer.
  search: for (const extractor of extractors) {
    for (const candidate of runExtractor(extractor, text, context, skips, max * spansPerCandidate)) {
      const kept = seen.get(candidate.text);
      if (kept !== undefined) {
        // The same text found again by a likelier extractor (a user's delimiter listed after `balanced`, say)
        // is that extractor's candidate: it takes the earlier one's place, so the ranking sees its likelihood.
        if (rank(candidate) < rank(candidates[kept] as Candidate)) candidates[kept] = candidate;
        continue;
      }
      if (isFragment(candidate)) continue;
      const why = isLedIn(candidate);
      if (why !== undefined) {
        ledIn ??= { at: candidate.start, why };
        continue;
      }
      // A fallback inside another candidate is a piece of that value, not a value of its own.
      if (candidate.likelihood === "low" && candidates.some((c) => c.start <= candidate.start && candidate.end <= c.end)) continue;
      seen.set(candidate.text, candidates.length);
      candidates.push(candidate);
      if (candidates.length >= max) break search;
    }
  }
  if (candidates.length === 0) {
    const message = ledIn === undefined ? noJsonFoundMessage(text) : ledInMessage(text, ledIn.at, ledIn.why);
    return failure({ code: "no-json-found", stage: "extract", message, text }, skips);
  }
  return success<readonly Candidate[]>(candidates, skips);
}

/**
 * Every candidate the extractors find, extractor by extractor, in each one's order: the building block of
 * {@link extract} (which drops duplicates) and of the toolset's reading (where two equal calls are two calls).
 * A piece that is not an extractor, throws, or returns a span outside the text is skipped, with a `skip`
 * step pushed to `skips`; at most `limit` spans are taken from any one extractor. Empty spans are skipped.
 */
export function* findCandidates(
  text: string,
  extractors: readonly Extractor[],
  hidden: readonly TextRange[],
  skips: Step[],
  limit: number,
  scalarWanted = false,
  arrayWanted = false,
): Generator<Candidate, void, undefined> {
  const context: ExtractContext = { hidden, scalarWanted, arrayWanted };
  for (const extractor of extractors) yield* runExtractor(extractor, text, context, skips, limit);
}

/** The candidates one extractor finds (at most `limit` spans looked at), or none with a `skip` step when it is no extractor. */
function runExtractor(extractor: Extractor, text: string, context: ExtractContext, skips: Step[], limit: number): Candidate[] {
  const name = pieceName(extractor);
  if (name === undefined || typeof extractor.find !== "function") {
    skips.push({ stage: "skip", piece: String(name ?? "(unnamed)"), kind: "extractor", message: notAPieceMessage("extractor") });
    return [];
  }
  const likelihood = extractor.likelihood === "medium" || extractor.likelihood === "low" ? extractor.likelihood : "high";
  const found: Candidate[] = [];
  try {
    let looked = 0;
    for (const span of extractor.find(text, context)) {
      if (++looked > limit) break;
      if (!isSpan(span, text.length)) {
        skips.push({ stage: "skip", piece: name, kind: "extractor", message: badSpanMessage(span, text.length) });
        break;
      }
      if (span.start < span.end) found.push(candidateOf(text.slice(span.start, span.end), span, name, likelihood));
    }
  } catch (error) {
    // What it found before it threw is kept: its spans were checked one by one.
    skips.push({ stage: "skip", piece: name, kind: "extractor", message: pieceThrewMessage(error) });
  }
  return found;
}

function isSpan(span: unknown, length: number): span is { start: number; end: number; label?: unknown; unterminated?: unknown } {
  if (typeof span !== "object" || span === null) return false;
  const { start, end } = span as { start?: unknown; end?: unknown };
  return Number.isInteger(start) && Number.isInteger(end) && (start as number) >= 0 && (start as number) <= (end as number) && (end as number) <= length;
}

function candidateOf(
  text: string,
  span: { start: number; end: number; label?: unknown; unterminated?: unknown },
  source: string,
  likelihood: "high" | "medium" | "low",
): Candidate {
  const label = typeof span.label === "string" && span.label !== "" ? span.label : undefined;
  return {
    text,
    start: span.start,
    end: span.end,
    source,
    ...(likelihood === "high" ? {} : { likelihood }),
    ...(label === undefined ? {} : { label }),
    ...(span.unterminated === true ? { unterminated: true } : {}),
  };
}

/** 0 for a `high`-likelihood candidate, 1 for `medium`, 2 for `low`. */
function rank(candidate: Candidate): number {
  return candidate.likelihood === "low" ? 2 : candidate.likelihood === "medium" ? 1 : 0;
}

/** The candidate limit: a positive integer, `Infinity` for none, the default when unusable. */
function maxCandidates(value: number | undefined): number {
  if (typeof value !== "number" || Number.isNaN(value)) return DEFAULT_MAX_CANDIDATES;
  return Math.max(1, Math.floor(value));
}
