import type { Extractor } from "./extractor.js";
import { isWhitespace, isWhitespaceOnly, noSkip, wholeVisible } from "./scan.js";
import { scanBalanced, type SpanMemo } from "./span.js";
import { isJsonScalar, readJson } from "../text/strict-json.js";
import { nextClosingQuote } from "../text/string-end.js";

/** Several JSON values one after the other: the values, and whether a line break separates each pair. */
export interface Sequence {
  readonly values: readonly unknown[];
  /** Each value starts on a new line (JSON Lines), not merely after a space. */
  readonly linePerValue: boolean;
}

/**
 * `text[start, end)` read as two or more strict JSON values separated by nothing but whitespace
 * (`{"a": 1}\n{"a": 2}`, `true {"key": 1}`), or `undefined` when it is one value, holds anything that is
 * not strict JSON, or is empty. Linear: each value is found by one bracket or string scan, then parsed once.
 * @example splitSequence('1\n2', 0, 3) // { values: [1, 2], linePerValue: true }
 */
export function splitSequence(text: string, start: number, end: number, spans?: SpanMemo): Sequence | undefined {
  // The values' bounds first: one value (the common case, and every malformed answer) is settled without
  // parsing anything, and each value is refuted by a strict scan before JSON.parse could throw on it.
  let i = start;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  // One value that runs to the end (the common case) is settled before anything is made.
  let next = i < end ? endOfValue(text, i, end, spans) : undefined;
  if (next === undefined || isWhitespaceOnly(text, next, end)) return undefined;
  const bounds: number[] = [];
  let linePerValue = true;
  while (i < end) {
    const valueEnd = next ?? endOfValue(text, i, end, spans);
    next = undefined;
    if (valueEnd === undefined) return undefined;
    bounds.push(i, valueEnd);
    let newline = false;
    i = valueEnd;
    while (i < end && isWhitespace(text.charCodeAt(i))) {
      if (text.charCodeAt(i) === 0x0a) newline = true;
      i++;
    }
    if (i < end && !newline) linePerValue = false;
  }
  if (bounds.length < 4) return undefined;
  const values: unknown[] = [];
  for (let k = 0; k < bounds.length; k += 2) {
    // Each value read strictly as a whole before JSON.parse: the usual refusal costs no exception.
    const json = text.slice(bounds[k], bounds[k + 1]);
    const read = readJson(json, json.length);
    if (read === undefined) return undefined;
    values.push(read.value);
  }
  return { values, linePerValue };
}

/** One past the value starting at `i`: a bracketed span, a double-quoted string, or a scalar token. */
function endOfValue(text: string, i: number, end: number, spans: SpanMemo | undefined): number | undefined {
  const c = text.charCodeAt(i);
  if (c === 0x7b || c === 0x5b) {
    const span = scanBalanced(text, i, noSkip, spans);
    return span.terminated && span.end <= end ? span.end : undefined;
  }
  if (c === 0x22) {
    const close = nextClosingQuote(text, c, i + 1, false, end);
    return close < 0 ? undefined : close + 1;
  }
  let j = i;
  while (j < end) {
    const d = text.charCodeAt(j);
    if (isWhitespace(d) || d === 0x7b || d === 0x5b || d === 0x22) break;
    j++;
  }
  return isJsonScalar(text, i, j) ? j : undefined;
}

/**
 * The extractor `sequence`: the whole visible text when it is several strict JSON values one after the other
 * (JSON Lines, or `true {"key": 1}`). The reader `json-sequence` reads it as an array where the schema wants
 * one; anywhere else it is the failure `ambiguous`, so that no single value of it is returned silently.
 */
export const sequence: Extractor = {
  name: "sequence",
  likelihood: "high",
  kind: "several",
  find: (text, context) => {
    const visible = wholeVisible(text, context.hidden);
    if (visible === undefined || splitSequence(text, visible.start, visible.end, context.spans) === undefined) return [];
    return [{ ...visible, label: "sequence" }];
  },
};
