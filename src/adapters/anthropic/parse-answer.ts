import { markTruncated } from "../../client/truncation.js";
import { failure } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import type { Parser } from "../../salvage/salvage.js";
import type { ToolCallOf, ToolOutcome, Toolset } from "../../tools/index.js";
import type { AnthropicAnswer } from "./types.js";

/** The message of a failure for an answer the model refused (`stop_reason: "refusal"`). */
export function refusalMessage(text: string): string {
  return text.trim() === "" ? "The model refused to answer." : `The model refused to answer: ${text.trim()}`;
}

/** The message of a failure for an answer that holds tool calls where text was expected. */
export function toolUseInsteadMessage(count: number): string {
  return `The model answered with ${count} tool_use ${count === 1 ? "block" : "blocks"} and no text; read them with parseToolUse.`;
}

/** An answer's text through the parser; a refusal, or tool calls with no text, fail clearly. */
export function parseAnswerText<T>(parser: Parser<T>, answer: AnthropicAnswer): Outcome<T> {
  return textProblem<T>(answer) ?? markTruncated(parser.parse(answer.text), answer.truncated);
}

/** The same, awaiting asynchronous schema checks. */
export async function parseAnswerTextAsync<T>(parser: Parser<T>, answer: AnthropicAnswer): Promise<Outcome<T>> {
  return textProblem<T>(answer) ?? markTruncated(await parser.parseAsync(answer.text), answer.truncated);
}

/** An answer's `tool_use` blocks (or its text as the final answer) through the toolset. */
export function parseAnswerTools<Defs>(tools: Toolset<Defs>, answer: AnthropicAnswer): ToolOutcome<readonly ToolCallOf<Defs>[]> {
  if (answer.stopReason === "refusal") return refused(answer.text);
  return markTruncated(tools.parseValue(answer.message), answer.truncated);
}

/** The same, awaiting asynchronous schema checks and error hooks. */
export async function parseAnswerToolsAsync<Defs>(tools: Toolset<Defs>, answer: AnthropicAnswer): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  if (answer.stopReason === "refusal") return refused(answer.text);
  return markTruncated(await tools.parseValueAsync(answer.message), answer.truncated);
}

function textProblem<T>(answer: AnthropicAnswer): Outcome<T> | undefined {
  if (answer.stopReason === "refusal") return refused(answer.text);
  const uses = answer.message.content.filter((block) => block.type === "tool_use").length;
  if (answer.text.trim() === "" && uses > 0) return failure({ code: "no-json-found", stage: "extract", message: toolUseInsteadMessage(uses) });
  return undefined;
}

function refused<T>(text: string): Outcome<T> {
  return failure({ code: "no-json-found", stage: "extract", message: refusalMessage(text) });
}
