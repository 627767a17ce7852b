import { failure } from "../outcome/make.js";
import { readOptions } from "../outcome/read-options.js";
import type { Outcome } from "../outcome/types.js";
import { defaultReaders } from "./defaults.js";
import { notTextMessage, tooLargeMessage } from "./messages.js";
import { repairDefaults, type RepairOptions } from "./options.js";
import { readCandidate } from "./read-candidate.js";

/**
 * Turns one candidate's text into a JSON value with the readers (default {@link defaultReaders}): strict
 * JSON when it is valid, else salvage's tolerant parser, then a guarded jsonrepair. Records a `repair` step
 * naming the reader and its repairs, and a `truncated` step for a cut-off text, which fails with code
 * `truncated` (the partial value attached) unless `allowTruncated`. Never throws.
 * @example repair("{'a': True,}") // ok, value { a: true }, step: "Repaired the JSON syntax: single quotes, trailing commas, Python literals True/False/None."
 */
export function repair(text: string, given: RepairOptions = {}): Outcome<unknown> {
  if (typeof text !== "string") {
    return failure({ code: "unrepairable", stage: "repair", message: notTextMessage(typeof text) });
  }
  // Options are read once, defensively (`null`, getters, proxies).
  const read = readOptions(given);
  if (!read.ok) return failure({ code: "unrepairable", stage: "repair", message: read.message });
  const options = read.value;
  const maxSize = options.maxSize ?? repairDefaults.maxSize;
  if (text.length > maxSize) {
    return failure({ code: "too-large", stage: "repair", message: tooLargeMessage(text.length, maxSize), text });
  }
  return readCandidate({ text, start: 0, end: text.length, source: "whole" }, options.candidate ?? repairDefaults.candidate, {
    readers: options.readers ?? defaultReaders,
    input: text,
    maxDepth: options.maxDepth ?? repairDefaults.maxDepth,
    maxRepairSize: options.maxRepairSize ?? repairDefaults.maxRepairSize,
    allowTruncated: options.allowTruncated ?? repairDefaults.allowTruncated,
    guide: undefined,
  });
}
