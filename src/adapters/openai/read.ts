import { readSafely } from "../shared/read-safely.js";
import { failure, success } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import { isRecord } from "../../schema/json-utils.js";
import type { OpenAIAnswer } from "./types.js";

type ToolCalls = NonNullable<OpenAIAnswer["message"]["tool_calls"]>;

/** The message of a `no-json-found` failure for something that is not a chat completion. */
export function notCompletionMessage(choice: number): string {
  return `Expected an OpenAI chat completion with choices[${choice}].message, got something else.`;
}

/**
 * One choice of a chat completion in plain shape: its message (text, refusal, tool calls) and why it
 * stopped. Reads any value; anything that is not a completion fails with `no-json-found`.
 */
export function readCompletion(completion: unknown, choice = 0): Outcome<OpenAIAnswer> {
  return readSafely("OpenAI chat completion", () => readCompletionNow(completion, choice));
}

function readCompletionNow(completion: unknown, choice = 0): Outcome<OpenAIAnswer> {
  const choices = isRecord(completion) ? completion["choices"] : undefined;
  const entry: unknown = Array.isArray(choices) ? choices.find((item: unknown, index) => indexOf(item, index) === choice) : undefined;
  if (!isRecord(entry) || !isRecord(entry["message"])) {
    return failure({ code: "no-json-found", stage: "extract", message: notCompletionMessage(choice) });
  }
  const message = entry["message"];
  const finishReason = typeof entry["finish_reason"] === "string" ? entry["finish_reason"] : undefined;
  const refusal = typeof message["refusal"] === "string" ? message["refusal"] : undefined;
  const toolCalls = readToolCalls(message["tool_calls"]);
  return success({
    message: {
      role: "assistant",
      content: contentText(message["content"]),
      ...(refusal === undefined ? {} : { refusal }),
      ...(toolCalls.length === 0 ? {} : { tool_calls: toolCalls }),
    },
    finishReason,
    truncated: finishReason === "length",
  });
}

function indexOf(item: unknown, position: number): number {
  return isRecord(item) && typeof item["index"] === "number" ? item["index"] : position;
}

function readToolCalls(list: unknown): ToolCalls {
  if (!Array.isArray(list)) return [];
  return list.map((entry: unknown) => {
    const fn = isRecord(entry) && isRecord(entry["function"]) ? entry["function"] : {};
    return {
      id: isRecord(entry) && typeof entry["id"] === "string" ? entry["id"] : "",
      type: "function" as const,
      // A missing name stays "" so the toolset fails it by name rather than skipping the call.
      function: { name: typeof fn["name"] === "string" ? fn["name"] : "", arguments: argumentsText(fn["arguments"]) },
    };
  });
}

/** Message content as text: a string, or the text parts of a list of parts joined; `null` when there is none. */
function contentText(content: unknown): string | null {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const parts: string[] = [];
  for (const part of content) if (isRecord(part) && typeof part["text"] === "string") parts.push(part["text"]);
  return parts.length === 0 ? null : parts.join("");
}

/** Arguments as the JSON string OpenAI sends; a compatible server that sends an object gets it serialised. */
function argumentsText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined || value === null) return "";
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}
