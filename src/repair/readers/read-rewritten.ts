import { blankOutside } from "../../text/chars.js";
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
  if (!result.ok || result.truncated || !blankOutside(rewritten, result.start, result.end)) return undefined;
  return { value: result.value, repairs: [repair] };
}

/**
 * A text a reader rewrote by leaving out what stood between entries (stray commas, HTML comments), read by the
 * tolerant reader, else the guarded jsonrepair reader, with `repair` added to its repairs; no reading when the
 * reader found nothing to leave out (`undefined`) or neither reader gives a value.
 */
export function readRewrittenLoosely(rewritten: string | undefined, context: ReaderContext, repair: string): ReadValue | undefined {
  if (rewritten === undefined) return undefined;
  for (const reader of [tolerant, guardedJsonrepair]) {
    const read = reader.read(rewritten, context);
    if (read !== undefined && "value" in read) return { ...read, repairs: [...(read.repairs ?? []), repair] };
  }
  return undefined;
}

