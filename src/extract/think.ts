import { isAtLineEnd, isAtLineStart, matchTag, type TextRange } from "./scan.js";

/** Tag names of reasoning blocks that every finder skips. */
export const REASONING_TAGS: readonly string[] = ["think", "thinking", "reasoning"];

/**
 * Finds the reasoning blocks (`<think>…</think>`, `<thinking>`, `<reasoning>`, case-insensitive)
 * that the finders must not look into, in one linear pass. Returns sorted, disjoint ranges.
 *
 * @example findHiddenRanges('<think>{"a":0}</think>\n{"a":1}') // [{ start: 0, end: 22 }]
 */
export function findHiddenRanges(text: string): readonly TextRange[] {
  const ranges: TextRange[] = [];
  let open: { readonly name: string; readonly start: number } | undefined;
  let i = text.indexOf("<");
  while (i !== -1) {
    const tag = matchTag(text, i);
    if (tag === undefined || tag.selfClosing || !REASONING_TAGS.includes(tag.name)) {
      i = text.indexOf("<", tag === undefined ? i + 1 : tag.end);
      continue;
    }
    if (open === undefined) {
      if (!tag.closing && isAtLineStart(text, i)) {
        // An opener counts only at the start of a line (after blanks): a raw line break cannot sit
        // inside a JSON string, so `{"a": "<think>"}` never hides anything.
        open = { name: tag.name, start: i };
      } else if (tag.closing && (isAtLineStart(text, i) || isAtLineEnd(text, tag.end))) {
        // tolerance: a closer with no opener (the chat template put `<think>` in the prompt) hides
        // everything before it; it must stand at a line edge, for the same reason as openers.
        ranges.length = 0;
        ranges.push({ start: 0, end: tag.end });
      }
    } else if (tag.closing && tag.name === open.name) {
      pushMerged(ranges, { start: open.start, end: tag.end });
      open = undefined;
    }
    // Openers inside an open block are reasoning text, not nesting: they are ignored.
    i = text.indexOf("<", tag.end);
  }
  // tolerance: an unclosed opener hides the rest of the text (the model never left its reasoning).
  if (open !== undefined) pushMerged(ranges, { start: open.start, end: text.length });
  return ranges;
}

/** Appends a range, merging it with the last one when they touch, to keep ranges disjoint. */
function pushMerged(ranges: TextRange[], range: TextRange): void {
  const last = ranges[ranges.length - 1];
  if (last !== undefined && last.end >= range.start) {
    ranges[ranges.length - 1] = { start: last.start, end: Math.max(last.end, range.end) };
  } else {
    ranges.push(range);
  }
}
