import { hasOwn, isPlainObject } from "../coerce/json.js";
import { rawCall, rawFinal, type RawCall, type RawItem, type Read, type ReadContext } from "./raw-call.js";

/** Block types of a message's content that hold no call (they are skipped around `tool_use` blocks). */
const contentTypes = new Set(["text", "thinking", "redacted_thinking", "tool_use"]);

/** An Anthropic message (`{role: "assistant", content: [...]}`): its content blocks. */
export function readAnthropicMessage(message: Record<string, unknown>, context: ReadContext): Read {
  const content = message["content"];
  return Array.isArray(content) ? readContentBlocks(content, context) : undefined;
}

/**
 * A list of content blocks: each `tool_use` block is a call, in order; text blocks around them are the
 * model's commentary. With no `tool_use` block, the text is the final answer. Other block types are skipped.
 */
export function readContentBlocks(blocks: readonly unknown[], context: ReadContext): Read {
  let calls = 0;
  for (const block of blocks) if (isPlainObject(block) && block["type"] === "tool_use") calls++;
  if (calls > context.maxCalls) return { tooMany: calls };
  if (calls > 0) {
    const items: RawItem[] = [];
    for (const block of blocks) if (isPlainObject(block) && block["type"] === "tool_use") items.push(readToolUseBlock(block, context));
    return items;
  }
  const texts: string[] = [];
  for (const block of blocks) {
    if (isPlainObject(block) && block["type"] === "text" && typeof block["text"] === "string") texts.push(block["text"]);
  }
  const text = texts.join("\n");
  return text.trim() === "" ? undefined : [rawFinal(text, blocks)];
}

/** Whether a list looks like message content: its first entry is a content block. */
export function isContentBlockList(list: readonly unknown[]): boolean {
  const first: unknown = list[0];
  return isPlainObject(first) && typeof first["type"] === "string" && contentTypes.has(first["type"]);
}

/** A `tool_use` block: `{type: "tool_use", id, name, input}`. */
export function readToolUseBlock(block: Record<string, unknown>, context: ReadContext): RawCall {
  return rawCall(block["name"], hasOwn(block, "input") ? block["input"] : undefined, block["id"], "anthropic", context.candidate);
}
