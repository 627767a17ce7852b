import { toParser, type SchemaOrParser, type ValueOf } from "../../client/schema-source.js";
import { failure, success } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import { drainStream, streamFailedMessage } from "../../client/drain-stream.js";
import type { ToolCallOf, ToolOutcome, Toolset } from "../../tools/index.js";
import { parseAnswerTextAsync, parseAnswerToolsAsync } from "./parse-answer.js";
import { createStreamCollector, MAX_STREAM_CALLS, type StreamCollector } from "./stream.js";
import type { OpenAIAnswer, OpenAIChunkLike } from "./types.js";

/** Options of the stream readers. */
export interface StreamOptions {
  /** Which choice to follow (default 0). */
  readonly choice?: number;
  /** Sees each chunk and the collector after it, to show progress (`collector.answer().message.content`). */
  readonly onChunk?: (chunk: OpenAIChunkLike, collector: StreamCollector) => void;
}

export { streamFailedMessage };

/**
 * Reads a whole streamed chat completion (`create({ stream: true })`, any async iterable of chunks)
 * into one answer. A stream that throws fails with `call-failed`; never rejects.
 */
export async function collectStream(stream: AsyncIterable<OpenAIChunkLike>, options: StreamOptions = {}): Promise<Outcome<OpenAIAnswer>> {
  const drained = await drainStream(stream, createStreamCollector(options.choice === undefined ? {} : { choice: options.choice }), options.onChunk);
  if (!drained.ok) return drained;
  const collector = drained.value;
  if (collector.overflow()) {
    return failure({ code: "too-large", stage: "extract", message: `The stream opened more than ${MAX_STREAM_CALLS} tool calls.` });
  }
  return success(collector.answer());
}

/**
 * A streamed answer's text through salvage once the stream ends: `truncated` when it stopped at the
 * token limit, `call-failed` when the stream broke off. Never rejects.
 * @example
 * const stream = await openai.chat.completions.create({ model, messages, stream: true });
 * const outcome = await parseStream(Click, stream);
 */
export async function parseStream<P extends SchemaOrParser>(
  schema: P,
  stream: AsyncIterable<OpenAIChunkLike>,
  options: StreamOptions = {},
): Promise<Outcome<ValueOf<P>>> {
  const answer = await collectStream(stream, options);
  return answer.ok ? parseAnswerTextAsync(toParser(schema), answer.value) : answer;
}

/** A streamed answer's tool calls (their `arguments` joined by index) through a toolset. Never rejects. */
export async function parseStreamToolCalls<Defs>(
  tools: Toolset<Defs>,
  stream: AsyncIterable<OpenAIChunkLike>,
  options: StreamOptions = {},
): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  const answer = await collectStream(stream, options);
  return answer.ok ? parseAnswerToolsAsync(tools, answer.value) : answer;
}
