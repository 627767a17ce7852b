import type { CandidateKind, Likelihood } from "../outcome/types.js";
import type { TextRange } from "./scan.js";
import type { SpanMemo } from "./span.js";

/** What an extractor is told besides the text. */
export interface ExtractContext {
  /** Reasoning blocks (`<think>…</think>`) of the text, in order: no candidate should come from inside them. */
  readonly hidden: readonly TextRange[];
  /** The schema asks for one scalar (a boolean, a number, an enum, a string), so prose may be the answer. */
  readonly scalarWanted?: boolean | undefined;
  /** The schema's top asks for an array (and not an object or a string): the `fence-list` extractor finds only then. */
  readonly arrayWanted?: boolean | undefined;
  /** The schema is an object with one required free string (`{answer: string}`): a bare answer of words may be its value. */
  readonly wordsWanted?: boolean | undefined;
  /**
   * Spans of the candidates kept so far, by the extractors before this one. `extract` drops a `low`-likelihood span
   * that lies inside one of them (a piece of that value), so such an extractor may skip their insides. Absent where
   * nothing is dropped (`findCandidates`).
   */
  readonly kept?: readonly TextRange[] | undefined;
  /** Spans of this text already scanned (with nothing hidden), for finders that scan bracketed spans: see `scanBalanced`. */
  readonly spans?: SpanMemo | undefined;
}

/** A span an extractor found: `text.slice(start, end)` may hold the value. */
export interface Span extends TextRange {
  /** A fence language, a tag name, a label: recorded in the extract step. */
  readonly label?: string | undefined;
  /** The span runs to the end of the text without its closer (an unterminated fence, tag or bracket). */
  readonly unterminated?: boolean | undefined;
}

/**
 * A piece that finds candidate spans in a model's text, in linear time. Its `name` is recorded as the
 * candidate's `source` in the extract step; its `likelihood` ranks its candidates against other extractors'.
 * A span outside the text, or anything that is not a span, is skipped and recorded; a throw too.
 * @example
 * const chevrons: Extractor = { name: "chevrons", likelihood: "high", find: (text) => {
 *   const start = text.indexOf("<<<"), end = text.indexOf(">>>", start);
 *   return start >= 0 && end > start ? [{ start: start + 3, end }] : [];
 * } };
 */
export interface Extractor {
  /** kebab-case, as it appears in the trace and the docs. */
  readonly name: string;
  readonly likelihood: Likelihood;
  /** What its candidates are, where the pipeline must know (see `CandidateKind`); recorded on each candidate. */
  readonly kind?: CandidateKind;
  /**
   * Strings of which the text must hold at least one for `find` to find anything (`["```", "~~~"]` for fences):
   * on a text that holds none, the extractor is not run. Declared by the piece, checked by `extract` with one native
   * search per string; without it (or with an entry that is not a string), the extractor always runs.
   */
  readonly needs?: readonly string[];
  /**
   * The schemas under which it may find anything (`["array"]` for `fence-list`): `"scalar"`, `"array"`, `"words"` (the
   * context's `scalarWanted`, …). Under a schema that asks for none, it is not run; without it, it always runs.
   */
  readonly wants?: readonly ("scalar" | "array" | "words")[];
  readonly find: (text: string, context: ExtractContext) => Iterable<Span>;
}
