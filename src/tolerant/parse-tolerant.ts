import { TolerantParser } from "./incremental-parser.js";
import type { StreamParserOptions, StreamResult } from "./types.js";

/**
 * Parses a whole text with the tolerant incremental parser in one push: linear time,
 * never throws. Falls short (ok: false) where jsonrepair may still succeed.
 * @example
 * parseTolerant("{'a': True,}"); // { ok: true, value: { a: true }, repairs: [single-quotes, python-literal, trailing-comma], … }
 */
export function parseTolerant(text: string, options?: StreamParserOptions): StreamResult {
  const parser = new TolerantParser(options?.maxDepth ?? 512, options?.onLeaf);
  parser.push(text);
  return parser.end();
}
