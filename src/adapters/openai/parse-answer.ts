import { markTruncated } from "../../client/truncation.js";
import { failure } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import type { Parser } from "../../salvage/salvage.js";
import type { ToolCallOf, ToolOutcome, Toolset } from "../../tools/index.js";
import type { OpenAIAnswer } from "./types.js";

/** The message of a failure for an answer the model refused. */
export function refusalMessage(refusal: string): string {
  return `The model refused to answer: ${refusal}`;
}

/** The message of a failure for an answer that holds tool calls where text was expected. */
export function toolCallsInsteadMessage(count: number): string {
  return `The model answered with ${count} tool ${count === 1 ? "call" : "calls"} and no text; read them with parseToolCalls.`;
}

/** An answer's text through the parser; a refusal, or tool calls with no text, fail clearly. */
export function parseAnswerText<T>(parser: Parser<T>, answer: OpenAIAnswer): Outcome<T> {
  const early = textProblem<T>(answer);
  return early ?? markTruncated(parser.parse(answer.message.content ?? ""), answer.truncated);
}

/** The same, awaiting asynchronous schema checks. */
export async function parseAnswerTextAsync<T>(parser: Parser<T>, answer: OpenAIAnswer): Promise<Outcome<T>> {
  const early = textProblem<T>(answer);
  return early ?? markTruncated(await parser.parseAsync(answer.message.content ?? ""), answer.truncated);
}

/** An answer's tool calls (or its text as the final answer) through the toolset. */
export function parseAnswerTools<Defs>(tools: Toolset<Defs>, answer: OpenAIAnswer): ToolOutcome<readonly ToolCallOf<Defs>[]> {
  if (answer.message.refusal !== undefined) return refused(answer.message.refusal);
  return markTruncated(tools.parseValue(answer.message), answer.truncated);
}

/** The same, awaiting asynchronous schema checks and error hooks. */
export async function parseAnswerToolsAsync<Defs>(tools: Toolset<Defs>, answer: OpenAIAnswer): Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>> {
  if (answer.message.refusal !== undefined) return refused(answer.message.refusal);
  return markTruncated(await tools.parseValueAsync(answer.message), answer.truncated);
}

function textProblem<T>(answer: OpenAIAnswer): Outcome<T> | undefined {
  const { content, refusal, tool_calls: calls } = answer.message;
  if (refusal !== undefined) return refused(refusal);
  if ((content === null || content.trim() === "") && calls !== undefined && calls.length > 0) {
    return failure({ code: "no-json-found", stage: "extract", message: toolCallsInsteadMessage(calls.length) });
  }
  return undefined;
}

function refused<T>(refusal: string): Outcome<T> {
  return failure({ code: "no-json-found", stage: "extract", message: refusalMessage(refusal) });
}
