import { readSafely } from "../shared/read-safely.js";
import { failure, success } from "../../outcome/make.js";
import type { Outcome } from "../../outcome/types.js";
import { isRecord } from "../../schema/json-utils.js";
import type { AnthropicAnswer, AnthropicBlock } from "./types.js";

/** Stop reasons that mean the answer was cut off, not finished. */
const CUT_OFF = new Set(["max_tokens", "model_context_window_exceeded"]);

/** The message of a `no-json-found` failure for something that is not an Anthropic message. */
export function notMessageMessage(): string {
  return "Expected an Anthropic message with a content list, got something else.";
}

/** A message in plain shape: its text and tool-use blocks, its stop reason. Reads any value; never throws. */
export function readMessage(message: unknown): Outcome<AnthropicAnswer> {
  return readSafely("Anthropic message", () => readMessageNow(message));
}

function readMessageNow(message: unknown): Outcome<AnthropicAnswer> {
  const content = isRecord(message) ? message["content"] : undefined;
  if (!Array.isArray(content)) return failure({ code: "no-json-found", stage: "extract", message: notMessageMessage() });
  const stopReason = isRecord(message) && typeof message["stop_reason"] === "string" ? message["stop_reason"] : undefined;
  return success(answerOf(readBlocks(content), stopReason));
}

/** The answer made of kept blocks and a stop reason. */
export function answerOf(content: readonly AnthropicBlock[], stopReason: string | undefined): AnthropicAnswer {
  let text = "";
  for (const block of content) if (block.type === "text") text += block.text;
  return {
    message: { role: "assistant", content },
    text,
    stopReason,
    truncated: stopReason !== undefined && CUT_OFF.has(stopReason),
  };
}

function readBlocks(blocks: readonly unknown[]): AnthropicBlock[] {
  const kept: AnthropicBlock[] = [];
  for (const block of blocks) {
    if (!isRecord(block)) continue;
    if (block["type"] === "text" && typeof block["text"] === "string") kept.push({ type: "text", text: block["text"] });
    else if (block["type"] === "tool_use") {
      // A missing name stays "" so the toolset fails it by name rather than skipping the call.
      kept.push({
        type: "tool_use",
        id: typeof block["id"] === "string" ? block["id"] : "",
        name: typeof block["name"] === "string" ? block["name"] : "",
        input: block["input"],
      });
    }
  }
  return kept;
}
