import { failure, success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { errorText } from "../schema/json-utils.js";

/** The message of a `call-failed` failure for a stream that broke off. */
export function streamFailedMessage(error: string): string {
  return `The stream failed before it finished: ${error}`;
}

/**
 * Pushes every event of a client's stream into a collector, calling `onEvent` after each, and returns the
 * collector; a stream that throws is a `call-failed` failure. Never rejects. The adapters' stream readers
 * (OpenAI chat completions and responses, Anthropic messages) share it.
 */
export async function drainStream<E, C extends { push(event: E): void }>(
  stream: AsyncIterable<E>,
  collector: C,
  onEvent?: (event: E, collector: C) => void,
): Promise<Outcome<C>> {
  try {
    for await (const event of stream) {
      collector.push(event);
      onEvent?.(event, collector);
    }
  } catch (error) {
    return failure({ code: "call-failed", stage: "client", message: streamFailedMessage(errorText(error)) });
  }
  return success(collector);
}
