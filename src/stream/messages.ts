import { formatPath } from "../schema/messages.js";
import type { EarlyMismatch } from "./early-failure.js";

const MAX_SHOWN = 80;

export function earlyMismatchMessage(mismatch: EarlyMismatch): string {
  let shown = JSON.stringify(mismatch.value) ?? String(mismatch.value);
  if (shown.length > MAX_SHOWN) shown = `${shown.slice(0, MAX_SHOWN)}…`;
  return `Stopped early: ${formatPath(mismatch.path)} is ${shown}, which can never be ${mismatch.expected}.`;
}

export function streamTooLargeMessage(max: number): string {
  return `The stream passed ${max} characters, the most this parser reads (maxSize); it was stopped there.`;
}

export function sourceFailedMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `The stream failed before it ended: ${reason}`;
}

export function notStreamMessage(source: unknown): string {
  const kind = source === null ? "null" : typeof source;
  return `stream() reads an AsyncIterable, an Iterable or a ReadableStream of text chunks; it was given ${kind}.`;
}

export const streamAbortedMessage = "The stream was aborted before it ended.";
