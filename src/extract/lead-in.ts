import type { Candidate } from "../outcome/types.js";
import { isIdentifierChar, isLetter, isWhitespace, visibleRange, type TextRange } from "./scan.js";
import { isMemberValue } from "./member-value.js";
import { openQuoteTest } from "./open-quote.js";

/** Why a value is part of something larger (named in the failure's message). */
export type LeadIn = "open-comment" | "glued-minus" | "key-value-lines" | "open-quote" | "member-value";

/**
 * A test for prose candidates whose lead-in says they are part of something larger, so that returning them
 * alone would drop data or a sign the writer put there:
 *
 * - the text opens a block comment it never closes (`/* unclosed {"key": 1}`): everything after `/*` is
 *   commented out;
 * - a minus glued to the value (`-{"key": 1}`, `-[1, 2]`): no prose writes that, and the sign would be lost;
 * - `key: value` lines, then a key for the value itself (`id: "test"\nresult {…}`, `result: {…}`): the value
 *   is one member of a YAML- or JavaScript-like document whose other members would be dropped;
 * - a quote opened before the value and never closed (`'{"name": "x"}`): the value is the text of a string
 *   that was cut off ({@link openQuoteTest});
 * - a quoted key and a colon right after an object's opener or a comma (`{'a': '}', 'b': [1]}`): the value is
 *   one member of an object the scan could not delimit ({@link isMemberValue}).
 *
 * Returns why the candidate is led in, or `undefined` when it stands on its own. `extract` asks only about `medium`
 * and `low` candidates: fences and tags are never judged, they mark the value themselves. Linear.
 */
export function leadInTest(text: string, hidden: readonly TextRange[]): (candidate: Candidate) => LeadIn | undefined {
  const { start, end } = visibleRange(text, 0, text.length, hidden);
  if (start >= end) return () => undefined;
  const inOpenQuote = openQuoteTest(text, hidden);
  const quoted = (candidate: Candidate): LeadIn | undefined =>
    isMemberValue(text, candidate) ? "member-value" : inOpenQuote(candidate) === undefined ? undefined : "open-quote";
  if (text.startsWith("/*", start) && text.indexOf("*/", start + 2) < 0) {
    return (candidate) => (candidate.start > start ? "open-comment" : undefined);
  }
  const first = text.charCodeAt(start);
  const next = text.charCodeAt(start + 1);
  if (first === 0x2d && (next === 0x7b || next === 0x5b)) {
    return (candidate) => (candidate.start === start + 1 ? "glued-minus" : quoted(candidate));
  }
  const lines = keyValueLinesEnd(text, start, end);
  return (candidate) =>
    lines > start && isKeyedMember(text, start, lines, candidate.start) ? "key-value-lines" : quoted(candidate);
}

/** Where the `key: value` lines at the start of the text end (the start of the first other line). */
function keyValueLinesEnd(text: string, from: number, end: number): number {
  let i = from;
  while (i < end) {
    const stop = text.indexOf("\n", i);
    if (stop < 0 || stop > end) return i;
    if (!isKeyValueLine(text, i, stop)) return i;
    i = stop + 1;
  }
  return i;
}

const maxKeyLead = 120;

/**
 * Whether `text[from, at)` is one or more `key: value` lines (they run to `linesEnd`) and then, on the
 * value's own line, a key (`result {`, `result: {`). A value on a line of its own after `key: value` lines is not judged: a label
 * line (`Note: see below`) is prose as often as it is data.
 */
function isKeyedMember(text: string, from: number, linesEnd: number, at: number): boolean {
  let lineStart = at;
  // a key is short: a value far into its line follows prose, not a key
  while (lineStart > from && at - lineStart <= maxKeyLead && text.charCodeAt(lineStart - 1) !== 0x0a) lineStart--;
  if (lineStart === from || lineStart > linesEnd || text.charCodeAt(lineStart - 1) !== 0x0a) return false;
  const key = keyEnd(text, skipSpaces(text, lineStart, at));
  if (key < 0) return false;
  let i = skipSpaces(text, key, at);
  if (text.charCodeAt(i) === 0x3a) i = skipSpaces(text, i + 1, at);
  return i === at;
}

/** `key: "string"`, `key: 12`, `key: true` (whitespace around; a blank line is not one). */
function isKeyValueLine(text: string, from: number, to: number): boolean {
  const key = keyEnd(text, skipSpaces(text, from, to));
  if (key < 0) return false;
  let i = skipSpaces(text, key, to);
  if (text.charCodeAt(i) !== 0x3a) return false;
  i = skipSpaces(text, i + 1, to);
  return /^(?:"[^"\\]*"|'[^'\\]*'|-?\d+(?:\.\d+)?|true|false|null)$/.test(text.slice(i, to).trimEnd());
}

/** The end of an identifier-like key at `i` (letters, digits, `_`, `-`), or -1. */
function keyEnd(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (!(isLetter(first) || first === 0x5f)) return -1;
  let j = i + 1;
  while (j < text.length && (isIdentifierChar(text.charCodeAt(j)) || text.charCodeAt(j) === 0x2d)) j++;
  return j;
}

function skipSpaces(text: string, i: number, to: number): number {
  while (i < to && isWhitespace(text.charCodeAt(i)) && text.charCodeAt(i) !== 0x0a) i++;
  return i;
}
