import { scanBalanced } from "../../extract/index.js";
import { repeatsKeys } from "../../text/repeated-keys.js";
import { repair, smartQuoted, strictJson, tolerant } from "../../repair/index.js";

/** JSON readers for the JSON inside a format's markup: strict, then the tolerant parser; never jsonrepair's guesses. */
const readers = [strictJson, smartQuoted, tolerant];

const noSkip = (pos: number): number => pos;

/** A JSON value read at a position of the text. */
export interface JsonAt {
  /** The value, when the text read as JSON (`undefined` otherwise). */
  readonly value?: unknown;
  readonly ok: boolean;
  /** One past the value's closer, or the end of the text when it has none. */
  readonly end: number;
  /** The value's closer was found. */
  readonly closed: boolean;
  /** The JSON text. */
  readonly text: string;
}

/**
 * The `{…}` or `[…]` value opening at `start` (string-aware bracket matching, linear), read with strict
 * JSON or the tolerant parser. A value cut off at the end of the text is `closed: false` and not ok.
 */
export function jsonAt(text: string, start: number, limit = text.length): JsonAt {
  const scope = limit === text.length ? text : text.slice(0, limit);
  const span = scanBalanced(scope, start, noSkip);
  const json = scope.slice(start, span.end);
  if (!span.terminated) return { ok: false, end: span.end, closed: false, text: json };
  const read = parseJson(json);
  return read.ok ? { ok: true, value: read.value, end: span.end, closed: true, text: json } : { ok: false, end: span.end, closed: true, text: json };
}

/** JSON text read strictly or tolerantly (trailing commas, single quotes); a cut-off text is not ok. */
export function parseJson(json: string): { readonly ok: boolean; readonly value?: unknown } {
  try {
    const value = JSON.parse(json) as unknown;
    // A key written twice goes to the readers too, which say whether its values differ (JSON.parse kept the last).
    if (!repeatsKeys(json, value)) return { ok: true, value };
  } catch {
    // fall through to the tolerant readers
  }
  const outcome = repair(json, { readers, allowTruncated: false });
  return outcome.ok ? { ok: true, value: outcome.value } : { ok: false };
}
