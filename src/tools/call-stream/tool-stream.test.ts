import { describe, expect, it } from "vitest";
import { streamed, tools } from "./forms.fixture.js";

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
