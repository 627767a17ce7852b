import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, node, str } from "../../../test/helpers/guide.js";
import { unwrapToolCall } from "./unwrap-tool-call.js";

describe("unwrap-tool-call", () => {
  it("unwraps LangChain's action blob, decoding a JSON-string input", () => {
    expect(applyRule(unwrapToolCall, { action: "click", action_input: { selector: "#b" } }, clickGuide())).toEqual({ value: { selector: "#b" } });
    expect(applyRule(unwrapToolCall, { action: "click", action_input: '{"selector": "#b"}' }, clickGuide())).toEqual({ value: { selector: "#b" } });
    expect(applyRule(unwrapToolCall, { action: "click", action_input: "#b" }, clickGuide())).toEqual({ value: "#b" });
  });
  it("unwraps OpenAI, Anthropic and Hermes shapes, layer by layer", () => {
    const openai = { tool_calls: [{ id: "c1", type: "function", function: { name: "click", arguments: '{"selector":"#b"}' } }] };
    expect(applyRule(unwrapToolCall, openai, clickGuide())).toEqual({ value: { selector: "#b" } });
    const anthropic = { type: "tool_use", id: "t1", name: "click", input: { selector: "#b" } };
    expect(applyRule(unwrapToolCall, anthropic, clickGuide())).toEqual({ value: { selector: "#b" } });
    expect(applyRule(unwrapToolCall, { name: "click", arguments: { selector: "#b" } }, clickGuide())).toEqual({ value: { selector: "#b" } });
  });
  it("stays silent on a finish, several calls, unknown keys and declared properties", () => {
    expect(applyRule(unwrapToolCall, { action: "Final Answer", action_input: "done" }, clickGuide())).toBeUndefined();
    expect(applyRule(unwrapToolCall, { action: "Final Answer", action_input: { selector: "#b" } }, clickGuide())).toEqual({ value: { selector: "#b" } });
    const two = { tool_calls: [{ function: { name: "a", arguments: "{}" } }, { function: { name: "b", arguments: "{}" } }] };
    expect(applyRule(unwrapToolCall, two, clickGuide())).toBeUndefined();
    expect(applyRule(unwrapToolCall, { action: "click", action_input: {}, note: "x" }, clickGuide())).toBeUndefined();
    const declared = node({ types: ["object"], properties: { name: { node: str, required: true }, input: { node: str } } });
    expect(applyRule(unwrapToolCall, { name: "click", input: "x" }, declared)).toBeUndefined();
    expect(applyRule(unwrapToolCall, { action: "click", action_input: "{broken" }, clickGuide())).toBeUndefined();
  });
  it("stays silent where a list is expected and its items declare the envelope's keys: the object is one item", () => {
    const item = node({ types: ["object"], properties: { name: { node: str }, params: { node: node({ types: ["array"] }) } } });
    const modules = node({ types: ["array"], items: item });
    expect(applyRule(unwrapToolCall, { name: "mod", params: [] }, modules)).toBeUndefined();
    // Items that declare neither key: still an envelope around the list.
    const names = node({ types: ["array"], items: str });
    expect(applyRule(unwrapToolCall, { name: "list", params: ["a"] }, names)).toEqual({ value: ["a"] });
  });
});

