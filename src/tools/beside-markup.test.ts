import { describe, expect, it } from "vitest";
import { toolset } from "./toolset.js";
import { withoutSpans } from "./beside-markup.js";

const tools = toolset({
  get_weather: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  get_time: { type: "object", properties: { tz: { type: "string" } } },
});
const read = (text: string): unknown => {
  const outcome = tools.parse(text);
  return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final", c.final])) : outcome.error.code;
};
const hermes = '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>';
const mistral = '[TOOL_CALLS]get_time[ARGS]{"tz": "CET"}';
const qwen = "<tool_call>\n<function=get_time>\n<parameter=tz>\nCET\n</parameter>\n</function>\n</tool_call>";
const weather = ["get_weather", { city: "Paris" }];
const time = ["get_time", { tz: "CET" }];

describe("two call spans in different formats", () => {
  it("reads both, in text order", () => {
    expect(read(`${hermes}\n${mistral}`)).toEqual([weather, time]);
    expect(read(`${mistral}\n${hermes}`)).toEqual([time, weather]);
    expect(read(`${qwen}\n${hermes}`)).toEqual([time, weather]);
  });

  it("reads a Qwen-XML call beside a MiniMax call, both closing a `</parameter>`, in either order", () => {
    const qwenWeather = "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>";
    const minimax = '<minimax:tool_call>\n<invoke name="get_time">\n<parameter name="tz">CET</parameter>\n</invoke>\n</minimax:tool_call>';
    const bare = '<invoke name="get_time"><parameter name="tz">CET</parameter></invoke>';
    expect(read(`${qwenWeather}\n${minimax}`)).toEqual([weather, time]);
    expect(read(`${minimax}\n${qwenWeather}`)).toEqual([time, weather]);
    expect(read(`${qwenWeather}${bare}`)).toEqual([weather, time]);
    expect(read(`I will check.\n${bare}\nand\n${qwenWeather}`)).toEqual([time, weather]);
  });

  it("still fails a Qwen-XML value cut by a `</parameter>` it quotes, MiniMax markup or not (never a shorter value)", () => {
    const quoted = '<tool_call>\n<function=get_weather>\n<parameter=city>\nx = \'<parameter name="a">b</parameter>\'\n</parameter>\n</function>\n</tool_call>';
    expect(read(quoted)).toBe("unrepairable");
    const early = "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis</parameter></function></tool_call> more\n</parameter>\n</function>\n</tool_call>";
    expect(read(early)).toBe("unrepairable");
    const invokeEarly = '<invoke name="get_time"><parameter name="tz">C</parameter></invoke>ET</parameter></invoke>';
    expect(read(invokeEarly)).toBe("unrepairable");
  });

  it("never throws on a megabyte of tags beside a call (a regular expression over the gap overflowed the stack)", () => {
    const tags = `${"<parameter=x>\n".repeat(80_000)}`;
    for (const text of [`<tool_call>\n<function=get_weather>\n${tags}`, `${hermes}\n${tags}${mistral}`]) {
      const outcome = tools.parse(text);
      expect(typeof outcome.ok).toBe("boolean");
    }
    expect(read(`${hermes}\n<a>, <b>;\n[/TOOL_CALLS]\n${mistral}`)).toEqual([weather, time]);
  });

  it("keeps both calls out of the content", () => {
    const outcome = tools.parse(`Two things.\n${hermes}\n${mistral}\nDone.`);
    expect(outcome.ok && outcome.content).toBe("Two things. Done.");
  });

  it("keeps each call's own repair steps", () => {
    const outcome = tools.parse(`${mistral}\n<tool_call>{"name": "get_weather", "arguments": {"city": "Paris",}}</tool_call>`);
    expect(outcome.ok && outcome.value.map((c) => ("input" in c ? c.fixes.some((f) => f.stage === "repair") : false))).toEqual([false, true]);
  });

  it("keeps the text on both sides of a call apart in the content", () => {
    const inline = tools.parse(`Sure. ${mistral} Done.`);
    expect(inline.ok && inline.content).toBe("Sure. Done.");
    const lines = tools.parse(`Sure.\n${mistral}\nDone.`);
    expect(lines.ok && lines.content).toBe("Sure.\nDone.");
  });

  // Negative cases: never one dropped silently, never a sample read.
  it("fails when the other format's call is cut inside its arguments", () => {
    expect(read(`${mistral}\n<tool_call>{"name": "get_weather", "arguments": {"city": "Par</tool_call>`)).toBe("truncated");
  });

  it("fails when the other format's call names an undeclared tool", () => {
    expect(read(`${mistral}\n<tool_call>{"name": "get_wether", "arguments": {"city": "Paris"}}</tool_call>`)).toBe("unknown-tool");
  });

  it("reads no call from a Hermes sample in a code fence beside a call", () => {
    expect(read(`${mistral}\nThe other format is:\n\`\`\`\n${hermes}\n\`\`\``)).toEqual([time]);
  });

  it("reads no call from a tag named in a sentence beside a call", () => {
    expect(read(`${mistral}\nI could also have used <tool_call> tags.`)).toEqual([time]);
  });

  it("blanks spans with spaces, keeping offsets, and takes a wrapper around a span with it", () => {
    expect(withoutSpans("ab<tool_call> X </tool_call>cd", [{ start: 14, end: 15 }])).toBe(`ab${" ".repeat(26)}cd`);
    expect(withoutSpans("abcdef", [{ start: 1, end: 3 }])).toBe("a  def");
  });
});
