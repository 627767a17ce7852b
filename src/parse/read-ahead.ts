import { newSpanMemo, type SpanMemo } from "../extract/span.js";
import type { ReadMemo } from "../repair/reader.js";
import { strictValueEnd } from "../text/strict-json.js";
import { readAheadAt } from "../tolerant/descent.js";

/**
 * Reads the first object or array of a text once, before extraction, so that extraction's scan of its span and
 * the reader's parse of it are one pass. Strict JSON there is only delimited (the `strict` reader parses it as
 * before; strict JSON cut off is known to run to the end unclosed); near-JSON the tolerant parser's descent reads
 * (single quotes, trailing commas, Python literals, …) is read whole and kept in the parse's `memo` for the
 * `tolerant` reader (see `readAheadAt`). Both readings end the span where extraction's balanced scan ends it, so the
 * span is handed to extraction in the returned memo, and it finds the candidates it would have found. Any other text
 * is left to extraction and the readers as it was.
 */
export function readAhead(text: string, memo: ReadMemo): SpanMemo {
  const spans = newSpanMemo();
  const open = firstOpener(text);
  if (open < 0) return spans;
  const strictEnd = strictValueEnd(text, open, memo);
  if (strictEnd === -2) {
    // Strict JSON cut off before its closer: the scan runs to the end of the text unclosed, as the strict reading
    // did, and the descent, which reads it alike, would run out of text too.
    spans.start = open;
    spans.span = { end: text.length, terminated: false };
    return spans;
  }
  const end = strictEnd >= 0 ? strictEnd : readAheadAt(text, open, memo);
  if (end >= 0) {
    spans.start = open;
    spans.span = { end, terminated: true };
  }
  return spans;
}

/** Offset of the first `{` or `[`, or -1. */
function firstOpener(text: string): number {
  const brace = text.indexOf("{");
  const bracket = brace === 0 ? -1 : text.indexOf("[", 0);
  if (bracket < 0) return brace;
  return brace < 0 || bracket < brace ? bracket : brace;
}
