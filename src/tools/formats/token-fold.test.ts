import { describe, expect, it } from "vitest";
import { answerEnd } from "../answer-end.js";
import { toolset } from "../toolset.js";
import { foldTokens } from "./token-fold.js";

const tools = toolset({
  get_weather: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  get_time: { type: "object", properties: { tz: { type: "string" } } },
});
const calls = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((call) => ("input" in call ? [call.tool, call.input] : ["final", call.final])) : outcome.error.code;
};

describe("special tokens in ASCII or full width are one token", () => {
  it("folds full-width bars and the sentencepiece space to ASCII, keeping every offset", () => {
    const text = "<｜tool▁calls▁begin｜>x▁y";
    expect(foldTokens(text)).toBe("<|tool_calls_begin|>x_y");
    expect(foldTokens(text)).toHaveLength(text.length);
    expect(foldTokens("plain")).toBe("plain");
  });

  const spellings = [
    ["full width", "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{\"city\": \"Paris\"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>"],
    ["ASCII bars", "<|tool▁calls▁begin|><|tool▁call▁begin|>get_weather<|tool▁sep|>{\"city\": \"Paris\"}<|tool▁call▁end|><|tool▁calls▁end|>"],
    ["all ASCII", "<|tool_calls_begin|><|tool_call_begin|>get_weather<|tool_sep|>{\"city\": \"Paris\"}<|tool_call_end|><|tool_calls_end|>"],
    ["mixed", "<｜tool_calls_begin|><|tool▁call▁begin｜>get_weather<|tool_sep｜>{\"city\": \"Paris\"}<｜tool_call_end｜><|tool_calls_end|>"],
  ] as const;
  it.each(spellings)("reads DeepSeek V3.1 calls written %s", (_, text) => {
    expect(calls(text)).toEqual([["get_weather", { city: "Paris" }]]);
  });

  it("reads the V3 form (`function` then a json fence) in ASCII", () => {
    const text = 'Checking.\n<|tool_calls_begin|><|tool_call_begin|>function<|tool_sep|>get_weather\n```json\n{"city": "Paris"}\n```<|tool_call_end|><|tool_calls_end|>';
    expect(calls(text)).toEqual([["get_weather", { city: "Paris" }]]);
    const outcome = tools.parse(text);
    expect(outcome.ok && outcome.content).toBe("Checking.");
  });

  it("keeps an argument's own full-width characters as written", () => {
    expect(calls('<|tool_call_begin|>get_weather<|tool_sep|>{"city": "Pa▁ris｜"}<|tool_call_end|>')).toEqual([["get_weather", { city: "Pa▁ris｜" }]]);
  });

  it("reads DeepSeek V3.2 DSML invoke tags in ASCII", () => {
    const text = '<|DSML|function_calls>\n<|DSML|invoke name="get_weather">\n<|DSML|parameter name="city" string="true">Paris</|DSML|parameter>\n</|DSML|invoke>\n</|DSML|function_calls>';
    expect(calls(text)).toEqual([["get_weather", { city: "Paris" }]]);
  });

  it("ends the answer at an end-of-sentence token in any spelling", () => {
    for (const token of ["<｜end▁of▁sentence｜>", "<|end▁of▁sentence|>", "<|end_of_sentence|>", "<｜end_of_sentence|>"]) {
      expect(answerEnd(`done${token}User: more`)).toBe(4);
    }
  });

  it("ends a reasoning block left open at DeepSeek's call tokens in ASCII", () => {
    expect(calls('I should check the weather.<|tool_calls_begin|><|tool_call_begin|>get_weather<|tool_sep|>{"city": "Paris"}<|tool_call_end|><|tool_calls_end|>')).toEqual([["get_weather", { city: "Paris" }]]);
  });

  // Negative cases: the folded tokens make no call of their own.
  it("reads no call from ASCII tokens shown in a code fence", () => {
    expect(calls('The format is:\n```\n<|tool_call_begin|>get_weather<|tool_sep|>{"city": "Paris"}<|tool_call_end|>\n```')).toBe("no-json-found");
  });

  it("fails a call of an undeclared tool written in ASCII tokens", () => {
    expect(calls('<|tool_call_begin|>get_wether<|tool_sep|>{"city": "Paris"}<|tool_call_end|>')).toBe("unknown-tool");
  });

  it("fails a call cut inside its arguments as truncated", () => {
    expect(calls('<|tool_call_begin|>get_weather<|tool_sep|>{"city": "Pa')).toBe("truncated");
  });

  it("takes Step-3's invoke after the same tokens for an invoke, never a DeepSeek call", () => {
    const text = 'Sure.<|tool_call_begin|>function<|tool_sep|><steptml:invoke name="get_weather"><steptml:parameter name="city">Paris</steptml:parameter></steptml:invoke><|tool_call_end|>';
    expect(calls(text)).toEqual([["get_weather", { city: "Paris" }]]);
    const outcome = tools.parse(text);
    expect(outcome.ok && outcome.content).toBe("Sure.");
  });
});
