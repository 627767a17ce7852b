import { describe, expect, it } from "vitest";
import type { ReadContext } from "./raw-call.js";
import { readCallValue } from "./read-value.js";

const context: ReadContext = { candidate: 0, tagged: false, maxCalls: 128 };
const click = { name: "click", input: { selector: "#btn" } };

describe("readCallValue: OpenAI", () => {
  const toolCall = { id: "call_1", type: "function", function: { name: "click", arguments: '{"selector": "#btn"}' } };

  it("reads a tool_calls entry, a tool_calls list, a message and a whole completion", () => {
    const expected = [{ kind: "call", name: "click", input: '{"selector": "#btn"}', id: "call_1", format: "openai", candidate: 0 }];
    expect(readCallValue(toolCall, context)).toEqual(expected);
    expect(readCallValue([toolCall], context)).toEqual(expected);
    const message = { role: "assistant", content: null, tool_calls: [toolCall] };
    expect(readCallValue(message, context)).toEqual(expected);
    expect(readCallValue({ id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message, finish_reason: "tool_calls" }] }, context)).toEqual(expected);
  });

  it("keeps parallel calls in order and reads a malformed entry as a call with no name (it fails later, never skipped)", () => {
    const second = { id: "call_2", type: "function", function: { name: "type", arguments: "{}" } };
    const read = readCallValue({ role: "assistant", tool_calls: [toolCall, second, { id: "call_3" }] }, context);
    expect(read).toMatchObject([{ name: "click" }, { name: "type", id: "call_2" }, { name: undefined, id: "call_3" }]);
  });

  it("reads the legacy function_call, and an assistant message with no call as the final answer", () => {
    expect(readCallValue({ role: "assistant", function_call: { name: "click", arguments: "{}" } }, context)).toMatchObject([{ name: "click", input: "{}" }]);
    expect(readCallValue({ role: "assistant", content: "Done: the button is clicked.", tool_calls: [] }, context)).toEqual([
      { kind: "final", text: "Done: the button is clicked.", raw: "Done: the button is clicked." },
    ]);
    expect(readCallValue({ role: "user", content: "click it" }, context)).toBeUndefined();
  });
});

describe("readCallValue: Anthropic", () => {
  const block = { type: "tool_use", id: "toolu_1", name: "click", input: { selector: "#btn" } };

  it("reads a tool_use block, a content list with text around it, and a whole message", () => {
    const expected = [{ kind: "call", name: "click", input: { selector: "#btn" }, id: "toolu_1", format: "anthropic", candidate: 0 }];
    expect(readCallValue(block, context)).toEqual(expected);
    const content = [{ type: "text", text: "I'll click it." }, block];
    expect(readCallValue(content, context)).toEqual(expected);
    expect(readCallValue({ id: "msg_1", type: "message", role: "assistant", content, stop_reason: "tool_use" }, context)).toEqual(expected);
  });

  it("reads text-only content as the final answer", () => {
    expect(readCallValue({ role: "assistant", content: [{ type: "text", text: "All done." }] }, context)).toMatchObject([{ kind: "final", text: "All done." }]);
  });
});

describe("readCallValue: LangChain, Hermes and generic objects", () => {
  it("reads the structured-chat blob, its Final Answer, and a serialised agent action", () => {
    expect(readCallValue({ action: "click", action_input: { selector: "#btn" } }, context)).toMatchObject([
      { kind: "call", name: "click", input: { selector: "#btn" }, format: "langchain" },
    ]);
    expect(readCallValue({ action: "Final Answer", action_input: "It is 42." }, context)).toEqual([
      { kind: "final", text: "It is 42.", raw: { action: "Final Answer", action_input: "It is 42." } },
    ]);
    expect(readCallValue({ tool: "click", tool_input: "#btn", log: "…" }, context)).toMatchObject([{ name: "click", input: "#btn", format: "langchain" }]);
  });

  it("reads {name, arguments|parameters|input|args}, with call_id as the id", () => {
    for (const key of ["arguments", "parameters", "input", "args"]) {
      expect(readCallValue({ name: "click", [key]: { selector: "#btn" } }, context)).toMatchObject([{ name: "click", input: { selector: "#btn" }, format: "generic" }]);
    }
    expect(readCallValue({ type: "function_call", call_id: "fc_1", name: "click", arguments: "{}" }, context)).toMatchObject([{ id: "fc_1" }]);
  });

  it("takes a bare {name} for a call only inside a <tool_call> block or a wrapper key", () => {
    expect(readCallValue({ name: "Alice" }, context)).toBeUndefined();
    expect(readCallValue({ name: "get_time" }, { ...context, tagged: true })).toMatchObject([{ name: "get_time", input: undefined, format: "hermes" }]);
    expect(readCallValue({ functionCall: { name: "click", args: { selector: "#b" } } }, context)).toMatchObject([{ name: "click", input: { selector: "#b" } }]);
  });

  it("reads a list of calls, but not a list with anything else in it", () => {
    expect(readCallValue([click, { name: "type", arguments: {} }], context)).toMatchObject([{ name: "click" }, { name: "type" }]);
    expect(readCallValue([click, { selector: "#btn" }], context)).toBeUndefined();
    expect(readCallValue([], context)).toBeUndefined();
    expect(readCallValue(["click"], context)).toBeUndefined();
  });

  it("does not take data for a call", () => {
    for (const value of [{ selector: "#btn" }, "click", 42, null, { action: "click" }, { name: 1 }]) {
      expect(readCallValue(value, context)).toBeUndefined();
    }
  });
});

describe("readCallValue: limits", () => {
  it("counts a list over maxCalls before reading its entries", () => {
    const many = Array.from({ length: 10_000 }, () => click);
    expect(readCallValue(many, context)).toEqual({ tooMany: 10_000 });
    expect(readCallValue({ tool_calls: many.map(() => ({ function: { name: "click", arguments: "{}" } })) }, context)).toEqual({ tooMany: 10_000 });
    const blocks = many.map(() => ({ type: "tool_use", name: "click", input: {} }));
    expect(readCallValue(blocks, context)).toEqual({ tooMany: 10_000 });
  });
});
