import { failure, success } from "../outcome/make.js";
import type { Candidate, Outcome } from "../outcome/types.js";
import { findBalanced } from "./balanced.js";
import { findFences } from "./fences.js";
import { noJsonFoundMessage, nonStringTextMessage } from "./messages.js";
import { findReact } from "./react.js";
import { DEFAULT_TAGS, findTags } from "./tags.js";
import { findLineScalars } from "./lines.js";
import { findHiddenRanges } from "./think.js";
import { findWhole } from "./whole.js";

/** Options of {@link extract}. */
export interface ExtractOptions {
  /** Tag names whose content is a candidate, case-insensitive. Default: {@link DEFAULT_TAGS}. */
  readonly tags?: readonly string[];
  /** How many candidates to keep after deduplication; later ones are dropped. Default: 32. */
  readonly maxCandidates?: number;
}

/** Default for {@link ExtractOptions.maxCandidates}. */
export const DEFAULT_MAX_CANDIDATES = 32;

/**
 * Finds the spans of a model's text that may hold the JSON value, most likely first: the whole
 * text, fenced blocks, tagged blocks, ReAct inputs and answers, balanced spans in prose, then bare
 * quoted strings or numbers standing on a line of their own.
 * Reasoning blocks (`<think>…</think>`) are skipped. A candidate whose text equals an earlier one's
 * is dropped. Fails with `no-json-found` (carrying the text) when nothing is found. Linear time.
 *
 * @example extract("Sure:\n```json\n{\"a\": 1}\n```").value?.[0]?.source // "fence"
 */
export function extract(text: string, options: ExtractOptions = {}): Outcome<readonly Candidate[]> {
  // Untyped callers may pass anything; a wrong type is a failure, never an exception.
  if (typeof text !== "string") {
    return failure({ code: "no-json-found", stage: "extract", message: nonStringTextMessage(text) });
  }
  const hidden = findHiddenRanges(text);
  const tags = Array.isArray(options?.tags) ? options.tags.filter((t) => typeof t === "string") : DEFAULT_TAGS;
  const max = maxCandidates(options?.maxCandidates);
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  // Every finder trims its spans, so comparing texts is comparing trimmed texts.
  const finders = [
    () => findWhole(text, hidden),
    () => findFences(text, hidden),
    () => findTags(text, hidden, tags),
    () => findReact(text, hidden),
    () => findBalanced(text, hidden),
    () => findLineScalars(text, hidden),
  ];
  for (const find of finders) {
    if (candidates.length >= max) break;
    for (const candidate of find()) {
      if (candidates.length >= max) break;
      if (seen.has(candidate.text)) continue;
      // A bare line inside another candidate is a piece of that value, not a value of its own.
      if (candidate.source === "line" && candidates.some((c) => c.start <= candidate.start && candidate.end <= c.end)) continue;
      seen.add(candidate.text);
      candidates.push(candidate);
    }
  }
  if (candidates.length === 0) {
    return failure({ code: "no-json-found", stage: "extract", message: noJsonFoundMessage(text), text });
  }
  return success<readonly Candidate[]>(candidates);
}

/** The candidate limit: a positive integer, `Infinity` for none, the default when unusable. */
function maxCandidates(value: number | undefined): number {
  if (typeof value !== "number" || Number.isNaN(value)) return DEFAULT_MAX_CANDIDATES;
  return Math.max(1, Math.floor(value));
}
