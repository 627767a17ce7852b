import { JSONRepairError, jsonrepair } from "jsonrepair";
import { failure, success } from "../outcome/make.js";
import type { Outcome, Step } from "../outcome/types.js";
import { checkStart } from "./leading.js";
import {
  binaryMessage,
  bareWordsMessage,
  emptyMessage,
  holeMessage,
  notJsonStartMessage,
  notTextMessage,
  severalScalarsMessage,
  syntaxRepairMessage,
  tooDeepMessage,
  tooLargeMessage,
  tooLargeToRepairMessage,
  tooMuchRepairMessage,
  truncatedMessage,
  truncatedStepMessage,
  unrepairableMessage,
} from "./messages.js";
import { repairDefaults, repairWorkBudget, type RepairOptions } from "./options.js";
import { applyPatches, originalOffset } from "./patch.js";
import { scan, type Refusal, type Scan, type TruncationPoint } from "./scan.js";
import { parseTolerant } from "../tolerant/parse-tolerant.js";
import { isWhitespace } from "../extract/scan.js";

/**
 * Turns one candidate's text into a JSON value: `JSON.parse` when it is valid, else a guarded jsonrepair.
 * Records a `syntax` step for a repair and a `truncated` step for a cut-off text, which fails with code
 * `truncated` (the partial value attached) unless `allowTruncated`. Never throws.
 * @example repair("{'a': True,}") // ok, value { a: true }, step: "Repaired the JSON syntax: single quotes, trailing commas, Python literals True/False/None."
 */
export function repair(text: string, options: RepairOptions = {}): Outcome<unknown> {
  if (typeof text !== "string") {
    return failure({ code: "unrepairable", stage: "repair", message: notTextMessage(typeof text) });
  }
  const maxSize = options.maxSize ?? repairDefaults.maxSize;
  if (text.length > maxSize) {
    return failure({ code: "too-large", stage: "repair", message: tooLargeMessage(text.length, maxSize), text });
  }
  try {
    return success(JSON.parse(text));
  } catch {
    return repairInvalid(text, options);
  }
}

function repairInvalid(text: string, options: RepairOptions): Outcome<unknown> {
  const maxDepth = options.maxDepth ?? repairDefaults.maxDepth;
  const maxRepairSize = options.maxRepairSize ?? repairDefaults.maxRepairSize;
  const candidate = options.candidate ?? repairDefaults.candidate;
  const unrepairable = (message: string, position: number): Outcome<unknown> =>
    failure({ code: "unrepairable", stage: "repair", message, text, position });

  const start = checkStart(text);
  if (start !== undefined) {
    return start.kind === "empty"
      ? unrepairable(emptyMessage(), start.position)
      : unrepairable(notJsonStartMessage(text, start.position), start.position);
  }
  const scanned = scan(text, maxDepth);
  if (scanned.tooDeepAt >= 0) {
    return failure({
      code: "too-deep",
      stage: "repair",
      message: tooDeepMessage(scanned.depth, maxDepth),
      text,
      position: scanned.tooDeepAt,
    });
  }
  // The linear path: salvage's own tolerant parser reads what models write wrong in one pass. Its reading is
  // self-consistent (it leaves no hole, reads no prose word as a value), so the pre-scan's refusals, which
  // read strings the way jsonrepair does (a backtick inside ‘…’ is a quote to it), guard only the fallback;
  // and whether the text was cut off is the tolerant parser's own finding about the value it read.
  const tolerant = readTolerant(text, maxDepth);
  if (tolerant !== undefined) {
    return finish(text, tolerant.value, scanned.families, tolerant.truncated ? (scanned.truncated ?? "open") : undefined, candidate, options);
  }
  if (scanned.refusal !== undefined) return unrepairable(refusalMessage(text, scanned.refusal), scanned.refusal.position);
  // A document written string-escaped (`{\"a\": \"x\\\\y\"}`) is decoded as the JSON string body it is:
  // jsonrepair only drops the backslash before a quote, and reads any other escape one level short.
  const unescaped = readEscapedDocument(text);
  if (unescaped !== undefined) return finish(text, unescaped.value, ["escaped quotes"], undefined, candidate, options);
  // jsonrepair is the fallback, for what the tolerant parser declines; it slows down as malformed input grows.
  if (text.length > maxRepairSize) {
    return failure({ code: "too-large", stage: "repair", message: tooLargeToRepairMessage(text.length, maxRepairSize), text });
  }
  if (scanned.costlyRepairs * text.length > repairWorkBudget) {
    return failure({ code: "too-large", stage: "repair", message: tooMuchRepairMessage(scanned.costlyRepairs, text.length), text });
  }

  const truncated = scanned.truncated;
  let repaired: string;
  try {
    repaired = jsonrepair(applyPatches(text, scanned.patches));
  } catch (error) {
    if (error instanceof RangeError || (error instanceof Error && error.name === "InternalError")) {
      // the recursion overflowed the stack before the depth limit: report it as depth, never throw
      return failure({ code: "too-deep", stage: "repair", message: tooDeepMessage(scanned.depth, maxDepth), text });
    }
    if (error instanceof JSONRepairError) {
      const position = originalOffset(error.position, scanned.patches);
      if (truncated !== undefined && position >= text.length) {
        return failure({ code: "truncated", stage: "repair", message: truncatedMessage(truncated), text, position });
      }
      return unrepairable(unrepairableMessage(error.message.replace(/ at position \d+$/, ""), text, position), position);
    }
    return unrepairable(unrepairableMessage(String(error), text, 0), 0);
  }
  let value: unknown;
  try {
    value = JSON.parse(repaired);
  } catch {
    return unrepairable(unrepairableMessage("the repair did not produce valid JSON", text, 0), 0);
  }

  return finish(text, value, scanned.families, truncated, candidate, options);
}

/** The repaired value with its steps: a syntax step, and a truncated one that fails unless allowed. */
function finish(
  text: string,
  value: unknown,
  families: Scan["families"],
  truncated: TruncationPoint | undefined,
  candidate: number,
  options: RepairOptions,
): Outcome<unknown> {
  const steps: Step[] = [];
  if (families.length > 0 || truncated === undefined) {
    steps.push({ stage: "repair", candidate, kind: "syntax", message: syntaxRepairMessage(families) });
  }
  if (truncated !== undefined) {
    steps.push({ stage: "repair", candidate, kind: "truncated", message: truncatedStepMessage(truncated) });
    if (!(options.allowTruncated ?? repairDefaults.allowTruncated)) {
      return failure(
        { code: "truncated", stage: "repair", message: truncatedMessage(truncated), text, value, position: text.length },
        steps,
      );
    }
  }
  return success(value, steps);
}

/**
 * The tolerant parser's reading, only when it read the whole candidate as one value (it stops after the
 * first value and skips prose before it, which are extraction's decisions, not repair's).
 */
function readTolerant(text: string, maxDepth: number): { value: unknown; truncated: boolean } | undefined {
  const result = parseTolerant(text, { maxDepth });
  if (!result.ok) return undefined;
  let first = 0;
  while (first < text.length && isWhitespace(text.charCodeAt(first))) first++;
  let last = text.length;
  while (last > first && isWhitespace(text.charCodeAt(last - 1))) last--;
  if (result.start !== first || (!result.truncated && result.end !== last)) return undefined;
  return { value: result.value, truncated: result.truncated };
}

/**
 * The value of a whole document written as if inside a JSON string (`{\"a\": 1}`, its first quote escaped):
 * the text decoded as a string body, then read as strict JSON. Undefined for anything else.
 */
function readEscapedDocument(text: string): { value: unknown } | undefined {
  const trimmed = text.trim();
  const first = trimmed.charCodeAt(0);
  const quote = trimmed.indexOf('"');
  if ((first !== 0x7b && first !== 0x5b) || quote < 1 || trimmed.charCodeAt(quote - 1) !== 0x5c) return undefined;
  try {
    const decoded: unknown = JSON.parse(`"${trimmed}"`);
    return typeof decoded === "string" ? { value: JSON.parse(decoded) as unknown } : undefined;
  } catch {
    return undefined;
  }
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
  }
}
