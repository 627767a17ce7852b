import type { Outcome } from "../../outcome/types.js";
import { toParser, type SchemaOrParser, type ValueOf } from "../../client/schema-source.js";
import type { ToolCallOf, ToolOutcome, Toolset } from "../../tools/index.js";
import { parseAnswerText, parseAnswerTextAsync, parseAnswerTools, parseAnswerToolsAsync } from "./parse-answer.js";
import { readCompletion } from "./read.js";
import type { OpenAICompletionLike } from "./types.js";

/** Which choice of a completion to read (default 0). */
export interface ChoiceOptions {
  readonly choice?: number;
}

/**
 * The text of a chat completion through salvage: a typed value, or a typed failure (`truncated` when
 * `finish_reason` is `"length"`, a refusal or a tool-calls-only answer as `no-json-found`). Never throws.
 * @example
 * const completion = await openai.chat.completions.create({ model, messages });
 * const outcome = parseCompletion(Click, completion); // Outcome<{ selector: string }>
 */
export function parseCompletion<P extends SchemaOrParser>(schema: P, completion: OpenAICompletionLike, options: ChoiceOptions = {}): Outcome<ValueOf<P>> {
  const answer = readCompletion(completion, options.choice);
  return answer.ok ? parseAnswerText(toParser(schema), answer.value) : answer;
}

/** `parseCompletion` for schemas with asynchronous checks. */
export async function parseCompletionAsync<P extends SchemaOrParser>(
  schema: P,
  completion: OpenAICompletionLike,
  options: ChoiceOptions = {},
): Promise<Outcome<ValueOf<P>>> {
  const answer = readCompletion(completion, options.choice);
  return answer.ok ? parseAnswerTextAsync(toParser(schema), answer.value) : answer;
}

/**
 * The `tool_calls` of a chat completion through a toolset: calls typed by tool name with their inputs
 * repaired by each tool's rules (the text is the final answer when there is no call). Never throws.
 * @example
 * const outcome = parseToolCalls(tools, completion);
 * if (outcome.ok) for (const call of outcome.value) if (call.tool === "click") click(call.input.selector);
 */
export function parseToolCalls<Defs>(tools: Toolset<Defs>, completion: OpenAICompletionLike, options: ChoiceOptions = {}): ToolOutcome<readonly ToolCallOf<Defs>[]> {
  const answer = readCompletion(completion, options.choice);
  return answer.ok ? parseAnswerTools(tools, answer.value) : answer;
}

/** `parseToolCalls` for tools with asynchronous checks or error hooks. */
export async function parseToolCallsAsync<Defs>(
  tools: Toolset<Defs>,
  completion: OpenAICompletionLike,
  options: ChoiceOptions = {},
): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  const answer = readCompletion(completion, options.choice);
  return answer.ok ? parseAnswerToolsAsync(tools, answer.value) : answer;
}
