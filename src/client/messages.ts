/** The message of an `aborted` failure. */
export function abortedMessage(attempt: number): string {
  return `Aborted by the signal during attempt ${attempt}; no further call was made.`;
}

/** The message of a `call-failed` failure for a call that rejected. */
export function callFailedMessage(attempt: number, error: string): string {
  return `The call on attempt ${attempt} failed: ${error}`;
}

/** The message of a `call-failed` failure for a call that answered with something other than text. */
export function notTextAnswerMessage(attempt: number, answer: unknown): string {
  let kind: string = typeof answer;
  try {
    kind = answer === null ? "null" : Array.isArray(answer) ? "an array" : typeof answer;
  } catch {
    // a revoked proxy: `typeof` says enough
  }
  return `The call on attempt ${attempt} answered with ${kind}, not the model's text (a string or { text }).`;
}

/** The message of a `truncated` failure when the client said the answer stopped at the token limit. */
export function tokenLimitMessage(reason: string): string {
  return `The answer stopped at the token limit before a valid value was complete (raise the limit, or ask for less): ${reason}`;
}

/** The message of a `call-failed` failure for arguments `generate` cannot work with; no call was made. */
export function badArgumentsMessage(reason: string): string {
  return `No call was made: ${reason}`;
}
