import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCompletion } from "./read.js";
import { createStreamCollector, MAX_STREAM_CALLS } from "./stream.js";

const chunk = (delta: Record<string, unknown>, finish: string | null = null, index = 0) => ({ choices: [{ index, delta, finish_reason: finish }] });

describe("createStreamCollector", () => {
  it("joins content and merges interleaved tool-call deltas by index", () => {
    const collector = createStreamCollector();
    collector.push(chunk({ role: "assistant", content: "" }));
    collector.push(chunk({ content: "Calling " }));
    collector.push(chunk({ content: "tools." }));
    collector.push(chunk({ tool_calls: [{ index: 1, id: "b", type: "function", function: { name: "type", arguments: "" } }] }));
    collector.push(chunk({ tool_calls: [{ index: 0, id: "a", type: "function", function: { name: "click", arguments: '{"sel' } }] }));
    collector.push(chunk({ tool_calls: [{ index: 1, function: { arguments: '{"text": "hi"}' } }] }));
    collector.push(chunk({ tool_calls: [{ index: 0, function: { arguments: 'ector": "#ok"}' } }] }));
    collector.push(chunk({}, "tool_calls"));
    expect(collector.answer()).toEqual({
      message: {
        role: "assistant",
        content: "Calling tools.",
        tool_calls: [
          { id: "a", type: "function", function: { name: "click", arguments: '{"selector": "#ok"}' } },
          { id: "b", type: "function", function: { name: "type", arguments: '{"text": "hi"}' } },
        ],
      },
      finishReason: "tool_calls",
      truncated: false,
    });
  });

  it("continues the last call when a server leaves out the index, and opens a new one on a new id", () => {
    const collector = createStreamCollector();
    collector.push(chunk({ tool_calls: [{ id: "a", function: { name: "click", arguments: "{" } }] }));
    collector.push(chunk({ tool_calls: [{ function: { arguments: "}" } }] }));
    collector.push(chunk({ tool_calls: [{ id: "b", function: { name: "type", arguments: "{}" } }] }));
    const calls = collector.answer().message.tool_calls ?? [];
    expect(calls.map((call) => [call.id, call.function.name, call.function.arguments])).toEqual([
      ["a", "click", "{}"],
      ["b", "type", "{}"],
    ]);
  });

  it("follows only the chosen choice, and marks finish_reason length as truncated", () => {
    const collector = createStreamCollector({ choice: 1 });
    collector.push(chunk({ content: "zero" }, null, 0));
    collector.push(chunk({ content: "one" }, "length", 1));
    expect(collector.answer()).toMatchObject({ message: { content: "one" }, truncated: true });
  });

  it("bounds the number of calls a stream may open", () => {
    const collector = createStreamCollector();
    for (let index = 0; index <= MAX_STREAM_CALLS; index++) collector.push(chunk({ tool_calls: [{ index, function: { name: "x", arguments: "{}" } }] }));
    expect(collector.overflow()).toBe(true);
    expect(collector.answer().message.tool_calls).toHaveLength(MAX_STREAM_CALLS);
  });

  it("never throws on anything pushed, and ignores what is not a chunk", () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (parts) => {
        const collector = createStreamCollector();
        for (const part of parts) collector.push(part);
        collector.push({ choices: [{ index: 0, delta: { tool_calls: [{ index: -1 }, { index: 1e300 }, null, "x"] } }] });
        expect(typeof collector.answer().truncated).toBe("boolean");
      }),
    );
  });
});

describe("readCompletion", () => {
  it("fails clearly on what is not a completion", () => {
    for (const value of [null, undefined, 42, "text", {}, { choices: [] }, { choices: "x" }, { choices: [{ message: null }] }]) {
      expect(readCompletion(value).error?.code).toBe("no-json-found");
    }
    expect(readCompletion({ choices: [{ index: 0, message: { content: "a" } }] }, 2).ok).toBe(false);
  });

  it("joins content parts and serialises object arguments from compatible servers", () => {
    const answer = readCompletion({
      choices: [{ message: { content: [{ type: "text", text: "a" }, { type: "text", text: "b" }], tool_calls: [{ id: "x", function: { name: "f", arguments: { a: 1 } } }] } }],
    });
    expect(answer.value?.message).toEqual({ role: "assistant", content: "ab", tool_calls: [{ id: "x", type: "function", function: { name: "f", arguments: '{"a":1}' } }] });
  });
});
