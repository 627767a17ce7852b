import { parseByDescent, type AheadSlot } from "./descent.js";
import { readParserOptions, TolerantParser } from "./incremental-parser.js";
import type { StreamParserOptions, StreamResult } from "./types.js";
import { pathSink } from "./value-tree.js";

/**
 * Parses a whole text with the tolerant incremental parser in one push: linear time,
 * never throws. Falls short (ok: false) where jsonrepair may still succeed.
 * @example
 * parseTolerant("{'a': True,}"); // { ok: true, value: { a: true }, repairs: [single-quotes, python-literal, trailing-comma], … }
 */
export function parseTolerant(text: string, given?: StreamParserOptions, ahead?: AheadSlot): StreamResult {
  return parse(text, given, ahead, true);
}

/** `parseTolerant` by the incremental parser alone, in one push: what the descent must equal where it reads. */
export function parseStepwise(text: string, given?: StreamParserOptions): StreamResult {
  return parse(text, given, undefined, false);
}

function parse(text: string, given: StreamParserOptions | undefined, ahead: AheadSlot | undefined, descent: boolean): StreamResult {
  const options = readParserOptions(given);
  if ("unreadable" in options) return { ok: false, reason: "no-json-found", position: 0, message: options.unreadable };
  // A caller that listens to every leaf needs the incremental parser's walk; elsewhere the common texts are read by
  // descent (or were, ahead of the reader: `ahead` is the parse's slot for that reading).
  if (descent && options.onLeaf === undefined && typeof text === "string") {
    const read = parseByDescent(text, options.maxDepth, ahead);
    if (read !== undefined) return read;
  }
  const parser = new TolerantParser(options.maxDepth, options.onLeaf === undefined ? undefined : pathSink(options.onLeaf));
  parser.push(text);
  return parser.end();
}
