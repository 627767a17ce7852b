import { isRecord } from "../../schema/json-utils.js";
import type { AnthropicEventLike } from "./types.js";

/**
 * The text of a streamed message, delta by delta (`content_block_delta` events with a `text_delta`), for
 * `parser.stream()`: `salvage(schema).stream(textDeltas(await anthropic.messages.create({ …, stream: true })))`.
 * Tool-input deltas, other events and anything not event-shaped are passed over.
 */
export async function* textDeltas(stream: AsyncIterable<AnthropicEventLike | unknown>): AsyncGenerator<string> {
  for await (const event of stream) {
    if (!isRecord(event) || event["type"] !== "content_block_delta") continue;
    const delta = event["delta"];
    if (isRecord(delta) && delta["type"] === "text_delta" && typeof delta["text"] === "string" && delta["text"] !== "") yield delta["text"];
  }
}
