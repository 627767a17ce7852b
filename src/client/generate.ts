import { failure, success } from "../outcome/make.js";
import type { Failure } from "../outcome/types.js";
import type { SalvageOptions } from "../parse/options.js";
import { salvage, type Parser } from "../salvage/salvage.js";
import { noGuidanceMessage, unguidedVendor } from "../schema/index.js";
import { errorText } from "../schema/json-utils.js";
import { formatInstructions } from "./instructions.js";
import { isAborted, raceAbort } from "./abort.js";
import { readOptions, unreadableOptionsMessage, type ReadOptions } from "../outcome/read-options.js";
import { aborted, argumentFailure, finish, readAnswer, record } from "./attempts.js";
import { callFailedMessage, notTextAnswerMessage } from "./messages.js";
import { reaskPrompt } from "./reask.js";
import { isParser, type SchemaOrParser, type ValueOf } from "./schema-source.js";
import { markTruncated } from "./truncation.js";
import type { AttemptRecord, CallFunction, ChatMessage, GenerateOutcome } from "./types.js";

/** Most attempts `generate` accepts: a loop that long is a bug, not a retry policy. */
export const MAX_ATTEMPTS = 100;

/** What `generate` needs: a schema, a client, the conversation, and how hard to try. */
export interface GenerateOptions<S extends SchemaOrParser> {
  /** The schema (zod, valibot, any Standard Schema, a JSON Schema), or a parser built by `salvage()` (then `options` is not used). */
  readonly schema: S;
  /** Any client: messages in, the model's text (or `{ text, truncated }`) out. */
  readonly call: CallFunction;
  /** The conversation so far; or give `prompt`, which becomes one user message after these. */
  readonly messages?: readonly ChatMessage[];
  readonly prompt?: string;
  /** Calls made at most, the first included (default 3). */
  readonly attempts?: number;
  /**
   * Format instructions added to the system message (default `true`: built by `formatInstructions`;
   * a string is used as it is; `false` adds none, for providers with native structured output).
   */
  readonly instructions?: boolean | string;
  /** Stops the loop: no call after it fires, the pending call is abandoned, the outcome fails with `aborted`. */
  readonly signal?: AbortSignal;
  /** Options of the parser (rules, aliases, validators, limits). */
  readonly options?: SalvageOptions;
  /** Re-ask after a truncated answer too (default `false`: a truncated answer ends the loop, so the caller can raise the token limit). */
  readonly reaskTruncated?: boolean;
  /** Retry a call that rejected, as the next attempt (default `false`: clients retry network errors themselves, and a 401 stays a 401). */
  readonly retryFailedCalls?: boolean;
  /** Builds the re-ask message (default `reaskPrompt` with the schema's JSON Schema). */
  readonly reask?: (failure: Failure, context: { readonly attempt: number; readonly text: string }) => string;
}

// Failures another answer cannot fix: the schema itself is broken.
const FINAL: ReadonlySet<Failure["code"]> = new Set(["invalid-schema", "aborted", "call-failed"]);

/**
 * Asks the model, parses its answer with salvage, and re-asks with a message built from the typed
 * failure until an answer validates or the attempts run out. Never rejects.
 * @example
 * const result = await generate({ schema: Click, prompt: "Click the OK button.", call: async (messages) => askMyModel(messages) });
 * if (result.ok) result.value.selector; else result.error.code;
 */
export async function generate<S extends SchemaOrParser>(given: GenerateOptions<S>): Promise<GenerateOutcome<ValueOf<S>>> {
  type T = ValueOf<S>;
  // The request is read once, defensively (`null`, getters, proxies): what cannot be read is a typed failure.
  const read = readRequest(given);
  if (!read.ok) return argumentFailure<T>(read.message, []);
  const request = read.value;
  const maxAttempts = request.attempts ?? 3;
  const start = initialMessages(request);
  if (typeof request.call !== "function") return argumentFailure<T>("call must be a function.", start);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_ATTEMPTS) {
    return argumentFailure<T>(`attempts must be an integer from 1 to ${MAX_ATTEMPTS}, got ${String(maxAttempts)}.`, start);
  }
  if (start.length === 0) return argumentFailure<T>("give messages or a prompt.", start);

  const parser: Parser<T> = isParser(request.schema) ? (request.schema as Parser<T>) : (salvage(request.schema, request.options ?? {}) as Parser<T>);
  if (parser.jsonSchema === undefined) return finish(parser.parse(""), [], start);
  // Instructions with no schema in them would ask for "a JSON value" of any shape: say what gives the schema instead.
  const unguided = isParser(request.schema) || request.options?.jsonSchema !== undefined ? undefined : unguidedVendor(request.schema);
  if (request.instructions === undefined || request.instructions === true) {
    if (unguided !== undefined) return finish<T>(failure({ code: "invalid-schema", stage: "validate", message: noGuidanceMessage(unguided) }), [], start);
  }
  let messages = start;
  if (request.instructions !== false) {
    const text = typeof request.instructions === "string" ? success<string>(request.instructions) : formatInstructions(parser);
    if (!text.ok) return finish<T>(text, [], start);
    messages = withInstructions(start, text.value);
  }

  const records: AttemptRecord<T>[] = [];
  const signal = request.signal;
  for (let attempt = 1; ; attempt++) {
    if (isAborted(signal)) return finish(aborted<T>(attempt), records, messages);
    let answer: unknown;
    try {
      answer = await raceAbort(Promise.resolve(request.call(messages, { attempt, signal })), signal);
    } catch (error) {
      if (isAborted(signal)) return finish(record(records, attempt, aborted<T>(attempt)), records, messages);
      const failed = failure<T>({ code: "call-failed", stage: "client", message: callFailedMessage(attempt, errorText(error)) });
      record(records, attempt, failed);
      if (request.retryFailedCalls === true && attempt < maxAttempts) continue;
      return finish(failed, records, messages);
    }
    const read = readAnswer(answer);
    if (read === undefined) {
      const failed = failure<T>({ code: "call-failed", stage: "client", message: notTextAnswerMessage(attempt, answer) });
      return finish(record(records, attempt, failed), records, messages);
    }
    const parsed = markTruncated(await parser.parseAsync(read.text), read.truncated);
    record(records, attempt, parsed, read);
    const conversation: readonly ChatMessage[] = [...messages, { role: "assistant", content: read.text }];
    if (parsed.ok) return finish(parsed, records, conversation);
    if (isAborted(signal)) return finish(aborted<T>(attempt), records, conversation);
    const code = parsed.error.code;
    if (FINAL.has(code) || (code === "truncated" && request.reaskTruncated !== true) || attempt >= maxAttempts) {
      return finish(parsed, records, conversation);
    }
    let reask: string;
    try {
      reask = request.reask?.(parsed.error, { attempt, text: read.text }) ?? reaskPrompt(parsed.error, { jsonSchema: parser.jsonSchema });
    } catch (error) {
      // A throwing re-ask builder is the caller's bug: stop with it named rather than reject.
      return finish(failure<T>({ code: "call-failed", stage: "client", message: `The reask builder threw: ${errorText(error)}` }), records, conversation);
    }
    messages = [...conversation, { role: "user", content: reask }];
  }
}

/** The request and its messages read once into plain objects (`{ role, content }` each). */
function readRequest<S extends SchemaOrParser>(given: GenerateOptions<S>): ReadOptions<GenerateOptions<S>> {
  const read = readOptions(given, "request");
  if (!read.ok || !Array.isArray(read.value.messages)) return read;
  try {
    const messages = read.value.messages.map((message: ChatMessage) => ({ role: message.role, content: message.content }));
    return { ok: true, value: { ...read.value, messages } };
  } catch (error) {
    return { ok: false, message: unreadableOptionsMessage("request's messages", error) };
  }
}

function initialMessages(request: GenerateOptions<SchemaOrParser>): readonly ChatMessage[] {
  const messages = Array.isArray(request.messages) ? request.messages : [];
  return typeof request.prompt === "string" ? [...messages, { role: "user", content: request.prompt }] : messages;
}

/** The instructions join the first system message, or open the conversation as one. */
function withInstructions(messages: readonly ChatMessage[], instructions: string): readonly ChatMessage[] {
  const first = messages[0];
  if (first?.role === "system") return [{ role: "system", content: `${first.content}\n\n${instructions}` }, ...messages.slice(1)];
  return [{ role: "system", content: instructions }, ...messages];
}
