import { failure, success } from "../outcome/make.js";
import { unreadableOptionsMessage } from "../outcome/read-options.js";
import type { Candidate, CandidateKind, Outcome, Step } from "../outcome/types.js";
import { defaultExtractors } from "./defaults.js";
import type { ExtractContext, Extractor } from "./extractor.js";
import type { TextRange } from "./scan.js";
import { rank } from "./candidate.js";
import { isWanted, notAPieceMessage, pieceName, pieceThrewMessage } from "../outcome/pieces.js";
import { badSpanMessage, ledInMessage, noJsonFoundMessage, nonStringTextMessage } from "./messages.js";
import { findHiddenRanges } from "./think.js";
import { fragmentTest } from "./fragments.js";
import { leadInTest, type LeadIn } from "./lead-in.js";
import { looksLikeJsonOpener } from "./opener.js";
import { noSkip, visibleRange } from "./scan.js";
import { newSpanMemo, scanBalanced, type SpanMemo } from "./span.js";

/**
 * Options of {@link extract}. What the schema asks for (`scalarWanted`, `arrayWanted`, `wordsWanted`) is handed to the
 * extractors as their context says; `spans`, the spans a reading ahead of extraction delimited, are not scanned again.
 */
export interface ExtractOptions extends Pick<ExtractContext, "scalarWanted" | "arrayWanted" | "wordsWanted" | "spans"> {
  /** The extractors, in order of likelihood. Default: {@link defaultExtractors}. */
  readonly extractors?: readonly Extractor[];
  /** How many candidates to keep after deduplication; later ones are dropped. Default: 32. */
  readonly maxCandidates?: number;
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
 * @example
 * extract("Sure:\n```json\n{\"a\": 1}\n```").value?.[0]?.source // "fence"
 */
export function extract(text: string, given: ExtractOptions = {}): Outcome<readonly Candidate[]> {
  // Untyped callers may pass anything; a wrong type is a failure, never an exception.
  if (typeof text !== "string") {
    return failure({ code: "no-json-found", stage: "extract", message: nonStringTextMessage(text) });
  }
  // Each option read once, defensively (`null`, a throwing getter, a revoked Proxy): no copy, the pipeline calls this per parse.
  // A frozen list (the defaults) cannot change under the loop, so it is not copied either.
  let options: { [K in keyof ExtractOptions]: ExtractOptions[K] | undefined };
  try {
    const from: ExtractOptions = given ?? {};
    const list = from.extractors;
    options = { extractors: Array.isArray(list) ? (Object.isFrozen(list) ? list : Array.from(list)) : undefined, maxCandidates: from.maxCandidates, spans: from.spans, scalarWanted: from.scalarWanted, arrayWanted: from.arrayWanted, wordsWanted: from.wordsWanted };
  } catch (error) {
    return failure({ code: "no-json-found", stage: "extract", message: unreadableOptionsMessage("extract options", error) });
  }
  const extractors = Array.isArray(options.extractors) ? options.extractors : defaultExtractors;
  const max = maxCandidates(options.maxCandidates);
  const candidates: Candidate[] = [];
  const skips: Step[] = [];
  // Each kept text, with its candidate's index: made when a candidate's span matches none of the first kept ones.
  let seen: Map<string, number> | undefined;
  const hidden = findHiddenRanges(text);
  // The tests below judge only `medium` and `low` candidates (prose spans, bare lines), and `structure` matters
  // only to `balanced` and `line`: each is made when first needed (an answer that is one value needs none).
  let isFragment: ((candidate: Candidate) => boolean) | undefined;
  let isLedIn: ((candidate: Candidate) => LeadIn | undefined) | undefined;
  let structure: TextRange | undefined | null = null;
  // Where the first value that is part of something larger stands, and why, for the failure's message.
  let ledIn: { readonly at: number; readonly why: LeadIn } | undefined;
  // A candidate of an extractor of kind `several` (`sequence`: values one after the other) is kept.
  let severalKept = false;
  // Spans scanned by one finder are not scanned again by the next (the whole-text finder's is the sequence finder's).
  const spans: SpanMemo = typeof options.spans === "object" && options.spans !== null ? options.spans : newSpanMemo();
  const context: ExtractContext = { hidden, scalarWanted: options.scalarWanted === true, arrayWanted: options.arrayWanted === true, wordsWanted: options.wordsWanted === true, kept: candidates, spans };
  // A loop over the extractors rather than `findCandidates`' generator: the same candidates in the same
  // order, without a generator's cost on every answer.
  search: for (let e = 0; e < extractors.length; e++) {
    const extractor = extractors[e] as Extractor;
    // Finders of spans in prose look for nothing new in a text that is one bracketed value already kept.
    const spanFinder = extractor.kind === "prose";
    if (spanFinder && structure === null) structure = wholeStructure(text, hidden, spans);
    if (spanFinder && structure !== null && structure !== undefined && keptAsLikely(candidates, structure)) {
      // The visible text is one bracketed value, already a candidate: `balanced` would find that span again and
      // pieces of it (fragments), `line` only lines inside it. Neither could add a candidate.
      continue;
    }
    const found = runExtractor(extractor, text, context, skips, max * spansPerCandidate);
    for (let f = 0; f < found.length; f++) {
      const candidate = found[f] as Candidate;
      let kept = sameSpan(candidates, candidate);
      if (kept === undefined && candidates.length > 0) {
        seen ??= new Map(candidates.map((c, index) => [c.text, index]));
        kept = seen.get(candidate.text);
      }
      if (kept !== undefined) {
        // The same text found again by a likelier extractor (a user's delimiter listed after `balanced`, say)
        // is that extractor's candidate: it takes the earlier one's place, so the ranking sees its likelihood.
        if (rank(candidate) < rank(candidates[kept] as Candidate)) {
          candidates[kept] = candidate;
          severalKept ||= extractor.kind === "several";
        }
        continue;
      }
      if (candidate.likelihood === "medium" || candidate.likelihood === "low") {
        isFragment ??= fragmentTest(text, hidden, spans, severalKept);
        if (isFragment(candidate)) continue;
        isLedIn ??= leadInTest(text, hidden);
        const why = isLedIn(candidate);
        if (why !== undefined) {
          ledIn ??= { at: candidate.start, why };
          continue;
        }
      }
      // A fallback inside another candidate is a piece of that value, not a value of its own.
      if (candidate.likelihood === "low" && candidates.some((c) => c.start <= candidate.start && candidate.end <= c.end)) continue;
      seen?.set(candidate.text, candidates.length);
      candidates.push(candidate);
      severalKept ||= extractor.kind === "several";
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
): Generator<Candidate, void, undefined> {
  const context: ExtractContext = { hidden, scalarWanted: false, arrayWanted: false };
  for (const extractor of extractors) yield* runExtractor(extractor, text, context, skips, limit);
}

/** The candidates one extractor finds (at most `limit` spans looked at), or none with a `skip` step when it is no extractor. */
function runExtractor(extractor: Extractor, text: string, context: ExtractContext, skips: Step[], limit: number): readonly Candidate[] {
  const name = pieceName(extractor);
  if (name === undefined || typeof extractor.find !== "function") {
    skips.push({ stage: "skip", piece: String(name ?? "(unnamed)"), kind: "extractor", message: notAPieceMessage("extractor") });
    return [];
  }
  const likelihood = extractor.likelihood === "medium" || extractor.likelihood === "low" ? extractor.likelihood : "high";
  const kind = candidateKind(extractor.kind);
  // Made at the first span: most extractors find nothing in most answers.
  let found: Candidate[] | undefined;
  try {
    if (!isWanted(extractor.wants, context.scalarWanted === true, context.arrayWanted === true, context.wordsWanted === true) || !applies(extractor.needs, text)) return noCandidates;
    const spans = extractor.find(text, context);
    // Most extractors find nothing in most answers: an empty array is settled without an iterator.
    if (Array.isArray(spans) && spans.length === 0) return noCandidates;
    let looked = 0;
    for (const span of spans) {
      if (++looked > limit) break;
      if (!isSpan(span, text.length)) {
        skips.push({ stage: "skip", piece: name, kind: "extractor", message: badSpanMessage(span, text.length) });
        break;
      }
      if (span.start < span.end) (found ??= []).push(candidateOf(text.slice(span.start, span.end), span, name, likelihood, kind));
    }
  } catch (error) {
    // What it found before it threw is kept: its spans were checked one by one.
    skips.push({ stage: "skip", piece: name, kind: "extractor", message: pieceThrewMessage(error) });
  }
  return found ?? noCandidates;
}

/**
 * Whether an extractor that declares `needs` (see `Extractor.needs`) may find something in `text`: the text holds one
 * of its strings. No usable declaration (absent, not an array, an entry that is not a string): it always runs.
 */
function applies(needs: unknown, text: string): boolean {
  if (!Array.isArray(needs)) return true;
  for (let i = 0; i < needs.length; i++) {
    const needed: unknown = needs[i];
    if (typeof needed !== "string" || text.includes(needed)) return true;
  }
  return false;
}

/** The kind an extractor declares, when it is one; compared, not looked up in a set: asked per extractor per parse. */
function candidateKind(kind: unknown): CandidateKind | undefined {
  return kind === "whole" || kind === "several" || kind === "container" || kind === "prose" || kind === "plain-text" ? kind : undefined;
}

/** What an extractor that found nothing hands over (never changed: callers only read it). */
const noCandidates: readonly Candidate[] = /* @__PURE__ */ Object.freeze([]);

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
  kind: CandidateKind | undefined,
): Candidate {
  // Optional fields added in this order, as spreads would, without a spread's cost on every candidate.
  const candidate: { -readonly [K in keyof Candidate]: Candidate[K] } = { text, start: span.start, end: span.end, source };
  if (likelihood !== "high") candidate.likelihood = likelihood;
  if (kind !== undefined) candidate.kind = kind;
  if (typeof span.label === "string" && span.label !== "") candidate.label = span.label;
  if (span.unterminated === true) candidate.unterminated = true;
  return candidate;
}

/** How many of the first kept candidates are compared by span before the texts are hashed. */
const spanChecks = 8;

/** The index of a kept candidate (among the first few) with the candidate's span, hence its text. */
function sameSpan(candidates: readonly Candidate[], candidate: Candidate): number | undefined {
  const n = Math.min(candidates.length, spanChecks);
  for (let k = 0; k < n; k++) {
    const c = candidates[k] as Candidate;
    if (c.start === candidate.start && c.end === candidate.end) return k;
  }
  return undefined;
}

/**
 * The visible text's span when the whole of it is one terminated `{…}` or `[…]` that opens like JSON, with
 * nothing hidden; else `undefined`.
 */
function wholeStructure(text: string, hidden: readonly TextRange[], spans: SpanMemo): TextRange | undefined {
  if (hidden.length > 0) return undefined;
  const { start, end } = visibleRange(text, 0, text.length, hidden);
  const first = text.charCodeAt(start);
  if (start >= end || (first !== 0x7b && first !== 0x5b) || !looksLikeJsonOpener(text, start)) return undefined;
  const span = scanBalanced(text, start, noSkip, spans);
  return span.terminated && span.end === end ? { start, end } : undefined;
}

/** Whether a kept candidate of `high` or `medium` likelihood has exactly the span `range`. */
function keptAsLikely(candidates: readonly Candidate[], range: TextRange): boolean {
  return candidates.some((c) => c.start === range.start && c.end === range.end && rank(c) <= 1);
}

/** The candidate limit: a positive integer, `Infinity` for none, the default when unusable. */
function maxCandidates(value: number | undefined): number {
  if (typeof value !== "number" || Number.isNaN(value)) return DEFAULT_MAX_CANDIDATES;
  return Math.max(1, Math.floor(value));
}
