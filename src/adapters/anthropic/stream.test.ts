import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessage } from "./read.js";
import { createStreamCollector } from "./stream.js";

describe("createStreamCollector (Anthropic events)", () => {
  it("joins text deltas and partial_json per block, in block order", () => {
    const collector = createStreamCollector();
    const events = [
      { type: "message_start", message: { content: [], stop_reason: null } },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Click" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "ing." } },
      { type: "content_block_start", index: 1, content_block: { type: "tool_use", id: "t1", name: "click", input: {} } },
      { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '{"selector"' } },
      { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: ': "#ok"}' } },
      { type: "content_block_start", index: 2, content_block: { type: "tool_use", id: "t2", name: "reload", input: {} } },
      { type: "content_block_start", index: 3, content_block: { type: "thinking", thinking: "" } },
      { type: "message_delta", delta: { stop_reason: "max_tokens" } },
      { type: "message_stop" },
    ];
    for (const event of events) collector.push(event);
    expect(collector.answer()).toEqual({
      message: {
        role: "assistant",
        content: [
          { type: "text", text: "Clicking." },
          { type: "tool_use", id: "t1", name: "click", input: '{"selector": "#ok"}' },
          // No input streamed: the start block's input stands.
          { type: "tool_use", id: "t2", name: "reload", input: {} },
        ],
      },
      text: "Clicking.",
      stopReason: "max_tokens",
      truncated: true,
    });
  });

  it("reports an error event", () => {
    const collector = createStreamCollector();
    collector.push({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } });
    expect(collector.error()).toBe("Overloaded");
  });

  it("never throws on anything pushed", () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (events) => {
        const collector = createStreamCollector();
        for (const event of events) collector.push(event);
        collector.push({ type: "content_block_delta", index: 99, delta: { type: "text_delta", text: "x" } });
        expect(typeof collector.answer().text).toBe("string");
      }),
    );
  });
});

describe("readMessage", () => {
  it("fails clearly on what is not a message, and keeps only text and tool_use blocks", () => {
    for (const value of [null, 1, "x", {}, { content: "text" }]) expect(readMessage(value).error?.code).toBe("no-json-found");
    const answer = readMessage({ content: [{ type: "thinking", thinking: "hmm" }, { type: "text", text: "{}" }, { type: "tool_use", name: 3 }], stop_reason: "end_turn" });
    expect(answer.value).toEqual({
      message: { role: "assistant", content: [{ type: "text", text: "{}" }, { type: "tool_use", id: "", name: "", input: undefined }] },
      text: "{}",
      stopReason: "end_turn",
      truncated: false,
    });
  });
});
