import { failure } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { abortedMessage, badArgumentsMessage } from "./messages.js";
import type { AttemptRecord, AttemptStep, ChatMessage, GenerateOutcome } from "./types.js";

/** The client's answer as text and a truncation flag; `undefined` for anything that is not text. */
export function readAnswer(answer: unknown): { readonly text: string; readonly truncated: boolean } | undefined {
  if (typeof answer === "string") return { text: answer, truncated: false };
  if (typeof answer !== "object" || answer === null) return undefined;
  // Each field read once: a getter or proxy that throws makes the answer unreadable, never a rejection.
  try {
    const text: unknown = (answer as { text?: unknown }).text;
    if (typeof text !== "string") return undefined;
    const truncated: unknown = (answer as { truncated?: unknown }).truncated;
    return { text, truncated: truncated === true };
  } catch {
    return undefined;
  }
}

/** Records an attempt and hands its outcome on. */
export function record<T>(
  records: AttemptRecord<T>[],
  attempt: number,
  outcome: Outcome<T>,
  answer?: { readonly text: string; readonly truncated: boolean },
): Outcome<T> {
  records.push({
    attempt,
    outcome,
    ...(answer === undefined ? {} : { text: answer.text, ...(answer.truncated ? { truncated: true } : {}) }),
  });
  return outcome;
}

/** The failure of a loop the signal stopped. */
export function aborted<T>(attempt: number): Outcome<T> {
  return failure({ code: "aborted", stage: "client", message: abortedMessage(attempt) });
}

/** The failure for arguments `generate` cannot work with, before any call. */
export function argumentFailure<T>(reason: string, messages: readonly ChatMessage[]): GenerateOutcome<T> {
  return finish(failure<T>({ code: "call-failed", stage: "client", message: badArgumentsMessage(reason) }), [], messages);
}

/** The final outcome: the last outcome's value or error, with the steps of every attempt. */
export function finish<T>(last: Outcome<T>, records: readonly AttemptRecord<T>[], messages: readonly ChatMessage[]): GenerateOutcome<T> {
  const steps: AttemptStep[] = [];
  for (const entry of records) for (const step of entry.outcome.steps) steps.push({ ...step, attempt: entry.attempt });
  const extras = { attempts: records, messages };
  return last.ok ? { ok: true, value: last.value, steps, ...extras } : { ok: false, error: last.error, steps, ...extras };
}

