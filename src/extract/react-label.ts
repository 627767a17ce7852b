import { isBlank, isDigit, isLetter } from "./scan.js";

/** The ReAct line labels salvage recognises. */
export type ReactLabel = "Thought" | "Action" | "Action Input" | "Observation" | "Final Answer";

/** A label found at a line start, and where its value begins (after the colon and any bold). */
export interface ReactLabelMatch {
  readonly label: ReactLabel;
  readonly valueStart: number;
}

/**
 * Reads a ReAct label at the start of the line `[lineStart, lineEnd)`: optional blanks, a markdown
 * bullet (`-`, `*`, `+`, `1.`, `>`), emphasis (`**`, `__`), then the label (case-insensitive), a
 * colon, and optional closing emphasis, in either order (`**Action Input:**`, `**Action Input**:`).
 *
 * @example parseReactLabel("- **Action:** click", 0, 19) // { label: "Action", valueStart: 14 }
 */
export function parseReactLabel(text: string, lineStart: number, lineEnd: number): ReactLabelMatch | undefined {
  let i = skipBlanks(text, lineStart, lineEnd);
  i = skipBullet(text, i, lineEnd);
  i = skipEmphasis(text, i, lineEnd);
  // Every label word starts with t, o, a or f: most lines are dismissed here, before a word is read.
  const initial = text.charCodeAt(i) | 0x20;
  if (initial !== 0x74 && initial !== 0x6f && initial !== 0x61 && initial !== 0x66) return undefined;
  const first = readWord(text, i, lineEnd);
  let label: ReactLabel;
  i = first.end;
  if (first.word === "thought") label = "Thought";
  else if (first.word === "observation") label = "Observation";
  else if (first.word === "action" || first.word === "final") {
    // Only blanks separate the two words of "Action Input" / "Final Answer".
    const second = readWord(text, skipBlanks(text, i, lineEnd), lineEnd);
    if (first.word === "final") {
      if (second.word !== "answer") return undefined;
      label = "Final Answer";
      i = second.end;
    } else if (second.word === "input") {
      label = "Action Input";
      i = second.end;
    } else {
      label = "Action";
    }
  } else {
    return undefined;
  }
  i = skipBlanks(text, skipEmphasis(text, i, lineEnd), lineEnd);
  if (i >= lineEnd || text.charCodeAt(i) !== 0x3a /* : */) return undefined;
  i = skipEmphasis(text, i + 1, lineEnd);
  return { label, valueStart: skipBlanks(text, i, lineEnd) };
}

/** Skips spaces and tabs. */
function skipBlanks(text: string, i: number, end: number): number {
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** Skips one list marker or quote marker followed by a blank: `-`, `*`, `+`, `>`, `1.`, `1)`. */
function skipBullet(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  let j = i;
  if (c === 0x2d || c === 0x2a || c === 0x2b || c === 0x3e) j = i + 1;
  else if (isDigit(c)) {
    while (j < end && isDigit(text.charCodeAt(j))) j++;
    const mark = text.charCodeAt(j);
    if (mark !== 0x2e && mark !== 0x29) return i;
    j++;
  } else return i;
  return j < end && isBlank(text.charCodeAt(j)) ? skipBlanks(text, j, end) : i;
}

/** Skips a run of up to three `*` or `_` (markdown bold or italics). */
function skipEmphasis(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c !== 0x2a && c !== 0x5f) return i;
  let j = i;
  while (j < end && j - i < 3 && text.charCodeAt(j) === c) j++;
  return j;
}

/** Reads an ASCII word, lower-cased. Words longer than any label are not read to the end. */
function readWord(text: string, i: number, end: number): { word: string; end: number } {
  let j = i;
  // "observation" is the longest label word; a longer run cannot be a label, so stop early.
  while (j < end && j - i <= 11 && isLetter(text.charCodeAt(j))) j++;
  return { word: text.slice(i, j).toLowerCase(), end: j };
}
