import { holdsSwallowedCloser } from "./swallowed-closer.js";
import { JSONRepairError, jsonrepair as runJsonrepair } from "jsonrepair";
import { checkStart } from "../leading.js";
import {
  repeatedKeyMessage,
  repeatedKeysRepair,
  binaryMessage,
  bareWordsMessage,
  emptyMessage,
  holeMessage,
  notJsonStartMessage,
  severalScalarsMessage,
  misplacedMessage,
  suspectWordMessage,
  unguidedWordMessage,
  unpairedClosersMessage,
  tripleQuoteMessage,
  tooDeepMessage,
  tooLargeToRepairMessage,
  tooMuchRepairMessage,
  truncatedMessage,
  unrepairableMessage,
} from "../messages.js";
import { repairWorkBudget } from "../options.js";
import { applyPatches, originalOffset } from "../patch.js";
import { prescan } from "../prescan.js";
import { repeatsKeys } from "../../text/repeated-keys.js";
import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import type { Reader, ReadRefusal } from "../reader.js";
import type { Refusal } from "../scan.js";
import { unguidedWord } from "./unguided-word.js";
import { colonInKey, colonInKeyMessage } from "./colon-in-key.js";
import { hedgeAt, hedgeMessage } from "./hedge.js";
import { readBackslashes } from "../../text/backslashes.js";
import { mixedBackslashMessage, unsettledBackslashMessage } from "./literal-backslashes.js";
import { fenceMarkerAt, fenceMarkerMessage } from "./fence-marker.js";

/**
 * The reader `jsonrepair`: the jsonrepair library behind guards, for what the tolerant parser declines.
 * Refused before it runs: a text that does not start like JSON (jsonrepair turns any word into a string),
 * one nested deeper than the limit, holes where data was left out (`[1, ...]`), bare words and binary,
 * a text over `maxRepairSize`, and one whose repairs would cost more than a work budget (jsonrepair
 * rebuilds its output for each missing comma, so its time grows with their number times the length).
 */
export const guardedJsonrepair: Reader = {
  name: "jsonrepair",
  jsonData: true,
  read: (text, context) => {
    // A text an earlier reader found to hold several values is not joined into one here.
    if (context.refused?.code === "ambiguous") return undefined;
    const start = checkStart(text);
    if (start !== undefined) {
      return { ...refuse(start.kind === "empty" ? emptyMessage() : notJsonStartMessage(text, start.position), start.position), foreign: true };
    }
    const scanned = prescan(text, context.maxDepth, context.memo);
    if (scanned.tooDeepAt >= 0) {
      return { refuse: tooDeepMessage(scanned.depth, context.maxDepth), code: "too-deep", position: scanned.tooDeepAt };
    }
    if (scanned.refusal !== undefined) return refuse(refusalMessage(text, scanned.refusal), scanned.refusal.position);
    if (text.length > context.maxRepairSize) {
      return { refuse: tooLargeToRepairMessage(text.length, context.maxRepairSize), code: "too-large" };
    }
    if (scanned.costlyRepairs * text.length > repairWorkBudget) {
      return { refuse: tooMuchRepairMessage(scanned.costlyRepairs, text.length), code: "too-large" };
    }
    const truncated = scanned.truncated;
    // A hedge between two quoted values (`"Paris" or "Lyon"`): jsonrepair would join them into one string.
    const fenceMarker = fenceMarkerAt(text);
    if (fenceMarker >= 0) return refuse(fenceMarkerMessage(text, fenceMarker), fenceMarker);
    // A string whose backslashes cannot all be escapes: jsonrepair would decode its `\n` and keep its `\U`, two readings in one string.
    const backslashes = readBackslashes(text);
    if (backslashes !== undefined && backslashes.unsettledAt >= 0) return refuse(unsettledBackslashMessage(text, backslashes.unsettledAt), backslashes.unsettledAt);
    if (backslashes?.mixed === true) return refuse(mixedBackslashMessage(text), 0);
    const hedge = hedgeAt(text);
    if (hedge >= 0) return { refuse: hedgeMessage(text, hedge), code: "ambiguous", position: hedge };
    let repaired: string;
    try {
      repaired = runJsonrepair(applyPatches(text, scanned.patches));
    } catch (error) {
      if (error instanceof RangeError || (error instanceof Error && error.name === "InternalError")) {
        // the recursion overflowed the stack before the depth limit: report it as depth, never throw
        return { refuse: tooDeepMessage(scanned.depth, context.maxDepth), code: "too-deep" };
      }
      if (error instanceof JSONRepairError) {
        const position = originalOffset(error.position, scanned.patches);
        if (truncated !== undefined && position >= text.length) {
          return { refuse: truncatedMessage(truncated), code: "truncated", position };
        }
        return refuse(unrepairableMessage(error.message.replace(/ at position \d+$/, ""), text, position), position);
      }
      return refuse(unrepairableMessage(String(error), text, 0), 0);
    }
    let value: unknown;
    try {
      value = JSON.parse(repaired) as unknown;
    } catch {
      return refuse(unrepairableMessage("the repair did not produce valid JSON", text, 0), 0);
    }
    // A colon written inside a key's quotes: jsonrepair adds one after it and keeps `key:` as the name.
    if (scanned.families.includes("missing colons")) {
      const at = colonInKey(text);
      if (at >= 0) return refuse(colonInKeyMessage(text, at), at);
    }
    // With a schema (through salvage), an unquoted word is a string only where the schema says what the value is.
    if (context.guide !== undefined && scanned.families.includes("unquoted strings")) {
      const words = scanned.unquotedWords;
      const word = words === undefined ? "" : unguidedWord(value, context.guide, words);
      if (word !== undefined) return refuse(unguidedWordMessage(word, text), Math.max(0, text.indexOf(word)));
    }
    // Brackets that do not pair up in a text that ends with its closers, and a string holding a line break and a
    // closer: the string ran past its missing quote and took a closer of the structure (where it ends is open).
    if (truncated === undefined && scanned.families.includes("missing closers") && holdsSwallowedCloser(value)) {
      const at = Math.max(0, text.search(/\n[ \t]*[}\]]/));
      return refuse(swallowedCloserMessage(text, at), at);
    }
    // A key written twice: one member when both values are the same, else two answers (JSON.parse kept the last).
    const repeats = repeatsKeys(repaired, value);
    if (repeats) {
      const again = parseTolerant(repaired, { maxDepth: context.maxDepth });
      if (!again.ok && again.reason === "repeated-key") return { refuse: repeatedKeyMessage(repaired, again.position, true), code: "ambiguous" };
    }
    const repairs = repeats ? [...scanned.families, repeatedKeysRepair] : scanned.families;
    return { value, repairs, ...(truncated === undefined ? {} : { truncated }) };
  },
};

/** Why a string that swallowed a closer is not read. */
function swallowedCloserMessage(text: string, position: number): string {
  return unrepairableMessage(
    "a string runs over a line break and holds a closer the structure needs, so where it ends (and which object the members after it belong to) is left open",
    text,
    position,
  );
}

function refuse(message: string, position: number): ReadRefusal {
  return { refuse: message, position };
}

function refusalMessage(text: string, refusal: Refusal): string {
  switch (refusal.kind) {
    case "binary":
      return binaryMessage(text, refusal.position);
    case "hole":
      return holeMessage(refusal.hole, text, refusal.position);
    case "bare-words":
      return bareWordsMessage(text, refusal.position);
    case "several-scalars":
      return severalScalarsMessage(text, refusal.position);
    case "suspect-word":
      return suspectWordMessage(refusal.word, text, refusal.position);
    case "misplaced":
      return misplacedMessage(refusal.what, text, refusal.position);
    case "unpaired-closers":
      return unpairedClosersMessage(text, refusal.position);
    case "triple-quote":
      return tripleQuoteMessage(text, refusal.position);
  }
}
