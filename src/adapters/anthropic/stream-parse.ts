import { toParser, type SchemaOrParser, type ValueOf } from "../../client/schema-source.js";
import { failure, success } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import { drainStream, streamFailedMessage } from "../../client/drain-stream.js";
import type { ToolCallOf, ToolOutcome, Toolset } from "../../tools/index.js";
import { parseAnswerTextAsync, parseAnswerToolsAsync } from "./parse-answer.js";
import { createStreamCollector, MAX_STREAM_BLOCKS, type StreamCollector } from "./stream.js";
import type { AnthropicAnswer, AnthropicEventLike } from "./types.js";

export { streamFailedMessage };

/** Options of the stream readers. */
export interface StreamOptions {
  /** Sees each event and the collector after it, to show progress (`collector.answer().text`). */
  readonly onEvent?: (event: AnthropicEventLike, collector: StreamCollector) => void;
}

/**
 * Reads a whole streamed message (`messages.create({ stream: true })`, any async iterable of events) into
 * one answer. A stream that throws or sends an `error` event fails with `call-failed`; never rejects.
 */
export async function collectStream(stream: AsyncIterable<AnthropicEventLike>, options: StreamOptions = {}): Promise<Outcome<AnthropicAnswer>> {
  const drained = await drainStream(stream, createStreamCollector(), options.onEvent);
  if (!drained.ok) return drained;
  const collector = drained.value;
  const error = collector.error();
  if (error !== undefined) return failure({ code: "call-failed", stage: "client", message: streamFailedMessage(error) });
  if (collector.overflow()) {
    return failure({ code: "too-large", stage: "extract", message: `The stream opened more than ${MAX_STREAM_BLOCKS} content blocks.` });
  }
  return success(collector.answer());
}

/**
 * A streamed message's text through salvage once the stream ends. Never rejects.
 * @example
 * const stream = await anthropic.messages.create({ model, max_tokens: 1024, messages, stream: true });
 * const outcome = await parseStream(Click, stream);
 */
export async function parseStream<P extends SchemaOrParser>(
  schema: P,
  stream: AsyncIterable<AnthropicEventLike>,
  options: StreamOptions = {},
): Promise<Outcome<ValueOf<P>>> {
  const answer = await collectStream(stream, options);
  return answer.ok ? parseAnswerTextAsync(toParser(schema), answer.value) : answer;
}

/** A streamed message's `tool_use` blocks (their `partial_json` joined) through a toolset. Never rejects. */
export async function parseStreamToolUse<Defs>(
  tools: Toolset<Defs>,
  stream: AsyncIterable<AnthropicEventLike>,
  options: StreamOptions = {},
): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  const answer = await collectStream(stream, options);
  return answer.ok ? parseAnswerToolsAsync(tools, answer.value) : answer;
}
