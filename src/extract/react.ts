import type { Candidate } from "../outcome/types.js";
import type { Extractor } from "./extractor.js";
import { makeCandidate } from "./candidate.js";
import { createSkipper, isWhitespace, isWhitespaceOnly, lineEnd, visibleRange, type TextRange } from "./scan.js";
import { parseReactLabel, type ReactLabel } from "./react-label.js";
import { scanBalanced } from "./span.js";
import { findHiddenRanges } from "./think.js";

/** The tool named on an `Action:` line, with the span of the name. */
export interface ReactAction extends TextRange {
  readonly name: string;
}

/** One ReAct step: an `Action:` with its `Action Input:`, or a `Final Answer:`. */
export interface ReactStep {
  readonly action?: ReactAction;
  readonly actionInput?: Candidate;
  readonly finalAnswer?: Candidate;
}

/** A step under construction. */
type Draft = { -readonly [K in keyof ReactStep]: ReactStep[K] };

// The first word of every label a step is made of (labels are read case-insensitively). One alternation of
// literals: linear, no backtracking.
const stepWord = /action|final/i;

/**
 * The ReAct steps of a text, in order: each `Action:` paired with the `Action Input:` that follows
 * it, and each `Final Answer:`. Labels are case-insensitive, at a line start, and may carry bullets
 * or bold (`**Action Input:**`). A value starting with `{` or `[` is its balanced span (across
 * lines); otherwise an input is the rest of its line, and a final answer runs until the next
 * `Thought:`/`Action:`/`Observation:` line or the end. Reasoning blocks are skipped.
 *
 * @example findReactSteps('Action: click\nAction Input: {"selector": "#b"}')[0]?.action?.name // "click"
 */
export function findReactSteps(text: string, given?: readonly TextRange[]): ReactStep[] {
  // A step needs an `Action` or `Final Answer` label: one native search settles most texts, which have neither.
  if (typeof text !== "string" || !stepWord.test(text)) return [];
  const hidden = Array.isArray(given) ? given : findHiddenRanges(text);
  const steps: ReactStep[] = [];
  const skip = createSkipper(hidden);
  const n = text.length;
  let current: Draft | undefined;
  let pendingFinal: number | undefined;
  const flush = (): void => {
    if (current !== undefined && (current.action !== undefined || current.actionInput !== undefined)) steps.push(current);
    current = undefined;
  };
  const closeFinal = (at: number): void => {
    if (pendingFinal === undefined) return;
    const { start, end } = visibleRange(text, pendingFinal, at, hidden);
    if (start < end) steps.push({ finalAnswer: makeCandidate(text, start, end, "react", "Final Answer") });
    pendingFinal = undefined;
  };
  // One pass over lines; a value that spans lines moves the cursor past it, so no text is scanned
  // twice for labels (a label inside a JSON value is part of the value).
  let pos = 0;
  while (pos < n) {
    pos = skip(pos);
    if (pos >= n) break;
    const end = lineEnd(text, pos);
    const label = parseReactLabel(text, pos, end);
    if (label === undefined) {
      pos = end + 1;
      continue;
    }
    closeFinal(pos);
    const kind: ReactLabel = label.label;
    if (kind === "Action") {
      flush();
      current = {};
      const name = actionName(text, label.valueStart, end);
      if (name !== undefined) current.action = name;
      pos = end + 1;
    } else if (kind === "Action Input") {
      const value = readValue(text, label.valueStart, end, skip, hidden, "Action Input");
      pos = value.next;
      if (value.candidate === undefined) continue;
      if (current === undefined || current.actionInput !== undefined) {
        flush();
        current = {};
      }
      current.actionInput = value.candidate;
    } else if (kind === "Final Answer") {
      flush();
      const value = readValue(text, label.valueStart, end, skip, hidden, "Final Answer");
      if (value.candidate !== undefined) steps.push({ finalAnswer: value.candidate });
      else if (value.bracketed === false) pendingFinal = label.valueStart;
      pos = value.next;
    } else {
      // Thought / Observation: an observation ends the step it answers.
      if (kind === "Observation") flush();
      pos = end + 1;
    }
  }
  closeFinal(n);
  flush();
  return steps;
}

/**
 * The ReAct inputs and final answers of a text as candidates, in order.
 *
 * @example findReact("Final Answer: 42")[0]?.text // "42"
 */
export function findReact(text: string, hidden: readonly TextRange[] = findHiddenRanges(text)): Candidate[] {
  const found: Candidate[] = [];
  for (const step of findReactSteps(text, hidden)) {
    if (step.actionInput !== undefined) found.push(step.actionInput);
    if (step.finalAnswer !== undefined) found.push(step.finalAnswer);
  }
  return found;
}

/** The tool name after `Action:`, without wrapping backticks, asterisks or quotes. */
function actionName(text: string, from: number, to: number): ReactAction | undefined {
  let { start, end } = visibleRange(text, from, to, []);
  // tolerance: models write "Action: `click`" or "Action: **click**".
  while (start < end && isDecoration(text.charCodeAt(start))) start++;
  while (end > start && isDecoration(text.charCodeAt(end - 1))) end--;
  return start < end ? { name: text.slice(start, end), start, end } : undefined;
}

/** Characters that wrap a tool name in markdown. */
function isDecoration(code: number): boolean {
  return code === 0x60 || code === 0x2a || code === 0x22 || code === 0x27 || code === 0x5f;
}

/** A value after a label; `bracketed: false` with no candidate means "prose: runs until the next label". */
interface Value {
  readonly candidate?: Candidate;
  readonly bracketed: boolean;
  /** Where the line scan resumes. */
  readonly next: number;
}

/**
 * Reads the value after a label. `{`/`[` (on this line, or first on the following lines when this
 * line is blank) gives the balanced span; otherwise an input is the rest of its line and a final
 * answer is left to the caller to run until the next label.
 */
function readValue(
  text: string,
  valueStart: number,
  end: number,
  skip: (pos: number) => number,
  hidden: readonly TextRange[],
  label: "Action Input" | "Final Answer",
): Value {
  const n = text.length;
  // The visible, trimmed part of `[from, to)` as the label's candidate.
  const inside = (from: number, to: number, unterminated?: boolean): Candidate => {
    const range = visibleRange(text, from, to, hidden);
    return makeCandidate(text, range.start, range.end, "react", label, unterminated);
  };
  // tolerance: the value may start on a later line ("Action Input:\n{...}"), after a comment
  // ("Action Input: // note\n{...}") or inside a code fence ("Action Input: ```json\n{...}\n```").
  const { p, fenced } = skipToValue(text, valueStart, skip);
  const c = text.charCodeAt(p);
  if (p < n && (c === 0x7b || c === 0x5b)) {
    const span = scanBalanced(text, p, skip);
    return { candidate: inside(p, span.end, !span.terminated), bracketed: true, next: lineEnd(text, span.end) + 1 };
  }
  if (c === 0x22 && !fenced) {
    // A quoted string alone on its line (`Final Answer: "{\"a\": 1}"`, prose after a blank line): the string is the
    // value, as a bracketed one is, and what follows is not part of it.
    const quoted = quotedAloneOnLine(text, p);
    if (quoted !== undefined) return { candidate: inside(p, quoted), bracketed: true, next: lineEnd(text, quoted) + 1 };
  }
  if (fenced && p < n && parseReactLabel(text, p, lineEnd(text, p)) === undefined) {
    // A fenced scalar (an input, or a final answer: "Final Answer: ```json\n\"up\"\n```"): everything up to the
    // closing fence (or the next label), without the fence.
    const close = closingFence(text, p);
    const candidate = inside(p, close.end);
    if (candidate.start < candidate.end) return { candidate, bracketed: false, next: close.next };
  }
  if (label === "Final Answer") return { bracketed: false, next: end + 1 };
  const lineValue = inside(valueStart, end);
  if (lineValue.start < lineValue.end) return { candidate: lineValue, bracketed: false, next: end + 1 };
  // The line is blank: the input is the next non-blank line, unless that line is a label itself.
  if (p >= n) return { bracketed: false, next: end + 1 };
  const nextEnd = lineEnd(text, p);
  if (parseReactLabel(text, p, nextEnd) !== undefined) return { bracketed: false, next: end + 1 };
  return { candidate: inside(p, nextEnd), bracketed: false, next: nextEnd + 1 };
}

/**
 * The end of a double-quoted string opening at `p` (one past its closing quote) when it closes on its line and
 * nothing but white space follows it there; else undefined. Escapes are passed over; an inner quote followed by
 * more on the line is no end.
 */
function quotedAloneOnLine(text: string, p: number): number | undefined {
  const end = lineEnd(text, p);
  let close: number | undefined;
  for (let i = p + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) close = i;
  }
  if (close === undefined) return undefined;
  if (!isWhitespaceOnly(text, close + 1, end)) return undefined;
  // every quote between is escaped or an inner one: the last quote on the line closes the string
  return close + 1;
}

/**
 * The first offset of a value after a label: whitespace, `//` and `/* *\/` comments and one code-fence
 * opener line are passed over. `fenced` tells whether a fence was opened.
 */
function skipToValue(text: string, from: number, skip: (pos: number) => number): { p: number; fenced: boolean } {
  const n = text.length;
  let p = from;
  let fenced = false;
  for (;;) {
    while (p < n && (p = skip(p)) < n && isWhitespace(text.charCodeAt(p))) p++;
    if (p >= n) return { p, fenced };
    if (text.startsWith("//", p)) {
      p = lineEnd(text, p);
    } else if (text.startsWith("/*", p)) {
      // Only a comment closed on its own line, so an unclosed one costs one line, not the rest of the text.
      const close = blockCommentEnd(text, p + 2, lineEnd(text, p));
      if (close < 0) return { p, fenced };
      p = close + 2;
    } else if (!fenced && (text.startsWith("```", p) || text.startsWith("~~~", p))) {
      fenced = true;
      p = lineEnd(text, p);
    } else {
      return { p, fenced };
    }
  }
}

/** Offset of the first `*\/` in `[from, to)`, or -1. */
function blockCommentEnd(text: string, from: number, to: number): number {
  for (let i = from; i + 1 < to; i++) if (text.charCodeAt(i) === 0x2a && text.charCodeAt(i + 1) === 0x2f) return i;
  return -1;
}

/**
 * Where a fenced value that starts at `from` ends: at the line that closes the fence (a line starting with
 * ``` or ~~~, passed over), at the next ReAct label line (left for the line scan), or at the text's end.
 */
function closingFence(text: string, from: number): { end: number; next: number } {
  let line = from;
  while (line < text.length) {
    const end = lineEnd(text, line);
    let q = line;
    while (q < end && (text.charCodeAt(q) === 0x20 || text.charCodeAt(q) === 0x09)) q++;
    if (text.startsWith("```", q) || text.startsWith("~~~", q)) return { end: line, next: end + 1 };
    if (parseReactLabel(text, line, end) !== undefined) return { end: line, next: line };
    line = end + 1;
  }
  return { end: text.length, next: text.length };
}

/** The extractor `react`: ReAct `Action Input:` and `Final Answer:` values. */
export const react: Extractor = { name: "react", likelihood: "high", kind: "container", find: (text, context) => findReact(text, context.hidden) };
