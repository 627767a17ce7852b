import type { Candidate } from "../outcome/types.js";
import type { Extractor } from "./extractor.js";
import { isDigit, LEFT_DOUBLE_SMART, LEFT_SINGLE_SMART } from "../text/chars.js";
import { smartQuoting } from "../text/smart-quotes.js";
import { isJsonScalar } from "../text/strict-json.js";
import { nextClosingQuote } from "../text/string-end.js";
import { makeCandidate } from "./candidate.js";
import { isWhitespace, isWhitespaceOnly, startOfLine, trimRange, type TextRange } from "./scan.js";
import { findHiddenRanges } from "./think.js";

const maxLine = 4096;

/**
 * Bare JSON scalars in prose, the least likely candidates: a paragraph of its own (blank lines or the
 * text's ends around it, or a lead-in line ending in a colon before it) that is exactly a quoted string
 * (`"#btn"`, `'#btn'`, `“#btn”`) or a number (`2`). Inside a JSON object such lines are `"key": "value"`
 * or carry commas, and `extract` drops any that fall inside another candidate's span. One pass over the lines; a line inside a reasoning block is skipped.
 * @example findLineScalars('Here it is:\n\n"#btn"\n\nThanks')[0]?.text // '"#btn"'
 */
export function findLineScalars(text: string, hidden: readonly TextRange[] = findHiddenRanges(text), kept: readonly TextRange[] = []): Candidate[] {
  const found: Candidate[] = [];
  let hiddenIndex = 0;
  let lineStart = 0;
  // Whether the line before this one was blank (the text's start counts as blank), or a lead-in ending
  // in a colon ("Answer:"), after which a value stands on its own line.
  let afterBlank = true;
  let pending: Candidate | undefined;
  while (lineStart <= text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const blank = isWhitespaceOnly(text, lineStart, lineEnd);
    // A candidate line counts once the line after it turns out blank too.
    if (pending !== undefined && blank) found.push(pending);
    pending = undefined;
    while (hiddenIndex < hidden.length && (hidden[hiddenIndex] as TextRange).end <= lineStart) hiddenIndex++;
    // Never read past the end: an out-of-bounds read takes V8's slow path, once per line.
    const range = hiddenIndex < hidden.length ? hidden[hiddenIndex] : undefined;
    const isHidden = range !== undefined && range.start < lineEnd && range.end > lineStart;
    if (afterBlank && !blank && !isHidden && lineEnd - lineStart <= maxLine) pending = lineScalar(text, lineStart, lineEnd);
    afterBlank = blank || (!isHidden && endsWithColon(text, lineStart, lineEnd));
    if (newline === -1) break;
    // Inside a kept candidate a line's scalar is a piece of that value, which `extract` drops: when this line lies
    // wholly inside one, the lines after it that do too are passed over, all but the last, which is read for what it
    // tells the line after it (whether a blank line or a lead-in came before).
    const next = kept.length === 0 ? -1 : lastLineInside(text, kept, lineStart, lineEnd);
    if (next > newline + 1) pending = undefined;
    lineStart = Math.max(next, newline + 1);
  }
  if (pending !== undefined) found.push(pending);
  return found;
}

/**
 * When the line `[lineStart, lineEnd)` lies wholly inside one of `kept`, the start of the last line after it that
 * does too (the line before the one holding the candidate's last character); else -1.
 */
function lastLineInside(text: string, kept: readonly TextRange[], lineStart: number, lineEnd: number): number {
  for (const range of kept) {
    if (range.start > lineStart || lineEnd > range.end) continue;
    // The line holding the range's last character (the line after it when that character is a line break: the
    // line before is then still wholly inside).
    const closing = startOfLine(text, range.end - 1);
    return closing > lineEnd ? startOfLine(text, closing - 2) : -1;
  }
  return -1;
}

function lineScalar(text: string, lineStart: number, lineEnd: number): Candidate | undefined {
  // Most lines are prose: the first character settles them before the line's range is made.
  let at = lineStart;
  while (at < lineEnd && isWhitespace(text.charCodeAt(at))) at++;
  const first = text.charCodeAt(at);
  const numeric = first === 0x2d || isDigit(first);
  if (at >= lineEnd || (!numeric && first !== 0x22 && first !== 0x27 && first !== LEFT_DOUBLE_SMART && first !== LEFT_SINGLE_SMART)) return undefined;
  const { start, end } = trimRange(text, at, lineEnd);
  if (numeric) return isJsonScalar(text, start, end) ? makeCandidate(text, start, end, "line") : undefined;
  return isQuoted(text, start, end) ? makeCandidate(text, start, end, "line") : undefined;
}

/** A `"…"` string JSON can read, a `'…'` one, or a typographic `“…”` or `‘…’` one. */
function isQuoted(text: string, start: number, end: number): boolean {
  if (end - start < 2) return false;
  const open = text.charCodeAt(start);
  if (open !== 0x22 && open !== 0x27 && open !== LEFT_DOUBLE_SMART && open !== LEFT_SINGLE_SMART) return false;
  const close = text.charCodeAt(end - 1);
  if (open === 0x22 && close === 0x22) return isJsonScalar(text, start, end);
  // tolerance: a Python-style single-quoted string with no unescaped `'` inside (`'#btn'`, not `'a' or 'b'`).
  if (open === 0x27 && close === 0x27) return nextClosingQuote(text, 0x27, start + 1, false, end - 1) < 0;
  // a typographic string with no closing quote of its kind inside (`“#btn”`, `‘#btn’`, not `‘don’t’`)
  return smartQuoting(text.slice(start, end)) === "one";
}

/** Whether the trimmed line `[lineStart, lineEnd)` ends with `:` (a lead-in such as `Answer:`). */
function endsWithColon(text: string, lineStart: number, lineEnd: number): boolean {
  let end = lineEnd;
  while (end > lineStart && isWhitespace(text.charCodeAt(end - 1))) end--;
  return end > lineStart && text.charCodeAt(end - 1) === 0x3a;
}

/** The extractor `line`: a bare quoted string or number standing alone on its own paragraph. */
export const line: Extractor = { name: "line", likelihood: "low", kind: "prose", find: (text, context) => findLineScalars(text, context.hidden, context.kept) };
