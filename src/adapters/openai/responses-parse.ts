import { toParser, type SchemaOrParser, type ValueOf } from "../../client/schema-source.js";
import { failure, success } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import { drainStream } from "../../client/drain-stream.js";
import type { ToolCallOf, ToolOutcome, Toolset } from "../../tools/index.js";
import { parseAnswerText, parseAnswerTextAsync, parseAnswerTools, parseAnswerToolsAsync } from "./parse-answer.js";
import { readResponse, responseFailedMessage, type OpenAIResponseLike } from "./responses.js";
import { createResponseStreamCollector, MAX_RESPONSE_ITEMS, type ResponseStreamCollector } from "./responses-stream.js";
import type { OpenAIAnswer } from "./types.js";

/**
 * The text of a Responses API response (its `output_text` parts) through salvage: a typed value, or a
 * typed failure (`truncated` at `max_output_tokens`, a refusal or a calls-only answer as `no-json-found`).
 * @example
 * const response = await openai.responses.create({ model, input });
 * const outcome = parseResponse(Click, response); // Outcome<{ selector: string }>
 */
export function parseResponse<P extends SchemaOrParser>(schema: P, response: OpenAIResponseLike): Outcome<ValueOf<P>> {
  const answer = readResponse(response);
  return answer.ok ? parseAnswerText(toParser(schema), answer.value) : answer;
}

/** `parseResponse` for schemas with asynchronous checks. */
export async function parseResponseAsync<P extends SchemaOrParser>(schema: P, response: OpenAIResponseLike): Promise<Outcome<ValueOf<P>>> {
  const answer = readResponse(response);
  return answer.ok ? parseAnswerTextAsync(toParser(schema), answer.value) : answer;
}

/**
 * The `function_call` items of a response through a toolset: calls typed by tool name, inputs repaired
 * by each tool's rules, `id` the item's `call_id` (the text is the final answer when there is no call).
 */
export function parseResponseToolCalls<Defs>(tools: Toolset<Defs>, response: OpenAIResponseLike): ToolOutcome<readonly ToolCallOf<Defs>[]> {
  const answer = readResponse(response);
  return answer.ok ? parseAnswerTools(tools, answer.value) : answer;
}

/** `parseResponseToolCalls` for tools with asynchronous checks or error hooks. */
export async function parseResponseToolCallsAsync<Defs>(tools: Toolset<Defs>, response: OpenAIResponseLike): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  const answer = readResponse(response);
  return answer.ok ? parseAnswerToolsAsync(tools, answer.value) : answer;
}

/** Options of the response stream readers. */
export interface ResponseStreamOptions {
  /** Sees each event and the collector after it, to show progress. */
  readonly onEvent?: (event: unknown, collector: ResponseStreamCollector) => void;
}

/**
 * Reads a whole streamed response (`responses.create({ stream: true })`, any async iterable of events) into
 * one answer. A stream that throws, or reports `response.failed` or `error`, fails with `call-failed`.
 */
export async function collectResponseStream(stream: AsyncIterable<unknown>, options: ResponseStreamOptions = {}): Promise<Outcome<OpenAIAnswer>> {
  const drained = await drainStream(stream, createResponseStreamCollector(), options.onEvent);
  if (!drained.ok) return drained;
  const collector = drained.value;
  const failed = collector.failure();
  if (failed !== undefined) return failure({ code: "call-failed", stage: "client", message: responseFailedMessage(failed) });
  if (collector.overflow()) return failure({ code: "too-large", stage: "extract", message: `The stream opened more than ${MAX_RESPONSE_ITEMS} output items.` });
  return success(collector.answer());
}

/** A streamed response's text through salvage once the stream ends. Never rejects. */
export async function parseResponseStream<P extends SchemaOrParser>(
  schema: P,
  stream: AsyncIterable<unknown>,
  options: ResponseStreamOptions = {},
): Promise<Outcome<ValueOf<P>>> {
  const answer = await collectResponseStream(stream, options);
  return answer.ok ? parseAnswerTextAsync(toParser(schema), answer.value) : answer;
}

/** A streamed response's `function_call` items (arguments joined from their deltas) through a toolset. Never rejects. */
export async function parseResponseStreamToolCalls<Defs>(
  tools: Toolset<Defs>,
  stream: AsyncIterable<unknown>,
  options: ResponseStreamOptions = {},
): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  const answer = await collectResponseStream(stream, options);
  return answer.ok ? parseAnswerToolsAsync(tools, answer.value) : answer;
}
