import { readSafely } from "../shared/read-safely.js";
import { failure, success } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import { isRecord } from "../../schema/json-utils.js";
import type { OpenAIAnswer } from "./types.js";

/** A Responses API response (`client.responses.create(...)` without `stream`), structurally: the SDK's type fits. */
export interface OpenAIResponseLike {
  readonly output?: readonly unknown[] | null;
  readonly status?: string | null;
  readonly incomplete_details?: { readonly reason?: string | null } | null;
  readonly error?: { readonly message?: string | null } | null;
}

/** The message of a `no-json-found` failure for something that is not a Responses API response. */
export function notResponseMessage(): string {
  return "Expected an OpenAI Responses API response with an output list, got something else.";
}

/** The message of a `call-failed` failure for a response whose status is `failed`. */
export function responseFailedMessage(reason: string): string {
  return `The response failed: ${reason}`;
}

/** What the output items of a response add up to. */
export interface ResponseParts {
  readonly text: string[];
  readonly refusal: string[];
  readonly calls: { readonly id: string; readonly name: string; readonly arguments: string }[];
}

/** Adds one output item: a `message` gives its `output_text` and `refusal` parts, a `function_call` a call; others are passed over. */
export function addOutputItem(parts: ResponseParts, item: unknown): void {
  if (!isRecord(item)) return;
  if (item["type"] === "message" && Array.isArray(item["content"])) {
    for (const part of item["content"] as unknown[]) {
      if (!isRecord(part)) continue;
      if (part["type"] === "output_text" && typeof part["text"] === "string") parts.text.push(part["text"]);
      if (part["type"] === "refusal" && typeof part["refusal"] === "string") parts.refusal.push(part["refusal"]);
    }
  } else if (item["type"] === "function_call") {
    parts.calls.push(functionCall(item));
  }
}

/** A `function_call` item as a call: its `call_id` (what a `function_call_output` answers), name and arguments. */
export function functionCall(item: Readonly<Record<string, unknown>>): ResponseParts["calls"][number] {
  const id = typeof item["call_id"] === "string" ? item["call_id"] : typeof item["id"] === "string" ? item["id"] : "";
  // A missing name stays "" so the toolset fails it by name rather than skipping the call.
  const name = typeof item["name"] === "string" ? item["name"] : "";
  return { id, name, arguments: typeof item["arguments"] === "string" ? item["arguments"] : "" };
}

/** The answer that output parts and a status add up to, in the shape the chat readers share. */
export function answerOf(parts: ResponseParts, status: string | undefined, incompleteReason: string | undefined): OpenAIAnswer {
  const toolCalls = parts.calls.map((call) => ({ id: call.id, type: "function" as const, function: { name: call.name, arguments: call.arguments } }));
  return {
    message: {
      role: "assistant",
      // Joined as the SDK's own `output_text` joins them.
      content: parts.text.length === 0 ? null : parts.text.join(""),
      ...(parts.refusal.length === 0 ? {} : { refusal: parts.refusal.join("") }),
      ...(toolCalls.length === 0 ? {} : { tool_calls: toolCalls }),
    },
    finishReason: incompleteReason ?? status,
    truncated: status === "incomplete" && incompleteReason === "max_output_tokens",
  };
}

/**
 * A Responses API response in the plain answer shape: text from `output_text` parts, refusals, and
 * `function_call` items as tool calls; `truncated` when it stopped at `max_output_tokens`. A failed
 * response fails with `call-failed`, anything that is not a response with `no-json-found`. Never throws.
 */
export function readResponse(response: unknown): Outcome<OpenAIAnswer> {
  return readSafely("OpenAI response", () => readResponseNow(response));
}

function readResponseNow(response: unknown): Outcome<OpenAIAnswer> {
  if (!isRecord(response) || !Array.isArray(response["output"])) {
    return failure({ code: "no-json-found", stage: "extract", message: notResponseMessage() });
  }
  const status = typeof response["status"] === "string" ? response["status"] : undefined;
  if (status === "failed") {
    const error = response["error"];
    const reason = isRecord(error) && typeof error["message"] === "string" ? error["message"] : "no reason given";
    return failure({ code: "call-failed", stage: "client", message: responseFailedMessage(reason) });
  }
  const parts: ResponseParts = { text: [], refusal: [], calls: [] };
  for (const item of response["output"] as unknown[]) addOutputItem(parts, item);
  return success(answerOf(parts, status, incompleteReason(response)));
}

/** `incomplete_details.reason` of a response, when there is one. */
export function incompleteReason(response: Readonly<Record<string, unknown>>): string | undefined {
  const details = response["incomplete_details"];
  return isRecord(details) && typeof details["reason"] === "string" ? details["reason"] : undefined;
}
