import { hasOwn, isPlainObject } from "../coerce/json.js";
import { rawCall, rawFinal, type RawCall, type Read, type ReadContext } from "./raw-call.js";
import { readGenericCall } from "./read-generic.js";

/** An OpenAI chat completion (`{choices: [{message}]}`): the first choice's message (other choices are alternatives, not calls). */
export function readOpenAIResponse(response: Record<string, unknown>, context: ReadContext): Read {
  const choices = response["choices"];
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const first: unknown = choices[0];
  if (!isPlainObject(first) || !isPlainObject(first["message"])) return undefined;
  return readOpenAIMessage(first["message"], context);
}

/**
 * An OpenAI assistant message: each of its `tool_calls`, or its legacy `function_call`; with neither, an
 * assistant's text content is the final answer.
 */
export function readOpenAIMessage(message: Record<string, unknown>, context: ReadContext): Read {
  const list = message["tool_calls"];
  if (Array.isArray(list) && list.length > 0) {
    if (list.length > context.maxCalls) return { tooMany: list.length };
    // Every entry of tool_calls is a call: a malformed one fails on its name, it is never skipped.
    return list.map((entry: unknown) => readOpenAIToolCall(isPlainObject(entry) ? entry : {}, context));
  }
  const legacy = message["function_call"];
  if (isPlainObject(legacy)) return [rawCall(legacy["name"], legacy["arguments"], undefined, "openai", context.candidate)];
  if (message["role"] !== "assistant") return undefined;
  const text = contentText(message["content"]);
  return text === undefined || text.trim() === "" ? undefined : [rawFinal(text, message["content"])];
}

/**
 * One entry of `tool_calls`: `{id, type: "function", function: {name, arguments: "<JSON string>"}}`, or a
 * generic call without the `function` level (`{"tool_calls": [{"name": …, "arguments": …}]}`, xLAM).
 */
export function readOpenAIToolCall(entry: Record<string, unknown>, context: ReadContext): RawCall {
  const fn = entry["function"];
  if (!isPlainObject(fn)) {
    const generic = readGenericCall(entry, { ...context, tagged: true });
    if (generic !== undefined) return generic;
  }
  const name = isPlainObject(fn) ? fn["name"] : undefined;
  const input = isPlainObject(fn) && hasOwn(fn, "arguments") ? fn["arguments"] : undefined;
  return rawCall(name, input, entry["id"], "openai", context.candidate);
}

/** Whether an object is a `tool_calls` entry on its own. */
export function isOpenAIToolCall(value: Record<string, unknown>): boolean {
  const fn = value["function"];
  return isPlainObject(fn) && hasOwn(fn, "name") && (value["type"] === undefined || value["type"] === "function");
}

/** Message content as text: a string, or the text parts of a list of parts. */
function contentText(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return undefined;
  const parts: string[] = [];
  for (const part of content) {
    if (isPlainObject(part) && part["type"] === "text" && typeof part["text"] === "string") parts.push(part["text"]);
  }
  return parts.length === 0 ? undefined : parts.join("\n");
}
