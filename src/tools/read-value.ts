import { hasOwn, isPlainObject } from "../coerce/json.js";
import { isContentBlockList, readAnthropicMessage, readContentBlocks, readToolUseBlock } from "./read-anthropic.js";
import { readGenericCall, readWrappedCall } from "./read-generic.js";
import { readLangChainBlob } from "./read-langchain.js";
import { isOpenAIToolCall, readOpenAIMessage, readOpenAIResponse, readOpenAIToolCall } from "./read-openai.js";
import type { RawItem, Read, ReadContext } from "./raw-call.js";

/**
 * The calls in a parsed JSON value, in any format salvage reads: an OpenAI completion, message or
 * `tool_calls` list, an Anthropic message or content blocks, a LangChain blob, a generic `{name,
 * arguments}` object, or a list of calls. `undefined` when the value holds no call; `{ tooMany }` when
 * a list holds more than `maxCalls`. Reads a fixed number of levels: no recursion on the value.
 * @example readCallValue({ name: "click", arguments: { selector: "#b" } }, context) // [{ kind: "call", name: "click", … }]
 */
export function readCallValue(value: unknown, context: ReadContext): Read {
  if (Array.isArray(value)) return readCallList(value, context);
  if (!isPlainObject(value)) return undefined;
  if (hasOwn(value, "choices")) return readOpenAIResponse(value, context);
  if (hasOwn(value, "tool_calls") || (hasOwn(value, "function_call") && hasOwn(value, "role"))) return readOpenAIMessage(value, context);
  if (Array.isArray(value["content"]) && (value["role"] === "assistant" || value["type"] === "message")) {
    return readAnthropicMessage(value, context);
  }
  if (value["role"] === "assistant") return readOpenAIMessage(value, context);
  const one = readOneCall(value, context);
  return one === undefined ? undefined : [one];
}

/** One call object, in any of the single-call formats. */
export function readOneCall(value: Record<string, unknown>, context: ReadContext): RawItem | undefined {
  if (value["type"] === "tool_use") return readToolUseBlock(value, context);
  if (isOpenAIToolCall(value)) return readOpenAIToolCall(value, context);
  return readLangChainBlob(value, context) ?? readGenericCall(value, context) ?? readWrappedCall(value, context);
}

/** A list: content blocks, or calls every one of them (a list with anything else in it is not a list of calls). */
function readCallList(list: readonly unknown[], context: ReadContext): Read {
  if (list.length === 0) return undefined;
  if (isContentBlockList(list)) return readContentBlocks(list, context);
  const first: unknown = list[0];
  if (!isPlainObject(first) || readOneCall(first, context) === undefined) return undefined;
  // Counted before any entry is read further, so 10,000 calls cost a length check.
  if (list.length > context.maxCalls) return { tooMany: list.length };
  const items: RawItem[] = [];
  for (const entry of list) {
    const item = isPlainObject(entry) ? readOneCall(entry, context) : undefined;
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}
