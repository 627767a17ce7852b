import { isWhitespace } from "../../extract/scan.js";
import { blankOutside } from "../../text/chars.js";
import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import { checkStart } from "../leading.js";
import { familiesOfRepairs } from "../log-families.js";
import { prescan } from "../prescan.js";
import { repeatedKeyMessage, repeatedKeysRepair } from "../messages.js";
import type { Reader } from "../reader.js";

/**
 * The reader `tolerant`: salvage's own linear tolerant parser, which reads in one pass what models write
 * wrong (single quotes, trailing commas, comments, Python literals, unquoted keys, missing commas and
 * closers). It reads a candidate only when the candidate is one value, whole (it stops after the first value
 * and skips prose before it, which are extraction's decisions, not a reader's). Its reading leaves no hole
 * and reads no prose word as a value; whether the text was cut off is its own finding.
 */
export const tolerant: Reader = {
  name: "tolerant",
  jsonData: true,
  read: (text, context) => {
    if (checkStart(text) !== undefined) return undefined;
    const result = parseTolerant(text, { maxDepth: context.maxDepth }, context.memo);
    if (!result.ok) {
      // Two values under one key: no reader may choose one (jsonrepair would keep the last).
      return result.reason === "repeated-key" ? { refuse: repeatedKeyMessage(text, result.position), code: "ambiguous", position: result.position } : undefined;
    }
    let first = 0;
    while (first < text.length && isWhitespace(text.charCodeAt(first))) first++;
    let last = text.length;
    while (last > first && isWhitespace(text.charCodeAt(last - 1))) last--;
    if (result.start !== first || (!result.truncated && result.end !== last)) return undefined;
    // A text read whole with repairs the parser names as the pre-scan would: no second pass over it. The
    // pre-scan's depth limit is the parser's, so a text the parser read is not too deep for it either.
    const repeats = result.repairs.some((note) => note.kind === "repeated-key");
    const notes = repeats ? result.repairs.filter((note) => note.kind !== "repeated-key") : result.repairs;
    // Only JSON whitespace around the value, else the pre-scan decides (it names any other space).
    const families = result.truncated || !blankOutside(text, first, last) ? undefined : familiesOfRepairs(notes);
    if (families !== undefined) return { value: result.value, repairs: repeats ? [...families, repeatedKeysRepair] : families };
    const scanned = prescan(text, context.maxDepth, context.memo);
    if (scanned.tooDeepAt >= 0) return undefined;
    const repairs = repeats ? [...scanned.families, repeatedKeysRepair] : scanned.families;
    return { value: result.value, repairs, ...(result.truncated ? { truncated: scanned.truncated ?? "open" } : {}) };
  },
};
