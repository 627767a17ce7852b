import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import type { ReaderContext, ReadValue } from "../reader.js";
import { guardedJsonrepair } from "./jsonrepair.js";
import { tolerant } from "./tolerant.js";

/**
 * The value of a text a reader rewrote into JSON-like syntax (Python's `"""…"""` or tuples as JSON), read
 * by the tolerant parser, or no reading when the parse fails, is cut off or leaves text beside the value.
 */
export function readRewritten(rewritten: string, context: ReaderContext, repair: string): ReadValue | undefined {
  const result = parseTolerant(rewritten, { maxDepth: context.maxDepth });
  if (!result.ok || result.truncated || !spansAll(rewritten, result.start, result.end)) return undefined;
  return { value: result.value, repairs: [repair] };
}

/**
 * A text a reader rewrote by leaving out what stood between entries (stray commas, HTML comments), read by the
 * tolerant reader, else the guarded jsonrepair reader; no reading when neither gives a value.
 */
export function readRewrittenLoosely(text: string, context: ReaderContext): ReadValue | undefined {
  for (const reader of [tolerant, guardedJsonrepair]) {
    const read = reader.read(text, context);
    if (read !== undefined && "value" in read) return read;
  }
  return undefined;
}

function spansAll(text: string, start: number, end: number): boolean {
  for (let i = 0; i < start; i++) if (!isSpace(text.charCodeAt(i))) return false;
  for (let i = end; i < text.length; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
