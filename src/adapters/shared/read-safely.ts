import { failure } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import { errorText } from "../../schema/json-utils.js";

/**
 * The message of a `no-json-found` failure for a client's answer that threw while it was read (a getter, a proxy).
 * @example unreadableAnswerMessage("OpenAI chat completion", new Error("boom")) // "Reading the OpenAI chat completion failed: boom."
 */
export function unreadableAnswerMessage(what: string, error: unknown): string {
  const said = errorText(error);
  return `Reading the ${what} failed: ${said.length > 200 ? `${said.slice(0, 200)}…` : said}.`;
}

/**
 * Runs an adapter's reader of a client's answer, which reads every field it needs once into a plain answer: a getter
 * or proxy that throws on the way makes a `no-json-found` failure, never a throw.
 */
export function readSafely<T>(what: string, read: () => Outcome<T>): Outcome<T> {
  try {
    return read();
  } catch (error) {
    return failure({ code: "no-json-found", stage: "extract", message: unreadableAnswerMessage(what, error) });
  }
}
