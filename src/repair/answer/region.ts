import type { TextRange } from "../../extract/scan.js";

// Labels a model puts before its answer on a line of its own (`Answer: false — because …`).
const labels = ["final answer", "answer", "result", "output", "verdict", "response"];

/**
 * The labelled parts of an answer: for each line that starts with a label and a colon (`Answer:`,
 * `**Final answer:**`, `- Result:`), the text after the colon up to the end of its first clause (a dash,
 * `;`, `(`, `, ` or the end of a sentence), where the answer itself stands and its explanation does not.
 * Empty when no line is labelled. One pass over the lines.
 */
export function labelledParts(text: string): TextRange[] {
  const parts: TextRange[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const after = afterLabel(text, lineStart, lineEnd);
    if (after !== undefined) parts.push({ start: after, end: clauseEnd(text, after, lineEnd) });
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return parts;
}

/** Offset just after `Label:` (and markdown around it) at the start of the line, or `undefined`. */
function afterLabel(text: string, start: number, end: number): number | undefined {
  let i = start;
  while (i < end && " \t*#->_".includes(text.charAt(i))) i++;
  const rest = text.slice(i, Math.min(end, i + 16)).toLowerCase();
  const label = labels.find((word) => rest.startsWith(word));
  if (label === undefined) return undefined;
  i += label.length;
  while (i < end && (text.charAt(i) === "*" || text.charAt(i) === "_" || text.charAt(i) === " ")) i++;
  if (text.charAt(i) !== ":") return undefined;
  i++;
  while (i < end && (text.charAt(i) === "*" || text.charAt(i) === "_")) i++;
  return i;
}

/** Where the first clause after `from` ends: at ` — `, ` – `, ` - `, `;`, `(`, `, ` or `. `. */
function clauseEnd(text: string, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const c = text.charAt(i);
    if (c === "—" || c === "–" || c === ";" || c === "(") return i;
    const next = text.charAt(i + 1);
    if ((c === "," || c === ".") && (next === " " || next === "\t")) return i;
    if (c === "-" && text.charAt(i - 1) === " " && next === " ") return i;
  }
  return end;
}
