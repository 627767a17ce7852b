import { extractStep } from "../extract/candidate.js";
import type { Extractor } from "../extract/index.js";
import { failure, success } from "../outcome/make.js";
import type { Candidate, Failure, Outcome, Step } from "../outcome/types.js";
import { repair } from "../repair/index.js";
import { repeatsKeys } from "../text/repeated-keys.js";
import { noToolCallMessage, tooManyCallsMessage, truncatedCallMessage } from "./messages.js";
import type { RawItem, ReadContext, TooMany } from "./raw-call.js";

/** Limits and choices for reading an answer; all required here, the toolset fills the defaults. */
export interface ReadOptions {
  readonly maxCalls: number;
  readonly maxSize: number;
  readonly maxRepairSize: number;
  readonly maxDepth: number;
  readonly allowTruncated: boolean;
  /** The extractors whose candidates may hold calls (default: whole, fence(), tag(), balanced). */
  readonly extractors?: readonly Extractor[];
  /** The call formats, in order (default: `defaultFormats`). */
  readonly formats?: readonly unknown[];
}

/**
 * A call plainly attempted that cannot run: cut off by the end of the answer. Alone in an answer (or with
 * calls to undeclared tools) it means "no call was made", kept in `attempted`; beside a call it fails the answer.
 */
export interface BrokenItem {
  readonly kind: "broken";
  readonly error: Failure;
}

/** One entry of an answer as read: a call, a final answer, or a broken call. */
export type AnswerItem = RawItem | BrokenItem;

/** The entries of an answer, in order, and the extract and repair steps that found them. */
export interface AnswerRead {
  readonly items: readonly AnswerItem[];
  readonly steps: readonly Step[];
}

/** A candidate's text repaired to a value (truncation accepted here, judged by the caller), with its steps. */
export function repaired(candidate: Candidate, index: number, options: ReadOptions): Outcome<unknown> & { readonly truncated: boolean } {
  const outcome = repair(candidate.text, {
    allowTruncated: true,
    maxSize: options.maxSize,
    maxRepairSize: options.maxRepairSize,
    maxDepth: options.maxDepth,
    candidate: index,
  });
  const steps = [extractStep(candidate, index), ...outcome.steps];
  const truncated = outcome.steps.some((step) => step.stage === "repair" && step.kind === "truncated");
  return outcome.ok ? { ...success(outcome.value, steps), truncated } : { ...failure(outcome.error, steps), truncated };
}

/** One level of JSON written inside a JSON string: `"{\"name\": \"click\", …}"`. */
export function decodeNested(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return value;
  try {
    const decoded = JSON.parse(trimmed) as unknown;
    // A key written twice (JSON.parse keeps the last) stays the string it is: the string's own reading judges it.
    return repeatsKeys(trimmed, decoded) ? value : decoded;
  } catch {
    return value;
  }
}

/** Where a value is read, with the call limit. */
export function context(candidate: number, tagged: boolean, options: ReadOptions): ReadContext {
  return { candidate, tagged, maxCalls: options.maxCalls };
}

/** The entries, unless there are more than `maxCalls`. */
export function counted(read: readonly AnswerItem[] | TooMany, steps: readonly Step[], options: ReadOptions, text: string | undefined): Outcome<AnswerRead> {
  if ("tooMany" in read) return tooMany(read.tooMany, options, text);
  if (read.length > options.maxCalls) return tooMany(read.length, options, text);
  return success({ items: read, steps });
}

/** The `too-large` failure for too many calls. */
export function tooMany(count: number, options: ReadOptions, text: string | undefined, atLeast = false): Outcome<AnswerRead> {
  const message = tooManyCallsMessage(count, options.maxCalls, atLeast);
  return failure({ code: "too-large", stage: "tool", message, ...(text === undefined ? {} : { text }) });
}

/** The `truncated` failure for a call cut off at the end. */
export function truncated(value: unknown, steps: readonly Step[], text: string): Outcome<AnswerRead> {
  return failure({ code: "truncated", stage: "repair", message: truncatedCallMessage(), text, value }, steps);
}

/** A call cut off at the end, as a broken entry. */
export function truncatedItem(value: unknown, text: string, message = truncatedCallMessage()): BrokenItem {
  return { kind: "broken", error: { code: "truncated", stage: "repair", message, issues: [], text, value } };
}

/** Whether nothing but white space follows `end`: a call cut off there was cut by the end of the answer. */
export function atEnd(text: string, end: number): boolean {
  for (let at = end; at < text.length; at++) if (!/\s/.test(text[at] as string)) return false;
  return true;
}

/** The failure for an answer with no call: `no-json-found`, or `unknown-tool` when it held JSON. */
export function noCall(found: "json" | "no-json", tools: readonly string[], text: string | undefined, value: unknown): Outcome<AnswerRead> {
  const code = found === "json" ? "unknown-tool" : "no-json-found";
  const stage = found === "json" ? "tool" : "extract";
  // Marked as the failure of an answer with no call-like text: `noCall: "content"` reads that, not the message.
  const error = {
    code,
    stage,
    message: noToolCallMessage(found, tools),
    noCall: true,
    ...(text === undefined ? {} : { text }),
    ...(value === undefined ? {} : { value }),
  } as const;
  return failure(error);
}
