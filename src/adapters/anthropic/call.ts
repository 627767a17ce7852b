import type { CallAnswer, CallFunction, ChatMessage } from "../../client/types.js";
import { refusalMessage } from "./parse-answer.js";
import { readMessage } from "./read.js";
import { collectStream } from "./stream-parse.js";
import type { AnthropicAnswer, AnthropicEventLike } from "./types.js";

/** The part of an Anthropic client `anthropicCall` uses: `messages.create`. */
export interface AnthropicClientLike {
  readonly messages: { create(body: never, options?: never): PromiseLike<unknown> };
}

/** How `anthropicCall` talks to the model. */
export interface AnthropicCallOptions {
  readonly client: AnthropicClientLike;
  readonly model: string;
  /** `max_tokens`, which the Messages API requires (default 1024). */
  readonly maxTokens?: number;
  /** More request parameters: `temperature`, `tools`, `tool_choice`, … */
  readonly params?: Readonly<Record<string, unknown>>;
  /** Stream the answer and join it (`stream: true`). */
  readonly stream?: boolean;
  /**
   * Start the assistant's answer with this text (`"{"` holds the model to JSON from its first character);
   * the answer handed to the parser begins with it.
   */
  readonly prefill?: string;
  /** Read the answer from this tool's `tool_use` input instead of the text (a forced tool: pass `tools` and `tool_choice` in `params`). */
  readonly answerTool?: string;
}

/** The message of the error a call throws when the answer holds no `tool_use` of `answerTool`. */
export function noAnswerToolMessage(name: string): string {
  return `The model did not use the tool "${name}" that carries the answer.`;
}

/**
 * A `call` for `generate` from an Anthropic client: system messages become the `system` parameter, the
 * rest go to `messages.create` with the signal; it answers with the text and whether it stopped at
 * `max_tokens`. A refusal rejects (it is not a format error to re-ask).
 * @example
 * const result = await generate({ schema: Click, prompt: "Click OK.", call: anthropicCall({ client: new Anthropic(), model: "claude-sonnet-5-5" }) });
 */
export function anthropicCall(options: AnthropicCallOptions): CallFunction {
  const messagesApi = options.client.messages as unknown as {
    create(body: Record<string, unknown>, requestOptions: { signal?: AbortSignal }): PromiseLike<unknown>;
  };
  return async (messages, context) => {
    const body = { max_tokens: options.maxTokens ?? 1024, ...options.params, model: options.model, ...split(messages, options.prefill) };
    const requestOptions = context.signal === undefined ? {} : { signal: context.signal };
    let answer: AnthropicAnswer;
    if (options.stream === true) {
      const stream = (await messagesApi.create({ ...body, stream: true }, requestOptions)) as AsyncIterable<AnthropicEventLike>;
      const collected = await collectStream(stream);
      if (!collected.ok) throw new Error(collected.error.message);
      answer = collected.value;
    } else {
      const read = readMessage(await messagesApi.create(body, requestOptions));
      if (!read.ok) throw new Error(read.error.message);
      answer = read.value;
    }
    return answerText(answer, options);
  };
}

/** System messages into `system`; the conversation into `messages`, with the prefill as a last assistant turn. */
function split(messages: readonly ChatMessage[], prefill: string | undefined): Record<string, unknown> {
  const system = messages.filter((message) => message.role === "system").map((message) => message.content);
  const turns: { role: string; content: string }[] = messages
    .filter((message) => message.role !== "system")
    .map(({ role, content }) => ({ role, content }));
  if (prefill !== undefined && prefill !== "") turns.push({ role: "assistant", content: prefill });
  return system.length === 0 ? { messages: turns } : { system: system.join("\n\n"), messages: turns };
}

function answerText(answer: AnthropicAnswer, options: AnthropicCallOptions): CallAnswer {
  if (answer.stopReason === "refusal") throw new Error(refusalMessage(answer.text));
  if (options.answerTool !== undefined) {
    const use = answer.message.content.find((block) => block.type === "tool_use" && block.name === options.answerTool);
    if (use?.type === "tool_use") return { text: typeof use.input === "string" ? use.input : safeJson(use.input), truncated: answer.truncated };
    if (answer.text.trim() === "") throw new Error(noAnswerToolMessage(options.answerTool));
  }
  return { text: `${options.prefill ?? ""}${answer.text}`, truncated: answer.truncated };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}
