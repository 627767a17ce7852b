import { isRecord } from "../../schema/json-utils.js";
import type { OpenAIChunkLike } from "./types.js";

/**
 * The text of a streamed chat completion, delta by delta (`choices[choice].delta.content`), for
 * `parser.stream()`: `salvage(schema).stream(textDeltas(await openai.chat.completions.create({ …, stream: true })))`.
 * Chunks of other choices, tool-call deltas and anything not chunk-shaped are passed over.
 */
export async function* textDeltas(stream: AsyncIterable<OpenAIChunkLike | unknown>, options: { readonly choice?: number } = {}): AsyncGenerator<string> {
  const wanted = options.choice ?? 0;
  for await (const chunk of stream) {
    const choices = isRecord(chunk) ? chunk["choices"] : undefined;
    if (!Array.isArray(choices)) continue;
    for (const choice of choices as unknown[]) {
      if (!isRecord(choice) || (choice["index"] ?? 0) !== wanted) continue;
      const delta = choice["delta"];
      if (isRecord(delta) && typeof delta["content"] === "string" && delta["content"] !== "") yield delta["content"];
    }
  }
}
