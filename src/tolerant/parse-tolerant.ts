import { parseByDescent, type AheadSlot } from "./descent.js";
import { TolerantParser } from "./incremental-parser.js";
import type { StreamParserOptions, StreamResult } from "./types.js";

/**
 * Parses a whole text with the tolerant incremental parser in one push: linear time,
 * never throws. Falls short (ok: false) where jsonrepair may still succeed.
 * @example
 * parseTolerant("{'a': True,}"); // { ok: true, value: { a: true }, repairs: [single-quotes, python-literal, trailing-comma], … }
 */
export function parseTolerant(text: string, options?: StreamParserOptions, ahead?: AheadSlot): StreamResult {
  const maxDepth = options?.maxDepth ?? 512;
  // A caller that listens to every leaf needs the incremental parser's walk; elsewhere the common texts are read by
  // descent (or were, ahead of the reader: `ahead` is the parse's slot for that reading).
  if (options?.onLeaf === undefined && typeof text === "string") {
    const read = parseByDescent(text, maxDepth, ahead);
    if (read !== undefined) return read;
  }
  return parseStepwise(text, options);
}

/** `parseTolerant` by the incremental parser alone, in one push: what the descent must equal where it reads. */
export function parseStepwise(text: string, options?: StreamParserOptions): StreamResult {
  const parser = new TolerantParser(options?.maxDepth ?? 512, options?.onLeaf);
  parser.push(text);
  return parser.end();
}
