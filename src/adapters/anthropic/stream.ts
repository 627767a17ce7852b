import { isRecord } from "../../schema/json-utils.js";
import { answerOf } from "./read.js";
import type { AnthropicAnswer, AnthropicBlock, AnthropicEventLike } from "./types.js";

/** Most content blocks a stream may open; past it the collector reports `overflow`. */
export const MAX_STREAM_BLOCKS = 1024;

/** Accumulates streamed events into the message they add up to. */
export interface StreamCollector {
  /** Adds one event; events that are not event-shaped are ignored, never thrown on. */
  readonly push: (event: AnthropicEventLike | unknown) => void;
  /** The answer so far: text deltas joined per block, each tool_use block's `partial_json` joined. */
  readonly answer: () => AnthropicAnswer;
  /** More blocks than `MAX_STREAM_BLOCKS` were opened (the extra ones were dropped). */
  readonly overflow: () => boolean;
  /** The message of an `error` event, when the stream sent one. */
  readonly error: () => string | undefined;
}

interface PendingBlock {
  readonly type: "text" | "tool_use";
  readonly id: string;
  readonly name: string;
  /** The input `content_block_start` carried (`{}` while the JSON streams in `input_json_delta`s). */
  readonly input: unknown;
  readonly parts: string[];
}

/**
 * A collector for a streamed message (`message_start`, `content_block_start`, `content_block_delta` with
 * `text_delta` / `input_json_delta`, `message_delta` with the stop reason). Time linear in the stream.
 */
export function createStreamCollector(): StreamCollector {
  const blocks = new Map<number, PendingBlock>();
  let stopReason: string | undefined;
  let overflow = false;
  let error: string | undefined;

  const start = (index: number, block: unknown): void => {
    if (!isRecord(block) || (block["type"] !== "text" && block["type"] !== "tool_use")) return;
    if (!blocks.has(index) && blocks.size >= MAX_STREAM_BLOCKS) {
      overflow = true;
      return;
    }
    const text = typeof block["text"] === "string" ? block["text"] : "";
    blocks.set(index, {
      type: block["type"],
      id: typeof block["id"] === "string" ? block["id"] : "",
      name: typeof block["name"] === "string" ? block["name"] : "",
      input: block["input"],
      parts: block["type"] === "text" && text !== "" ? [text] : [],
    });
  };

  return {
    push(event) {
      if (!isRecord(event)) return;
      const index = typeof event["index"] === "number" && Number.isSafeInteger(event["index"]) ? event["index"] : undefined;
      switch (event["type"]) {
        case "message_start": {
          const message = event["message"];
          const content = isRecord(message) ? message["content"] : undefined;
          if (Array.isArray(content)) content.forEach((block: unknown, position) => start(position, block));
          break;
        }
        case "content_block_start":
          if (index !== undefined) start(index, event["content_block"]);
          break;
        case "content_block_delta": {
          const block = index === undefined ? undefined : blocks.get(index);
          const delta = event["delta"];
          if (block === undefined || !isRecord(delta)) break;
          if (delta["type"] === "text_delta" && typeof delta["text"] === "string" && block.type === "text") block.parts.push(delta["text"]);
          if (delta["type"] === "input_json_delta" && typeof delta["partial_json"] === "string" && block.type === "tool_use") {
            block.parts.push(delta["partial_json"]);
          }
          break;
        }
        case "message_delta": {
          const delta = event["delta"];
          if (isRecord(delta) && typeof delta["stop_reason"] === "string") stopReason = delta["stop_reason"];
          break;
        }
        case "error": {
          const detail = event["error"];
          error = isRecord(detail) && typeof detail["message"] === "string" ? detail["message"] : "the stream sent an error event";
          break;
        }
      }
    },
    answer() {
      const content: AnthropicBlock[] = [...blocks.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, block]) =>
          block.type === "text"
            ? { type: "text", text: block.parts.join("") }
            : // The streamed JSON text is the input (possibly malformed: the toolset repairs it); none streamed, the start's input.
              { type: "tool_use", id: block.id, name: block.name, input: block.parts.length > 0 ? block.parts.join("") : block.input },
        );
      return answerOf(content, stopReason);
    },
    overflow: () => overflow,
    error: () => error,
  };
}
