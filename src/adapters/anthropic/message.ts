import { toParser, type SchemaOrParser, type ValueOf } from "../../client/schema-source.js";
import type { Outcome } from "../../outcome/types.js";
import type { ToolCallOf, ToolOutcome, Toolset } from "../../tools/index.js";
import { parseAnswerText, parseAnswerTextAsync, parseAnswerTools, parseAnswerToolsAsync } from "./parse-answer.js";
import { readMessage } from "./read.js";
import type { AnthropicMessageLike } from "./types.js";

/**
 * The text of an Anthropic message through salvage: a typed value, or a typed failure (`truncated` at
 * `stop_reason: "max_tokens"`, a refusal or a tool-use-only answer as `no-json-found`). Never throws.
 * @example
 * const message = await anthropic.messages.create({ model, max_tokens: 1024, messages });
 * const outcome = parseMessage(Click, message); // Outcome<{ selector: string }>
 */
export function parseMessage<P extends SchemaOrParser>(schema: P, message: AnthropicMessageLike): Outcome<ValueOf<P>> {
  const answer = readMessage(message);
  return answer.ok ? parseAnswerText(toParser(schema), answer.value) : answer;
}

/** `parseMessage` for schemas with asynchronous checks. */
export async function parseMessageAsync<P extends SchemaOrParser>(schema: P, message: AnthropicMessageLike): Promise<Outcome<ValueOf<P>>> {
  const answer = readMessage(message);
  return answer.ok ? parseAnswerTextAsync(toParser(schema), answer.value) : answer;
}

/**
 * The `tool_use` blocks of a message through a toolset: calls typed by tool name, inputs repaired by each
 * tool's rules (the text is the final answer when there is no call). Never throws.
 * @example
 * const outcome = parseToolUse(tools, message);
 * if (outcome.ok) for (const call of outcome.value) if (call.tool === "click") click(call.input.selector);
 */
export function parseToolUse<Defs>(tools: Toolset<Defs>, message: AnthropicMessageLike): ToolOutcome<readonly ToolCallOf<Defs>[]> {
  const answer = readMessage(message);
  return answer.ok ? parseAnswerTools(tools, answer.value) : answer;
}

/** `parseToolUse` for tools with asynchronous checks or error hooks. */
export async function parseToolUseAsync<Defs>(tools: Toolset<Defs>, message: AnthropicMessageLike): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  const answer = readMessage(message);
  return answer.ok ? parseAnswerToolsAsync(tools, answer.value) : answer;
}
