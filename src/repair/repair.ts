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
import { scan, type Refusal } from "./scan.js";

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
  // before the scan: a text this size is refused anyway, and reading 16 MiB to say so would waste time
  if (text.length > maxRepairSize) {
    return failure({ code: "too-large", stage: "repair", message: tooLargeToRepairMessage(text.length, maxRepairSize), text });
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
  if (scanned.refusal !== undefined) return unrepairable(refusalMessage(text, scanned.refusal), scanned.refusal.position);
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

  const steps: Step[] = [];
  if (scanned.families.length > 0 || truncated === undefined) {
    steps.push({ stage: "repair", candidate, kind: "syntax", message: syntaxRepairMessage(scanned.families) });
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
