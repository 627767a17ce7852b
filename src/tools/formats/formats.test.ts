import { describe, expect, it } from "vitest";
import { toolset } from "../toolset.js";
import type { CallFormat } from "./call-format.js";
import { defaultFormats } from "./defaults.js";

const weather = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer" }, metric: { type: "boolean" }, hours: { type: "array", items: { type: "integer" } } },
  required: ["city"],
  additionalProperties: false,
} as const;
const time = { type: "object", properties: { tz: { type: "string" } }, required: ["tz"], additionalProperties: false } as const;
const tools = toolset({ get_weather: weather, get_time: time });

type Call = { tool: string; input: unknown };
const paris: Call = { tool: "get_weather", input: { city: "Paris", days: 3 } };
const cet: Call = { tool: "get_time", input: { tz: "CET" } };

/** Per format: raw text with two calls (get_weather Paris 3 days, get_time CET) as its family writes it. */
const cases: readonly { readonly format: string; readonly text: string }[] = [
  { format: "qwen-xml", text: "I'll check.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=get_time>\n<parameter=tz>\nCET\n</parameter>\n</function>\n</tool_call>" },
  { format: "glm", text: "I'll check.\n<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call><tool_call>get_time<arg_key>tz</arg_key><arg_value>CET</arg_value></tool_call>" },
  { format: "mistral", text: 'I\'ll check.[TOOL_CALLS]get_weather[ARGS]{"city": "Paris", "days": 3}[TOOL_CALLS]get_time[ARGS]{"tz": "CET"}' },
  { format: "llama", text: '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris", "days": 3}}; {"name": "get_time", "parameters": {"tz": "CET"}}' },
  { format: "deepseek", text: 'I\'ll check.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Paris", "days": 3}\n```<｜tool▁call▁end｜>\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_time\n```json\n{"tz": "CET"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>' },
  { format: "gemma", text: "I'll check.<start_function_call>call:get_weather{city:<escape>Paris<escape>,days:3}<end_function_call><start_function_call>call:get_time{tz:<escape>CET<escape>}<end_function_call>" },
  { format: "lfm2", text: '<|tool_call_start|>[get_weather(city="Paris", days=3), get_time(tz="CET")]<|tool_call_end|>I\'ll check.' },
  { format: "pythonic", text: "I'll check.\n[get_weather(city='Paris', days=3), get_time(tz='CET')]" },
  { format: "harmony", text: '<|channel|>analysis<|message|>Need weather and time.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "Paris", "days": 3}<|call|><|start|>assistant<|channel|>commentary to=functions.get_time <|constrain|>json<|message|>{"tz": "CET"}<|call|>' },
  { format: "kimi", text: 'I\'ll check.<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Paris", "days": 3}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_call_argument_begin|>{"tz": "CET"}<|tool_call_end|><|tool_calls_section_end|>' },
  { format: "cohere", text: 'I\'ll check.\n<|START_ACTION|>[\n  {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris", "days": 3}},\n  {"tool_call_id": "1", "tool_name": "get_time", "parameters": {"tz": "CET"}}\n]<|END_ACTION|>' },
  { format: "granite", text: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "xml-invoke", text: 'I\'ll check.\n<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Paris</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n<invoke name="get_time">\n<parameter name="tz">CET</parameter>\n</invoke>\n</minimax:tool_call>' },
  { format: "name-json", text: 'get_weather\n{"city": "Paris", "days": 3}\nget_time\n{"tz": "CET"}' },
];

/** Formats whose only marker is a declared tool's name. */
const weakMarkers: readonly string[] = ["pythonic", "name-json"];

const calls = (outcome: ReturnType<typeof tools.parse>): Call[] | string =>
  outcome.ok ? outcome.value.filter((v) => v.tool !== undefined).map((v) => ({ tool: v.tool as string, input: v.input })) : outcome.error.code;

describe.each(cases)("the $format format", ({ format, text }) => {
  it("reads every call, in order, typed by each tool's schema", () => {
    const outcome = tools.parse(text);
    expect(calls(outcome)).toEqual([paris, cet]);
    // The format's extract steps come first; each tool's parser then records its own.
    expect(outcome.steps.filter((s) => s.stage === "extract").map((s) => (s.stage === "extract" ? s.source : "")).slice(0, 2)).toEqual([format, format]);
  });

  it("reads the calls with only this format", () => {
    const only = defaultFormats.filter((f) => f.name === format);
    expect(calls(toolset({ get_weather: weather, get_time: time }, { formats: only }).parse(text))).toEqual([paris, cet]);
  });

  it("keeps the text outside the calls as the content", () => {
    const outcome = tools.parse(text);
    expect(outcome.ok && outcome.content).toBe(text.includes("I'll check.") ? "I'll check." : "");
  });

  it("reads no call in a code sample that shows the format", () => {
    const outcome = tools.parse(`Here is what a call looks like:\n\`\`\`\n${text}\n\`\`\`\nThat is all.`);
    expect(outcome.ok && calls(outcome).length > 0).toBe(false);
  });

  it("never yields a call to an undeclared tool", () => {
    const outcome = tools.parse(text.replaceAll("get_weather", "launch_rocket"));
    if (weakMarkers.includes(format)) {
      // A name alone is no marker: the undeclared one is not read as a call at all.
      expect(outcome.ok && calls(outcome)).not.toContainEqual(expect.objectContaining({ tool: "launch_rocket" }));
    } else {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.code).toBe("unknown-tool");
    }
  });

  it("never yields a call cut off at the end of the text", () => {
    const cut = text.slice(0, text.indexOf("Paris") + 3);
    const outcome = tools.parse(cut);
    expect(outcome.ok && calls(outcome).length > 0).toBe(false);
  });
});

describe("prose and reasoning", () => {
  it.each([
    "You could call get_weather with the city Paris, or get_time for CET.",
    "get_weather is the tool to use; it needs a city.",
    "The list [get_weather, get_time] holds both tools.",
    "In Python: `[get_weather(city='Paris')]` returns a list.",
  ])("reads no call in prose: %s", (text) => {
    const outcome = tools.parse(text);
    expect(outcome.ok && calls(outcome).length > 0).toBe(false);
  });

  it("reads a call after prose that names a tag it never closes", () => {
    expect(calls(tools.parse('Calls go in <tool_call> tags.\nHere: {"name": "get_time", "arguments": {"tz": "CET"}}'))).toEqual([cet]);
    expect(tools.parse("<tool_call>\nThis looks like a call but is not").ok).toBe(false);
  });

  it("never reads a call inside a reasoning block, and keeps the reasoning apart", () => {
    const text = "<think>Maybe <tool_call>\n<function=get_time>\n<parameter=tz>\nUTC\n</parameter>\n</function>\n</tool_call></think>\n<tool_call>\n<function=get_time>\n<parameter=tz>\nCET\n</parameter>\n</function>\n</tool_call>";
    const outcome = tools.parse(text);
    expect(calls(outcome)).toEqual([cet]);
    expect(outcome.ok && outcome.reasoning).toContain("Maybe");
  });

  it("reads calls after a reasoning block the prompt opened", () => {
    expect(calls(tools.parse('Thinking about it</think>[TOOL_CALLS]get_time[ARGS]{"tz": "CET"}'))).toEqual([cet]);
  });

  it("never reads harmony's analysis channel as a call", () => {
    const text = '<|channel|>analysis<|message|>I could send to=functions.get_time <|message|>{"tz": "UTC"}<|end|><|start|>assistant<|channel|>final<|message|>It is noon.';
    const outcome = tools.parse(text);
    expect(outcome.ok && calls(outcome).length > 0).toBe(false);
  });
});

describe("Mistral lists", () => {
  it("reads a list followed by its closing tag (not a markdown link)", () => {
    expect(calls(tools.parse('[TOOL_CALLS] [{"name": "get_time", "arguments": {"tz": "CET"}}][/TOOL_CALLS]'))).toEqual([cet]);
  });

  it("reads the complete calls of a list never closed, and says so", () => {
    const outcome = tools.parse('[TOOL_CALLS] [{"name": "get_time", "arguments": {"tz": "CET"}}');
    expect(calls(outcome)).toEqual([cet]);
    expect(outcome.steps.some((s) => s.stage === "repair" && s.repairs.includes("list not closed"))).toBe(true);
  });

  it("fails a list whose last call is cut off as truncated", () => {
    const outcome = tools.parse('[TOOL_CALLS] [{"name": "get_time", "arguments": {"tz": "CET"}}, {"name": "get_weather", "arguments": {"city": "Par');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe("truncated");
  });
});

describe("values typed by the schema", () => {
  it("types XML values by the schema, never by their look", () => {
    const text = "<tool_call>\n<function=get_weather>\n<parameter=city>\n1984\n</parameter>\n<parameter=days>\n3\n</parameter>\n<parameter=metric>\ntrue\n</parameter>\n<parameter=hours>\n[6, 12]\n</parameter>\n</function>\n</tool_call>";
    expect(calls(tools.parse(text))).toEqual([{ tool: "get_weather", input: { city: "1984", days: 3, metric: true, hours: [6, 12] } }]);
  });

  it("reads a key written twice as a list where the schema has one", () => {
    const text = "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Oslo</arg_value><arg_key>hours</arg_key><arg_value>6</arg_value><arg_key>hours</arg_key><arg_value>18</arg_value></tool_call>";
    expect(calls(tools.parse(text))).toEqual([{ tool: "get_weather", input: { city: "Oslo", hours: [6, 18] } }]);
  });

  it("fails an XML call with stray text or a prototype key instead of dropping it", () => {
    for (const text of [
      "<tool_call><function=get_time><parameter=tz>CET</parameter> and more</function></tool_call>",
      "<tool_call><function=get_time><parameter=__proto__>{}</parameter></function></tool_call>",
    ]) {
      const outcome = tools.parse(text);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.code).toBe("unrepairable");
    }
  });

  it("keeps raw and corrected input side by side", () => {
    const outcome = tools.parse('[TOOL_CALLS]get_weather[ARGS]{"city": "Paris", "days": "3",}');
    expect(outcome.ok && outcome.value[0]).toMatchObject({ tool: "get_weather", input: { city: "Paris", days: 3 }, raw: '{"city": "Paris", "days": "3",}' });
  });
});

describe("user formats", () => {
  const bang: CallFormat = {
    name: "bang",
    read(text) {
      const match = /^!(\w+) (.*)$/.exec(text);
      return match === null ? undefined : [{ name: match[1] as string, arguments: { tz: match[2] }, span: { start: 0, end: text.length } }];
    },
  };

  it("reads a user format put before the defaults", () => {
    const own = toolset({ get_time: time }, { formats: [bang, ...defaultFormats] });
    expect(calls(own.parse("!get_time CET"))).toEqual([cet]);
  });

  it.each([
    ["throws", { name: "boom", read: () => { throw new Error("boom"); } }],
    ["returns garbage", { name: "junk", read: () => "calls" }],
    ["returns a span outside the text", { name: "far", read: () => [{ name: "get_time", arguments: { tz: "UTC" }, span: { start: 0, end: 10_000 } }] }],
    ["returns a call without a name", { name: "anon", read: () => [{ arguments: { tz: "UTC" }, span: { start: 0, end: 1 } }] }],
    ["returns 10^6 calls", { name: "flood", read: () => Array.from({ length: 1_000_000 }, () => ({ name: "get_time", span: { start: 0, end: 1 } })) }],
    ["is not a format", { name: "", read: 3 }],
  ])("contains a format that %s: a skip step, the other formats still read", (_, piece) => {
    const own = toolset({ get_time: time }, { formats: [piece as unknown as CallFormat, ...defaultFormats] });
    const outcome = own.parse('[TOOL_CALLS]get_time[ARGS]{"tz": "CET"}');
    expect(calls(outcome)).toEqual([cet]);
    expect(outcome.steps.some((s) => s.stage === "skip" && s.kind === "format")).toBe(true);
  });

  it("reads only the formats given", () => {
    const hermesOnly = toolset({ get_time: time }, { formats: defaultFormats.filter((f) => f.name === "hermes") });
    const outcome = hermesOnly.parse('[TOOL_CALLS]get_time[ARGS]{"tz": "CET"}');
    expect(outcome.ok && calls(outcome).length > 0).toBe(false);
  });
});

describe("the example of docs/tools.md", () => {
  const bang: CallFormat = {
    name: "bang",
    read(text, context) {
      const match = /^!(\w+) (\{.*\})$/m.exec(text);
      if (match === null || !context.isTool(match[1] as string)) return undefined;
      return [{ name: match[1] as string, arguments: match[2], span: { start: match.index, end: match.index + match[0].length } }];
    },
  };

  it("reads `!tool {json}` lines before the defaults, and leaves other tools' names alone", () => {
    const own = toolset({ get_time: time }, { formats: [bang, ...defaultFormats] });
    const outcome = own.parse('Sure.\n!get_time {"tz": "CET"}');
    expect(calls(outcome)).toEqual([cet]);
    expect(outcome.ok && outcome.content).toBe("Sure.");
    expect(own.parse('!rm_rf {"path": "/"}').ok).toBe(false);
  });
});
