import { describe, expect, it } from "vitest";
import type { Step } from "../outcome/types.js";
import { toolset } from "./toolset.js";

const tools = toolset({
  get_weather: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  get_time: { type: "object", properties: { tz: { type: "string" } } },
});
const read = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final", c.final])) : outcome.error.code;
};
const repairs = (text: string): string[] => {
  const outcome = tools.parse(text);
  return outcome.steps.flatMap((step: Step) => (step.stage === "repair" ? step.repairs : []));
};
const paris = [["get_weather", { city: "Paris" }]];

describe("a list or tag never closed around whole calls at the very end", () => {
  it("reads a JSON call list missing its `]`, and says so", () => {
    const text = '[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_time", "arguments": {"tz": "CET"}}';
    expect(read(text)).toEqual([...paris, ["get_time", { tz: "CET" }]]);
    expect(repairs(text)).toEqual(["] missing at the end"]);
  });

  it("reads a Hermes block missing its `</tool_call>`, and says so", () => {
    const text = 'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n';
    expect(read(text)).toEqual(paris);
    expect(repairs(text)).toEqual(["</tool_call> missing at the end"]);
  });

  it("reads a GLM call missing its `</tool_call>` (a stripped stop token), and says so", () => {
    const text = "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n";
    expect(read(text)).toEqual(paris);
    expect(repairs(text)).toEqual(["</tool_call> missing at the end"]);
  });

  it("reads a Qwen XML call missing `</tool_call>`, or `</function>` too, and says so", () => {
    const head = "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n";
    expect(read(`${head}</function>`)).toEqual(paris);
    expect(repairs(`${head}</function>`)).toEqual(["</tool_call> missing at the end"]);
    expect(read(head)).toEqual(paris);
    expect(repairs(head)).toEqual(["</function> missing at the end", "</tool_call> missing at the end"]);
    expect(read("<function=get_weather><parameter=city>Paris</parameter>")).toEqual(paris);
  });

  it("records one closer too many as a repair", () => {
    const text = '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}}</tool_call>';
    expect(read(text)).toEqual(paris);
    expect(repairs(text)).toEqual(["extra closers"]);
  });

  it("records no repair for calls whose closers are all there", () => {
    expect(repairs('<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>')).toEqual([]);
    expect(repairs("<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>")).toEqual([]);
  });

  // Negative cases: a call cut inside its arguments still fails `truncated`.
  it.each([
    ["a list cut inside its last call", '[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_time", "arguments": {"tz": "C'],
    ["a list cut after a comma (another call on its way)", '[{"name": "get_weather", "arguments": {"city": "Paris"}},'],
    ["a Hermes block cut inside its arguments", '<tool_call>{"name": "get_weather", "arguments": {"city": "Par'],
    ["a GLM value cut", "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Par"],
    ["a GLM key with no value yet", "<tool_call>get_weather\n<arg_key>city</arg_key>\n"],
    ["a Qwen parameter cut", "<tool_call>\n<function=get_weather>\n<parameter=city>\nPar"],
  ])("fails %s as truncated", (_, text) => {
    expect(read(text)).toBe("truncated");
  });

  it("fails a GLM block never closed with prose after its last value", () => {
    expect(read("<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\nand then I will check the time")).not.toEqual(paris);
  });

  it("keeps an undeclared tool's call in an unclosed list a failure", () => {
    expect(read('[{"name": "get_wether", "arguments": {"city": "Paris"}}')).toBe("unknown-tool");
  });

  it("reads no call from an unclosed list shown in a code fence", () => {
    expect(read('Like this:\n```json\n[{"name": "get_weather", "arguments": {"city": "Paris"}}\n```\nThat is the format.')).not.toEqual(paris);
  });
});
