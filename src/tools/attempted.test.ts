import { describe, expect, it } from "vitest";
import * as z from "zod";
import { reaskMessage } from "./reask.js";
import { toolset } from "./toolset.js";

const tools = toolset({ get_weather: z.object({ city: z.string() }), get_time: z.object({}) });

describe("an answer whose calls cannot run fails, with what was attempted and the text", () => {
  it("a call to an undeclared tool, in any format: unknown-tool naming it and the tools, the whole text as content", () => {
    for (const text of [
      '<tool_call>\n{"name": "launch", "arguments": {"x": 1}}\n</tool_call>',
      "[TOOL_CALLS]launch[ARGS]{\"x\": 1}",
      "<tool_call>\n<function=launch>\n<parameter=x>\n1\n</parameter>\n</function>\n</tool_call>",
      '{"role": "assistant", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "launch", "arguments": "{}"}}]}',
    ]) {
      const outcome = tools.parse(text);
      expect(outcome, text).toMatchObject({ ok: false, error: { code: "unknown-tool", index: 0 }, content: text, attempted: [{ code: "unknown-tool", index: 0 }] });
      expect(outcome.error?.message).toContain("get_weather");
      expect(reaskMessage(outcome.error!)).toContain('Unknown tool "launch"');
    }
  });

  it("a call cut off by the end of the answer: truncated, the cut attempt kept", () => {
    for (const text of [
      "Let me look.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nPar",
      'Let me look.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Par',
      '[TOOL_CALLS]get_weather[ARGS]{"city": "Par',
      '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Paris</parameter>',
    ]) {
      const outcome = tools.parse(text);
      expect(outcome, text).toMatchObject({ ok: false, error: { code: "truncated" }, attempted: [{ code: "truncated" }] });
      expect(outcome.content, text).toBe(text);
      expect(() => tools.parseOrThrow(text), text).toThrow(/cut off/);
    }
  });

  it("a whole call in a <tool_call> block never closed, with prose after it: not run, truncated", () => {
    const text = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\nThis is how a call looks.';
    const outcome = tools.parse(text);
    expect(outcome).toMatchObject({ ok: false, content: text, attempted: [{ code: "truncated", value: { name: "get_weather" } }] });
    expect(outcome.attempted?.[0]?.message).toContain("never closed");
    // Beside a call that runs, it fails the answer; with nothing after it, the call is read as before.
    expect(tools.parse(`<tool_call>{"name": "get_time", "arguments": {}}</tool_call>\n${text}`)).toMatchObject({ ok: false, error: { code: "truncated" } });
    for (const end of ["\n", "\n</tool_c", "</"]) {
      expect(tools.parse(`<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}${end}`)).toMatchObject({ ok: true, value: [{ tool: "get_weather", input: { city: "Paris" } }] });
    }
  });

  it("reasoning stays out of the content of a failed answer", () => {
    const outcome = tools.parse('<think>call it?</think>Checking.\n<tool_call>{"name": "launch", "arguments": {}}</tool_call>');
    expect(outcome).toMatchObject({ ok: false, error: { code: "unknown-tool" }, reasoning: "<think>call it?</think>" });
    expect(outcome.content).toBe('Checking.\n<tool_call>{"name": "launch", "arguments": {}}</tool_call>');
  });

  it("a call cut off inside the text (its closer came early) still fails the answer", () => {
    const outcome = tools.parse('<tool_call>{"name": "get_weather", "arguments": {"city": "Pa</tool_call> and more');
    expect(outcome).toMatchObject({ ok: false, error: { code: "truncated" } });
  });

  it("a broken call beside one that runs fails the answer: a batch never runs in part", () => {
    const cut = tools.parse('<tool_call>{"name": "get_time", "arguments": {}}</tool_call>\n<tool_call>{"name": "get_weather", "arguments": {"city": "Pa');
    expect(cut).toMatchObject({ ok: false, error: { code: "truncated" } });
    const unknown = tools.parse('<tool_call>{"name": "get_time", "arguments": {}}</tool_call>\n<tool_call>{"name": "launch", "arguments": {}}</tool_call>');
    expect(unknown).toMatchObject({ ok: false, error: { code: "unknown-tool", index: 1 }, attempted: [{ index: 1 }] });
  });

  it("an input that does not fit a declared tool is a failed call, not an attempt", () => {
    const outcome = tools.parse('<tool_call>{"name": "get_weather", "arguments": {}}</tool_call>');
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch", tool: "get_weather" } });
  });

  it("unreadable markup of a declared tool fails: it may be our reading that is wrong", () => {
    const outcome = tools.parse("<tool_call>\n<function=get_weather>\nParis\n</function>\n</tool_call>");
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable" } });
  });

  it("an answer with calls that run has no attempted field", () => {
    const outcome = tools.parse('<tool_call>{"name": "get_time", "arguments": {}}</tool_call>');
    expect(outcome.ok && outcome.attempted).toBe(undefined);
  });
});

describe("prototype keys in a call's arguments stay data", () => {
  const open = toolset({ write: { type: "object", properties: { content: { type: "string" } }, additionalProperties: true } });

  it.each([
    '<tool_call>{name:"write",arguments:{__proto__:{polluted:true},content:"ok"}}</tool_call>',
    '<tool_call>/*{}*/{name:"write",arguments:{__proto__:{polluted:true},content:"ok"}}</tool_call>',
    '<tool_call>{"name":"write","arguments":{"content":"ok","__proto__":{"polluted":true}}}</tool_call>',
  ])("%s: an own __proto__ key, no prototype touched", (text) => {
    const outcome = open.parse(text);
    expect(outcome.ok).toBe(true);
    const input = (outcome.value?.[0] as { input: Record<string, unknown> }).input;
    expect(Object.hasOwn(input, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(input["polluted"]).toBeUndefined();
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});

describe('noCall: "content": an answer with no call is the model answering in prose', () => {
  const chat = toolset({ get_weather: z.object({ city: z.string() }) }, { noCall: "content" });

  it("prose, or JSON that is no call, is ok with no call and the text as content (reasoning apart)", () => {
    expect(chat.parse("<think>no tool needed</think>It is sunny in Paris today.")).toMatchObject({
      ok: true,
      value: [],
      content: "It is sunny in Paris today.",
      reasoning: "<think>no tool needed</think>",
    });
    const json = 'Here is the config:\n```json\n{"debug": true}\n```';
    const outcome = chat.parse(json);
    expect(outcome).toMatchObject({ ok: true, value: [], content: json });
    expect(outcome.attempted).toBeUndefined();
  });

  it("is not the default: prose fails no-json-found, JSON that is no call unknown-tool", () => {
    expect(tools.parse("It is sunny in Paris today.")).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    expect(tools.parse('{"debug": true}')).toMatchObject({ ok: false, error: { code: "unknown-tool" } });
  });

  it("changes nothing for calls, attempted calls, or broken ones: call-like text is no prose", () => {
    expect(chat.parse('<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>')).toMatchObject({ ok: true, value: [{ tool: "get_weather" }] });
    expect(chat.parse('<tool_call>{"name": "launch", "arguments": {}}</tool_call>')).toMatchObject({ ok: false, error: { code: "unknown-tool" }, attempted: [{ code: "unknown-tool" }] });
    expect(chat.parse('{"name": "lauch", "arguments": {}}')).toMatchObject({ ok: false, error: { code: "unknown-tool" } });
    expect(chat.parse("launch(x=1)")).toMatchObject({ ok: false, error: { code: "unknown-tool" } });
    expect(chat.parse("<tool_call>hello there</tool_call>")).toMatchObject({ ok: false });
    expect(chat.parse('<tool_call>{"name": "get_weather", "arguments": {"town": 3}}</tool_call>')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });
});
