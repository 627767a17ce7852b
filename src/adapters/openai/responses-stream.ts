import { isRecord } from "../../schema/json-utils.js";
import { addOutputItem, answerOf, functionCall, incompleteReason, type ResponseParts } from "./responses.js";
import type { OpenAIAnswer } from "./types.js";

/** Most output items a stream may open; past it the collector reports `overflow`. */
export const MAX_RESPONSE_ITEMS = 1024;

/** Accumulates the events of a streamed response (`responses.create({ stream: true })`) into its answer. */
export interface ResponseStreamCollector {
  /** Adds one event; anything that is not an event it knows is ignored, never thrown on. */
  readonly push: (event: unknown) => void;
  /** The answer so far: each item's final form where it arrived, else its deltas joined, in output order. */
  readonly answer: () => OpenAIAnswer;
  /** Why the response failed (`response.failed` or an `error` event), when it did. */
  readonly failure: () => string | undefined;
  /** More output items than `MAX_RESPONSE_ITEMS` were opened (the extra ones were dropped). */
  readonly overflow: () => boolean;
}

interface PendingItem {
  type: string;
  readonly text: string[];
  readonly refusal: string[];
  readonly args: string[];
  name: string;
  id: string;
  /** The item as `response.output_item.done` gave it: authoritative over the deltas. */
  done?: unknown;
}

/**
 * A collector for the Responses API's streaming events: `response.output_item.added` opens an item at its
 * `output_index`, `response.output_text.delta`, `response.refusal.delta` and
 * `response.function_call_arguments.delta` add to it, `response.output_item.done` gives its final form,
 * and `response.completed` / `response.incomplete` / `response.failed` say how it ended. Linear time.
 */
export function createResponseStreamCollector(): ResponseStreamCollector {
  const items = new Map<number, PendingItem>();
  let status: string | undefined;
  let reason: string | undefined;
  let failed: string | undefined;
  let overflow = false;

  const itemAt = (event: Readonly<Record<string, unknown>>, type: string): PendingItem | undefined => {
    const index = event["output_index"];
    if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0) return undefined;
    let item = items.get(index);
    if (item === undefined) {
      if (items.size >= MAX_RESPONSE_ITEMS) {
        overflow = true;
        return undefined;
      }
      item = { type, text: [], refusal: [], args: [], name: "", id: "" };
      items.set(index, item);
    }
    return item;
  };

  const delta = (event: Readonly<Record<string, unknown>>) => (typeof event["delta"] === "string" ? event["delta"] : "");

  return {
    push(event) {
      if (!isRecord(event)) return;
      switch (event["type"]) {
        case "response.output_item.added": {
          const added = event["item"];
          if (!isRecord(added) || typeof added["type"] !== "string") return;
          const item = itemAt(event, added["type"]);
          if (item === undefined) return;
          item.type = added["type"];
          if (added["type"] === "function_call") {
            const call = functionCall(added);
            item.name = call.name;
            item.id = call.id;
            if (call.arguments !== "") item.args.push(call.arguments);
          }
          return;
        }
        case "response.output_text.delta":
          itemAt(event, "message")?.text.push(delta(event));
          return;
        case "response.refusal.delta":
          itemAt(event, "message")?.refusal.push(delta(event));
          return;
        case "response.function_call_arguments.delta":
          itemAt(event, "function_call")?.args.push(delta(event));
          return;
        case "response.output_item.done": {
          const item = itemAt(event, "message");
          if (item !== undefined && isRecord(event["item"])) item.done = event["item"];
          return;
        }
        case "response.completed":
        case "response.incomplete":
        case "response.failed": {
          const response = event["response"];
          if (!isRecord(response)) return;
          status = typeof response["status"] === "string" ? response["status"] : String(event["type"]).slice("response.".length);
          reason = incompleteReason(response);
          if (status === "failed") {
            const error = response["error"];
            failed = isRecord(error) && typeof error["message"] === "string" ? error["message"] : "no reason given";
          }
          return;
        }
        case "error":
          failed = typeof event["message"] === "string" ? event["message"] : "an error event with no message";
          return;
        default:
          return;
      }
    },
    answer() {
      const parts: ResponseParts = { text: [], refusal: [], calls: [] };
      for (const [, item] of [...items.entries()].sort(([a], [b]) => a - b)) {
        if (item.done !== undefined) addOutputItem(parts, item.done);
        else if (item.type === "function_call") parts.calls.push({ id: item.id, name: item.name, arguments: item.args.join("") });
        else if (item.type === "message") {
          if (item.text.length > 0) parts.text.push(item.text.join(""));
          if (item.refusal.length > 0) parts.refusal.push(item.refusal.join(""));
        }
      }
      return answerOf(parts, status, reason);
    },
    failure: () => failed,
    overflow: () => overflow,
  };
}

/**
 * The text of a streamed response, delta by delta (`response.output_text.delta`), for `parser.stream()`:
 * `salvage(schema).stream(responseTextDeltas(await openai.responses.create({ …, stream: true })))`.
 */
export async function* responseTextDeltas(stream: AsyncIterable<unknown>): AsyncGenerator<string> {
  for await (const event of stream) {
    if (isRecord(event) && event["type"] === "response.output_text.delta" && typeof event["delta"] === "string" && event["delta"] !== "") yield event["delta"];
  }
}
