import { describe, expect, it } from "vitest";
import { toolset } from "../toolset.js";

const weather = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer" } },
  required: ["city"],
  additionalProperties: false,
} as const;
const time = { type: "object", properties: { tz: { type: "string" } }, required: ["tz"], additionalProperties: false } as const;
const tools = toolset({ get_weather: weather, get_time: time });

/** Texts with two calls (get_weather Paris 3 days, get_time CET), in the formats the stream follows. */
const streamed: readonly { readonly format: string; readonly text: string }[] = [
  { format: "hermes", text: 'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}\n</tool_call>\n<tool_call>\n{"name": "get_time", "arguments": {"tz": "CET"}}\n</tool_call>' },
  { format: "qwen-xml", text: "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=get_time>\n<parameter=tz>\nCET\n</parameter>\n</function>\n</tool_call>" },
  { format: "glm", text: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n</tool_call><tool_call>get_time<arg_key>tz</arg_key><arg_value>CET</arg_value></tool_call>" },
  { format: "mistral", text: '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris", "days": 3}[TOOL_CALLS]get_time[ARGS]{"tz": "CET"}' },
  { format: "mistral", text: '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "llama", text: '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris", "days": 3}}<|python_tag|>{"name": "get_time", "parameters": {"tz": "CET"}}' },
  { format: "deepseek", text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Paris", "days": 3}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"tz": "CET"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>' },
  { format: "kimi", text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Paris", "days": 3}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_call_argument_begin|>{"tz": "CET"}<|tool_call_end|><|tool_calls_section_end|>' },
  { format: "harmony", text: '<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "Paris", "days": 3}<|call|><|start|>assistant<|channel|>commentary to=functions.get_time <|constrain|>json<|message|>{"tz": "CET"}<|call|>' },
  { format: "granite", text: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "xml-invoke", text: '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Paris</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n<invoke name="get_time">\n<parameter name="tz">CET</parameter>\n</invoke>\n</minimax:tool_call>' },
  { format: "xml-invoke", text: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">Paris</｜DSML｜parameter>\n<｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="get_time">\n<｜DSML｜parameter name="tz" string="true">CET</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>' },
  { format: "generic", text: '[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]' },
  { format: "generic", text: '  {"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}\n{"name": "get_time", "arguments": {"tz": "CET"}}' },
  { format: "pythonic", text: '[get_weather(city="Paris", days=3), get_time(tz="CET")]' },
  { format: "pythonic", text: 'Let me check.\n<function_calls>get_weather(city="Paris", days=3)\nget_time(tz="CET")</function_calls>' },
  { format: "lfm2", text: '<|tool_call_start|>[get_weather(city="Paris", days=3), get_time(tz="CET")]<|tool_call_end|>Checking.' },
  { format: "lfm2", text: '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "get_time", "arguments": {"tz": "CET"}}]<|tool_call_end|>' },
  { format: "gemma", text: "<start_function_call>call:get_weather{city:<escape>Paris<escape>,days:3}<end_function_call><start_function_call>call:get_time{tz:<escape>CET<escape>}<end_function_call>" },
  { format: "gemma", text: '<|tool_call>call:get_weather{city:<|"|>Paris<|"|>,days:3}<tool_call|><|tool_call>call:get_time{tz:<|"|>CET, {x}<|"|>}<tool_call|>' },
  { format: "cohere", text: 'Plan: weather, then time.\nAction: ```json\n[{"tool_name": "get_weather", "parameters": {"city": "Paris", "days": 3}}, {"tool_name": "get_time", "parameters": {"tz": "CET"}}]\n```' },
  { format: "name-json", text: 'get_weather\n{"city": "Paris", "days": 3}\nget_time\n{"tz": "CET"}' },
  { format: "pythonic", text: 'I will look both up.\n[get_weather(city="Paris", days=3), get_time(tz="CET")]' },
  { format: "morph-xml", text: "Sure.\n<get_weather>\n<city>Paris</city>\n<days>3</days>\n</get_weather>\n<get_time>\n<tz>CET</tz>\n</get_time>" },
  { format: "openai", text: '{"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\", \\"days\\": 3}"}}, {"id": "call_2", "type": "function", "function": {"name": "get_time", "arguments": "{\\"tz\\": \\"CET\\"}"}}]}' },
  { format: "openai", text: '{"choices": [{"index": 0, "message": {"role": "assistant", "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": "{\\"city\\":\\"Paris\\",\\"days\\":3}"}}, {"id": "call_2", "type": "function", "function": {"name": "get_time", "arguments": "{\\"tz\\":\\"CET\\"}"}}]}}]}' },
  { format: "anthropic", text: '[{"type": "text", "text": "Checking."}, {"type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": {"city": "Paris", "days": 3}}, {"type": "tool_use", "id": "toolu_2", "name": "get_time", "input": {"tz": "CET"}}]' },
  { format: "anthropic", text: '{"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": {"city": "Paris", "days": 3}}, {"type": "tool_use", "id": "toolu_2", "name": "get_time", "input": {"tz": "CET"}}]}' },
  { format: "langchain", text: 'First the weather:\n```json\n{"action": "get_weather", "action_input": {"city": "Paris", "days": 3}}\n```\nThen the time:\n```json\n{"action": "get_time", "action_input": {"tz": "CET"}}\n```' },
];

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

describe.each(streamed)("streaming $format calls", ({ text }) => {
  it.each([1, 7, 64, 100_000])("names each tool as soon as it is written, grows its input, and ends with parse (chunks of %i; the last is the whole text in one push)", (size) => {
    const streamer = tools.streamer();
    let sawNameEarly = false;
    let sawPartialInput = false;
    for (const chunk of chunks(text, size)) {
      const snapshot = streamer.push(chunk);
      const first = snapshot.calls[0];
      if (first !== undefined && snapshot.received < text.indexOf("Paris") + 5) sawNameEarly = first.tool === "get_weather";
      if (first !== undefined && !first.complete && JSON.stringify(first.input ?? {}).includes("Pa")) sawPartialInput = true;
    }
    const calls = streamer.snapshot().calls.map((c) => ({ tool: c.tool, complete: c.complete }));
    expect(calls).toEqual([
      { tool: "get_weather", complete: true },
      { tool: "get_time", complete: true },
    ]);
    if (size < 64) expect(sawNameEarly).toBe(true);
    if (size === 1) expect(sawPartialInput).toBe(true);
    expect(streamer.end()).toEqual(tools.parse(text));
  });
});

describe("streaming in random chunks, every format", () => {
  /** A small seeded generator: the same chunkings on every run. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  it.each(streamed.map((entry, index) => ({ ...entry, index })))("$format ($index): snapshots only grow, and the result is parse(whole)", ({ text, index }) => {
    const next = random(index + 1);
    for (let run = 0; run < 20; run++) {
      const streamer = tools.streamer();
      let previous: readonly { tool: string; complete: boolean }[] = [];
      for (let at = 0; at < text.length; ) {
        const size = 1 + Math.floor(next() * 24);
        const calls = streamer.push(text.slice(at, at + size)).calls;
        at += size;
        // A call once shown keeps its place and its tool; a complete call stays complete.
        expect(calls.length).toBeGreaterThanOrEqual(previous.length);
        previous.forEach((call, i) => {
          expect(calls[i]?.tool).toBe(call.tool);
          if (call.complete) expect(calls[i]?.complete).toBe(true);
        });
        previous = calls.map((c) => ({ tool: c.tool, complete: c.complete }));
      }
      expect(streamer.end()).toEqual(tools.parse(text));
    }
  });
});

describe("streaming one ReAct call", () => {
  const text = 'Thought: I need the weather.\nAction: get_weather\nAction Input: {"city": "Paris", "days": 3}';
  it.each([1, 5, 13])("names the tool at its line, grows the JSON input, and ends with parse (chunks of %i)", (size) => {
    const streamer = tools.streamer();
    let named = -1;
    let partial = false;
    for (const chunk of chunks(text, size)) {
      const call = streamer.push(chunk).calls[0];
      if (call !== undefined && named === -1) named = streamer.snapshot().received;
      if (call !== undefined && !call.complete && JSON.stringify(call.input ?? {}).includes("Pa")) partial = true;
    }
    expect(named).toBeLessThan(text.indexOf("Paris"));
    if (size === 1) expect(partial).toBe(true);
    expect(streamer.snapshot().calls).toMatchObject([{ tool: "get_weather", complete: true, input: { city: "Paris", days: 3 }, format: "react" }]);
    expect(streamer.end()).toEqual(tools.parse(text));
  });
});

describe("no partial call where the markup is no call", () => {
  it.each([
    ["a fenced sample of the markup", 'The format is:\n```xml\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>\n```\nThat is all.'],
    ["a fenced pythonic sample", "Example:\n```python\n[get_weather(city=\"Paris\")]\n```"],
    ["an undeclared tool's tag", "<launch>\n<target>moon</target>\n</launch>"],
    ["an undeclared ReAct action", 'Action: launch\nAction Input: {"target": "moon"}'],
    ["a later list naming an undeclared tool", 'Sure.\n[launch(target="moon")]'],
    ["a markdown link on its own line", "See\n[the docs](https://example.com/get_weather) for more."],
    ["a JSON value that is no call", '{"city": "Paris", "days": 3}'],
    ["a declared name in a sentence", "get_weather is what I would use\n{\"city\": \"Paris\"}"],
    ["an undeclared GLM call", "<tool_call>launch<arg_key>target</arg_key><arg_value>moon</arg_value></tool_call>"],
    ["an undeclared qwen-xml call", "<tool_call>\n<function=launch>\n<parameter=target>\nmoon\n</parameter>\n</function>\n</tool_call>"],
    ["an undeclared invoke", '<minimax:tool_call>\n<invoke name="launch">\n<parameter name="target">moon</parameter>\n</invoke>\n</minimax:tool_call>'],
  ])("%s", (_, text) => {
    for (const size of [1, 6, text.length]) {
      const streamer = tools.streamer();
      for (const chunk of chunks(text, size)) streamer.push(chunk);
      expect(streamer.snapshot().calls).toEqual([]);
      expect(streamer.end()).toEqual(tools.parse(text));
    }
  });

  it("reads a declared XML call after an undeclared one (the undeclared name is read once, not again at every step)", () => {
    const texts = [
      "<tool_call>launch<arg_key>target</arg_key><arg_value>moon</arg_value></tool_call><tool_call>get_time<arg_key>tz</arg_key><arg_value>CET</arg_value></tool_call>",
      "<tool_call>\n<function=launch>\n<parameter=target>\nmoon\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=get_time>\n<parameter=tz>\nCET\n</parameter>\n</function>\n</tool_call>",
      '<minimax:tool_call>\n<invoke name="launch">\n<parameter name="target">moon</parameter>\n</invoke>\n<invoke name="get_time">\n<parameter name="tz">CET</parameter>\n</invoke>\n</minimax:tool_call>',
    ];
    for (const text of texts) {
      for (const size of [1, 6, text.length]) {
        const streamer = tools.streamer();
        for (const chunk of chunks(text, size)) streamer.push(chunk);
        expect(streamer.snapshot().calls).toEqual([{ index: 0, tool: "get_time", input: { tz: "CET" }, complete: true, format: expect.any(String) }]);
      }
    }
  });

  it("reads the markup that follows a skipped fence or link", () => {
    const text = 'Example:\n```\n[get_time(tz="UTC")]\n```\n[see](x)\n[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}';
    const streamer = tools.streamer();
    for (const chunk of chunks(text, 4)) streamer.push(chunk);
    expect(streamer.snapshot().calls).toMatchObject([{ tool: "get_weather", complete: true, input: { city: "Paris" } }]);
  });
});

describe("tools.stream", () => {
  it("iterates snapshots of an async source and resolves to parse(whole)", async () => {
    const text = streamed[1]?.text as string;
    async function* source() {
      for (const chunk of chunks(text, 5)) yield chunk;
    }
    const stream = tools.stream(source());
    let last: readonly unknown[] = [];
    for await (const snapshot of stream) last = snapshot.calls.map((c) => c.tool);
    expect(last).toEqual(["get_weather", "get_time"]);
    expect(await stream.result).toEqual(tools.parse(text));
  });

  it("shows no call for text in a reasoning block or for an undeclared tool, and the result still decides", () => {
    const text = '<think>maybe <tool_call>{"name": "get_time", "arguments": {"tz": "UTC"}}</tool_call></think>[TOOL_CALLS]launch[ARGS]{"x": 1}';
    const streamer = tools.streamer();
    for (const chunk of chunks(text, 3)) streamer.push(chunk);
    expect(streamer.snapshot().calls).toEqual([]);
    const outcome = streamer.end();
    expect(outcome).toMatchObject({ ok: false, error: { code: "unknown-tool" }, attempted: [{ code: "unknown-tool" }] });
    expect(outcome).toEqual(tools.parse(text));
  });

  it("fails a source that is not one, without throwing", async () => {
    const stream = tools.stream(42 as never);
    expect((await stream.result).ok).toBe(false);
  });
});
