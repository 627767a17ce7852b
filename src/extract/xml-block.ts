import { xmlTokens } from "../text/xml-scan.js";
import type { Extractor, Span } from "./extractor.js";
import { createSkipper, isWhitespaceOnly, type TextRange } from "./scan.js";

/**
 * Runs of balanced XML elements in a text (`<selector>#btn</selector>`, `<answer>…</answer>`, or several
 * sibling elements with only whitespace between them), in text order. One pass with a stack of open
 * elements: a closer that does not match the innermost open element, or an element left open, makes the
 * run unbalanced, and it is dropped. Reasoning blocks end any run.
 * @example findXmlBlocks("Sure: <selector>#btn</selector>.") // [{ start: 6, end: 31 }]
 */
export function findXmlBlocks(text: string, hidden: readonly TextRange[] = []): Span[] {
  const found: Span[] = [];
  const skip = createSkipper(hidden);
  const open: string[] = [];
  let run: { start: number; end: number } | undefined;
  let elementStart = 0;
  // Ends the run; an unbalanced one (a mismatched closer, a reasoning block, a section left open) drops what is open too.
  const endRun = (unbalanced = false): void => {
    if (unbalanced) open.length = 0;
    if (run !== undefined) found.push(run);
    run = undefined;
  };
  for (const token of xmlTokens(text)) {
    if (skip(token.start) !== token.start || (token.end > token.start && skip(token.end - 1) !== token.end - 1)) {
      // A token inside or across a reasoning block: whatever was open is not a value of the visible text.
      endRun(true);
      continue;
    }
    switch (token.kind) {
      case "open":
        if (open.length === 0) elementStart = token.start;
        if (token.selfClosing) {
          if (open.length === 0) extend(token.start, token.end);
        } else {
          open.push(token.name);
        }
        break;
      case "close":
        if (open.length > 0 && open[open.length - 1] === token.name) {
          open.pop();
          if (open.length === 0) extend(elementStart, token.end);
        } else endRun(true);
        break;
      case "text":
        // Text between top-level elements ends the run unless it is whitespace.
        if (open.length === 0 && !isWhitespaceOnly(text, token.start, token.end)) endRun();
        break;
      case "cdata":
        if (open.length === 0) endRun();
        break;
      case "unterminated":
        endRun(true);
        break;
    }
  }
  endRun();
  return found;

  function extend(start: number, end: number): void {
    if (run === undefined) run = { start, end };
    else run.end = end;
  }
}

/**
 * The opt-in extractor `xml-block`: runs of balanced XML elements found in prose, for the
 * `xmlElements()` reader (the default extractors find no `<selector>…</selector>` span on its own).
 * Its candidates rank with spans found in prose (`medium`).
 * @example salvage(schema, { extractors: [...defaultExtractors, xmlBlock], readers: [...defaultReaders, xmlElements()] })
 */
export const xmlBlock: Extractor = { name: "xml-block", likelihood: "medium", find: (text, context) => findXmlBlocks(text, context.hidden) };
