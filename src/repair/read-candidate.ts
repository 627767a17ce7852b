import { failure, success } from "../outcome/make.js";
import { copyJsonData, isWanted, notAPieceMessage, notJsonDataMessage, pieceName, pieceThrewMessage, type SchemaWants } from "../outcome/pieces.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import type { GuideNode } from "../schema/guide-types.js";
import { mayOverflow } from "../text/finite.js";
import { quoteWentMissing } from "./quote-across-lines.js";
import { KEY_BREAK, NON_FINITE, valueFacts } from "./value-facts.js";
import { nonFiniteMessage, quoteAcrossLinesMessage, noReaderMessage, readerStepMessage, truncatedMessage, truncatedStepMessage } from "./messages.js";
import { newReadMemo, type Reader, type ReaderContext, type ReadMemo, type ReadRefusal, type ReadValue } from "./reader.js";
import type { TruncationPoint } from "./scan.js";

const refusalCodes: ReadonlySet<string> = new Set(["too-large", "too-deep", "truncated", "ambiguous"]);

/** What reading a candidate needs besides the candidate. */
export interface ReadSettings {
  readonly readers: readonly Reader[];
  readonly input: string;
  readonly maxDepth: number;
  readonly maxRepairSize: number;
  readonly allowTruncated: boolean;
  readonly guide: GuideNode | undefined;
  /** What this parse learned so far, shared by its candidates' readings. */
  readonly memo?: ReadMemo | undefined;
  /** What the schema asks for, where known: a reader that declares `wants` none of which is asked for is not run. */
  readonly wants?: SchemaWants | undefined;
  /** How many readers a failure's message counts, when `readers` is a list with the unwanted ones dropped (by a parser). */
  readonly listed?: number | undefined;
}

/**
 * Reads one candidate with the readers in order: the first value wins, recorded as a `repair` step naming
 * its reader (strict JSON needs no step); a cut-off value fails with `truncated` (the partial value
 * attached) unless `allowTruncated`. When no reader reads it, the first refusal is the failure (the first
 * refusal not marked `foreign`, when there is one). A reader
 * that throws or returns something that is not JSON data is skipped with a `skip` step. Never throws.
 */
export function readCandidate(candidate: Candidate, index: number, settings: ReadSettings): Outcome<unknown> {
  const skips: Step[] = [];
  let refused: ReadRefusal | undefined;
  let ownRefusal: ReadRefusal | undefined;
  // One context for the readers, made again only when a refusal changes what it says.
  let context: ReaderContext = { candidate, input: settings.input, maxDepth: settings.maxDepth, maxRepairSize: settings.maxRepairSize, guide: settings.guide, refused, memo: settings.memo ?? newReadMemo() };
  const readers = settings.readers;
  const wants = settings.wants;
  for (let r = 0; r < readers.length; r++) {
    const reader = readers[r] as Reader;
    const name = pieceName(reader);
    if (name === undefined || typeof reader.read !== "function") {
      skips.push({ stage: "skip", piece: String(name ?? "(unnamed)"), kind: "reader", message: notAPieceMessage("reader"), candidate: index });
      continue;
    }
    let result: unknown;
    try {
      if (wants !== undefined && !isWanted(reader.wants, wants.scalar, wants.array, wants.words)) continue;
      if (context.refused !== refused) context = { ...context, refused };
      result = reader.read(candidate.text, context);
      // A user reader's answer is read once, into a plain copy (getters and proxies included; a throw inside is the
      // reader throwing): what is validated is what is returned.
      if (reader.jsonData !== true) result = readerAnswer(result);
    } catch (error) {
      skips.push({ stage: "skip", piece: name, kind: "reader", message: pieceThrewMessage(error), candidate: index });
      continue;
    }
    if (result === undefined || result === null || typeof result !== "object") continue;
    if ("value" in result && !("refuse" in result)) {
      const read = result as ReadValue;
      if (reader.jsonData !== true) {
        const copy = copyJsonData(read.value, settings.maxDepth);
        if (copy === undefined) {
          skips.push({ stage: "skip", piece: name, kind: "reader", message: notJsonDataMessage(), candidate: index });
          continue;
        }
        return finish(candidate, index, reader, name, { ...read, value: copy.value }, settings, skips);
      }
      return finish(candidate, index, reader, name, read, settings, skips);
    }
    if ("refuse" in result && typeof (result as ReadRefusal).refuse === "string") {
      refused ??= result as ReadRefusal;
      if ((result as ReadRefusal).foreign !== true) ownRefusal ??= result as ReadRefusal;
    }
  }
  // A reader that refused the text as its own notation says more than one that found it foreign.
  refused = ownRefusal ?? refused;
  const text = candidate.text;
  if (refused === undefined) {
    return failure({ code: "unrepairable", stage: "repair", message: noReaderMessage(settings.listed ?? settings.readers.length), text, position: 0 }, skips);
  }
  const code = refusalCodes.has(refused.code as string) ? (refused.code as NonNullable<ReadRefusal["code"]>) : "unrepairable";
  const position = Number.isInteger(refused.position) ? refused.position : undefined;
  // A refusal with no words (a user reader's `refuse: ""`) still fails with a message that says something.
  const message = refused.refuse.length > 0 ? refused.refuse : noReaderMessage(settings.listed ?? settings.readers.length);
  return failure({ code, stage: "repair", message, text, ...(position === undefined ? {} : { position }) }, skips);
}

/** The value with its steps: a repair step naming the reader, and a truncated one that fails unless allowed. */
function finish(
  candidate: Candidate,
  index: number,
  reader: Reader,
  name: string,
  read: ReadValue,
  settings: ReadSettings,
  skips: Step[],
): Outcome<unknown> {
  const repairs = Array.isArray(read.repairs) ? stringsOf(read.repairs) : [];
  const truncated: TruncationPoint | undefined =
    read.truncated === true ? "open" : typeof read.truncated === "string" ? read.truncated : undefined;
  // One walk of the value for what the two checks below ask of it (keys only after repairs): mostly a few nodes,
  // where the text is every character in JavaScript.
  const facts = valueFacts(read.value, repairs.length > 0);
  // A number beyond the double's range is Infinity in the value: not the number written, whatever the reader.
  if ((facts & NON_FINITE) !== 0 && mayOverflow(candidate.text)) {
    return failure({ code: "unrepairable", stage: "repair", message: nonFiniteMessage(), text: candidate.text }, skips);
  }
  // Raw line breaks inside strings, and a key that holds one, a line that starts with a quote, or (in a complete
  // reading) a string's last line that no quote in the text closes: a quote went missing.
  const rawBreaks = repairs.includes("raw control characters in strings");
  // A key's line break is raw when the reading says so, or when the text writes no `\n` or `\r` escape at all.
  // A line starting with `"` is read as an opening quote only in a text that quotes with `"` alone (in a single-quoted
  // string it is the string's text).
  const lineQuotes = rawBreaks && !candidate.text.includes("'");
  // Without raw line breaks in strings only keys are looked at (see `quoteWentMissing`): the walk above did that.
  if (
    repairs.length > 0 &&
    (lineQuotes
      ? quoteWentMissing(read.value, true, () => rawKeyBreaks(rawBreaks, candidate.text), truncated === undefined ? candidate.text : undefined)
      : (facts & KEY_BREAK) !== 0 && rawKeyBreaks(rawBreaks, candidate.text))
  ) {
    return failure({ code: "unrepairable", stage: "repair", message: quoteAcrossLinesMessage(), text: candidate.text }, skips);
  }
  if (reader.verbatim === true && truncated === undefined) return success(read.value, skips);
  const steps = skips;
  if (repairs.length > 0 || truncated === undefined) {
    const message = typeof read.message === "string" ? read.message : stepMessage(name, repairs);
    steps.push({ stage: "repair", candidate: index, kind: "syntax", reader: name, repairs, message });
  }
  if (truncated !== undefined) {
    steps.push({ stage: "repair", candidate: index, kind: "truncated", reader: name, repairs, message: truncatedStepMessage(truncated) });
    if (!settings.allowTruncated) {
      const error = { code: "truncated", stage: "repair", message: truncatedMessage(truncated), text: candidate.text, value: read.value, position: candidate.text.length } as const;
      return failure(error, steps);
    }
  }
  return success(read.value, steps);
}

/** Whether a key's line break is raw: the reading says strings hold raw ones, or the text writes no `\\n` or `\\r` escape. */
function rawKeyBreaks(rawBreaks: boolean, text: string): boolean {
  return rawBreaks || !/\\[nr]/.test(text);
}

/**
 * The last step message built for each reader, keyed by the reader's name, with the repairs it names (answers in a
 * row mostly need the same repairs): a pure function's result, so sharing it between parses changes nothing.
 * Bounded: emptied when it holds `messageSlots` readers.
 */
const messages = new Map<string, { readonly repairs: readonly string[]; readonly message: string }>();
const messageSlots = 64;

/** {@link readerStepMessage}, the same string built once for a run of reads with the same reader and repairs. */
function stepMessage(reader: string, repairs: readonly string[]): string {
  const last = messages.get(reader);
  if (last !== undefined && sameStrings(last.repairs, repairs)) return last.message;
  const message = readerStepMessage(reader, repairs);
  if (messages.size >= messageSlots) messages.clear();
  // A copy: the step holds `repairs` itself, and a caller may change it.
  messages.set(reader, { repairs: repairs.slice(), message });
  return message;
}

/** The strings of a reader's `repairs`, in a fresh array (the step holds it; the reader may keep its own). */
function stringsOf(list: readonly unknown[]): string[] {
  const strings: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const repair = list[i];
    if (typeof repair === "string") strings.push(repair);
  }
  return strings;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The fields of a user reader's answer, each read once into a plain object (throws what a getter or proxy throws). */
function readerAnswer(result: unknown): unknown {
  if (result === undefined || result === null || typeof result !== "object") return result;
  const answer = result as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of ["value", "refuse", "repairs", "truncated", "message", "code", "position", "foreign"]) {
    if (key in answer) copy[key] = answer[key];
  }
  if (Array.isArray(copy["repairs"])) copy["repairs"] = Array.from(copy["repairs"] as unknown[]);
  return copy;
}
