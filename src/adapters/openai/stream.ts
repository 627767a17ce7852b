import { isRecord } from "../../schema/json-utils.js";
import type { OpenAIAnswer, OpenAIChunkLike } from "./types.js";

/** Most distinct tool calls a stream may open; past it the collector reports `overflow`. */
export const MAX_STREAM_CALLS = 1024;

/** Accumulates streamed chunks into the answer they add up to. */
export interface StreamCollector {
  /** Adds one chunk; parts that are not chunk-shaped are ignored, never thrown on. */
  readonly push: (chunk: OpenAIChunkLike | unknown) => void;
  /** The answer so far: text joined, each tool call's `arguments` joined by `index`. */
  readonly answer: () => OpenAIAnswer;
  /** More tool calls than `MAX_STREAM_CALLS` were opened (the extra ones were dropped). */
  readonly overflow: () => boolean;
}

interface PendingCall {
  id: string;
  name: string;
  readonly args: string[];
}

/**
 * A collector for one choice of a streamed chat completion: `delta.content` is appended, and
 * `delta.tool_calls[i]` is merged by its `index` (the id and name arrive once, `function.arguments`
 * in pieces), the way the OpenAI SDK's own stream helper does. Time linear in the stream's length.
 */
export function createStreamCollector(options: { readonly choice?: number } = {}): StreamCollector {
  const wanted = options.choice ?? 0;
  const text: string[] = [];
  const refusal: string[] = [];
  const calls = new Map<number, PendingCall>();
  let finishReason: string | undefined;
  let lastIndex = -1;
  let overflow = false;

  const pushCall = (delta: unknown): void => {
    if (!isRecord(delta)) return;
    const id = typeof delta["id"] === "string" && delta["id"] !== "" ? delta["id"] : undefined;
    // Servers that leave out `index` continue the last call, or open the next one when an id arrives.
    const index = validIndex(delta["index"]) ?? (id !== undefined || lastIndex < 0 ? lastIndex + 1 : lastIndex);
    let call = calls.get(index);
    if (call === undefined) {
      if (calls.size >= MAX_STREAM_CALLS) {
        overflow = true;
        return;
      }
      call = { id: "", name: "", args: [] };
      calls.set(index, call);
    }
    lastIndex = Math.max(lastIndex, index);
    if (id !== undefined) call.id = id;
    const fn = delta["function"];
    if (isRecord(fn)) {
      if (typeof fn["name"] === "string" && fn["name"] !== "") call.name = fn["name"];
      if (typeof fn["arguments"] === "string") call.args.push(fn["arguments"]);
    }
  };

  return {
    push(chunk) {
      const choices = isRecord(chunk) ? chunk["choices"] : undefined;
      if (!Array.isArray(choices)) return;
      for (const choice of choices as unknown[]) {
        if (!isRecord(choice) || (choice["index"] ?? 0) !== wanted) continue;
        const delta = choice["delta"];
        if (isRecord(delta)) {
          if (typeof delta["content"] === "string") text.push(delta["content"]);
          if (typeof delta["refusal"] === "string") refusal.push(delta["refusal"]);
          if (Array.isArray(delta["tool_calls"])) for (const part of delta["tool_calls"] as unknown[]) pushCall(part);
        }
        if (typeof choice["finish_reason"] === "string") finishReason = choice["finish_reason"];
      }
    },
    answer() {
      const ordered = [...calls.entries()].sort(([a], [b]) => a - b);
      const toolCalls = ordered.map(([, call]) => ({
        id: call.id,
        type: "function" as const,
        function: { name: call.name, arguments: call.args.join("") },
      }));
      const content = text.length === 0 ? null : text.join("");
      return {
        message: {
          role: "assistant",
          content,
          ...(refusal.length === 0 ? {} : { refusal: refusal.join("") }),
          ...(toolCalls.length === 0 ? {} : { tool_calls: toolCalls }),
        },
        finishReason,
        truncated: finishReason === "length",
      };
    },
    overflow: () => overflow,
  };
}

function validIndex(value: unknown): number | undefined {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
