import type { CallAnswer, CallFunction } from "../../client/types.js";
import { refusalMessage } from "./parse-answer.js";
import { readCompletion } from "./read.js";
import { collectStream } from "./stream-parse.js";
import type { OpenAIAnswer, OpenAIChunkLike } from "./types.js";

/** The part of an OpenAI client `openaiCall` uses: `chat.completions.create` (openai 4–6, or a compatible client). */
export interface OpenAIClientLike {
  readonly chat: { readonly completions: { create(body: never, options?: never): PromiseLike<unknown> } };
}

/** How `openaiCall` talks to the model. */
export interface OpenAICallOptions {
  readonly client: OpenAIClientLike;
  readonly model: string;
  /** More request parameters: `temperature`, `max_completion_tokens`, `response_format`, `tools`, … */
  readonly params?: Readonly<Record<string, unknown>>;
  /** Stream the answer and join it (`stream: true`): the same result, without a long idle connection. */
  readonly stream?: boolean;
  /**
   * Read the answer from this tool's call arguments instead of the text (structured output through a
   * forced tool call: pass `tools` and `tool_choice` in `params`).
   */
  readonly answerTool?: string;
}

/** The message of the error a call throws when the answer holds no call of `answerTool`. */
export function noAnswerToolMessage(name: string): string {
  return `The model did not call the tool "${name}" that carries the answer.`;
}

/**
 * A `call` for `generate` from an OpenAI client: sends the messages to `chat.completions.create` with the
 * signal, and answers with the text and whether it stopped at the token limit. A refusal rejects (it is
 * not a format error to re-ask).
 * @example
 * const result = await generate({ schema: Click, prompt: "Click OK.", call: openaiCall({ client: new OpenAI(), model: "gpt-4o-mini" }) });
 */
export function openaiCall(options: OpenAICallOptions): CallFunction {
  const completions = options.client.chat.completions as unknown as {
    create(body: Record<string, unknown>, requestOptions: { signal?: AbortSignal }): PromiseLike<unknown>;
  };
  return async (messages, context) => {
    const body = { ...options.params, model: options.model, messages: messages.map(({ role, content }) => ({ role, content })) };
    const requestOptions = context.signal === undefined ? {} : { signal: context.signal };
    let answer: OpenAIAnswer;
    if (options.stream === true) {
      const stream = (await completions.create({ ...body, stream: true }, requestOptions)) as AsyncIterable<OpenAIChunkLike>;
      const collected = await collectStream(stream);
      if (!collected.ok) throw new Error(collected.error.message);
      answer = collected.value;
    } else {
      const read = readCompletion(await completions.create(body, requestOptions));
      if (!read.ok) throw new Error(read.error.message);
      answer = read.value;
    }
    return answerText(answer, options.answerTool);
  };
}

function answerText(answer: OpenAIAnswer, answerTool: string | undefined): CallAnswer {
  const { content, refusal, tool_calls: calls } = answer.message;
  if (refusal !== undefined) throw new Error(refusalMessage(refusal));
  if (answerTool === undefined) return { text: content ?? "", truncated: answer.truncated };
  const call = calls?.find((entry) => entry.function.name === answerTool);
  if (call === undefined) {
    // Nothing to parse: the text (if any) goes to the parser, which re-asks with what it found.
    if (content !== null && content.trim() !== "") return { text: content, truncated: answer.truncated };
    throw new Error(noAnswerToolMessage(answerTool));
  }
  return { text: call.function.arguments, truncated: answer.truncated };
}
