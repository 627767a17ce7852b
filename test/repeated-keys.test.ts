/**
 * A key written twice in one object (`{"name": "A", "name": "B"}`): two different values are two answers for one key
 * and the outcome is `ambiguous` (JSON.parse, json5, Python's json and jsonrepair silently keep the last); the same
 * value twice is one member, read with a recorded repair. Held on every route a text takes: the strict fast path, the
 * descent and incremental readers, jsonrepair, extraction's candidates, streaming and tool-call arguments, one-shot,
 * async and streamed.
 */
import { describe, expect, it } from "vitest";
import { repair, salvage, toolset, type Outcome } from "../src/index.js";

const schema = { type: "object", properties: { name: { type: "string" }, age: { type: "number" } }, required: ["name"] } as const;
const parser = salvage(schema);

/** Splits `text` into chunks of `size`, as an async source. */
async function* chunks(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

const routes: readonly { readonly name: string; readonly parse: (text: string) => Promise<Outcome<unknown>> }[] = [
  { name: "parse", parse: async (text) => parser.parse(text) },
  { name: "parseAsync", parse: (text) => parser.parseAsync(text) },
  { name: "stream, 1-char chunks", parse: (text) => parser.stream(chunks(text, 1)).result },
  { name: "stream, 5-char chunks", parse: (text) => parser.stream(chunks(text, 5)).result },
  {
    name: "streamer",
    parse: async (text) => {
      const streamer = parser.streamer();
      for (const piece of text.match(/[\s\S]{1,3}/g) ?? []) streamer.push(piece);
      return streamer.end();
    },
  },
];

/** The repair names of an outcome's steps. */
function repairsOf(outcome: Outcome<unknown>): string[] {
  return outcome.steps.flatMap((step) => (step.stage === "repair" ? step.repairs : []));
}

describe.each(routes)("a key written twice ($name)", ({ parse }) => {
  it.each([
    ["strict JSON", '{"name": "A", "name": "B"}'],
    ["strict JSON, the keys apart", '{"name": "A", "age": 3, "name": "B"}'],
    ["nested", '{"name": "A", "age": {"n": 1, "n": 2}}'],
    ["single quotes and bare keys", "{name: 'A', 'name': 'B'}"],
    ["in a fence after prose", 'Here it is:\n```json\n{"name": "A", "name": "B"}\n```'],
    ["in prose", 'The answer is {"name": "A", "name": "B"} as asked.'],
    ["with a comment (the incremental parser)", '{"name": "A", // first\n "name": "B"}'],
    ["read by jsonrepair (missing comma on one line)", '{"name": "A" "name": "B"}'],
    // One of the two fails the schema: still two answers for one key, not a choice the schema may make.
    ["one value of the wrong type", '{"name": "A", "age": "unknown", "age": 30}'],
  ])("two different values are ambiguous: %s", async (_, text) => {
    const outcome = await parse(text);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.code).toBe("ambiguous");
    expect(!outcome.ok && outcome.error.message).toMatch(/key twice in one object with two different values/);
  });

  it.each([
    ["strict JSON", '{"name": "A", "name": "A"}', { name: "A" }],
    ["single quotes", "{'name': 'A', 'age': 2, 'name': 'A'}", { name: "A", age: 2 }],
    ["in a fence", '```json\n{"name": "A", "age": 1, "age": 1.0}\n```', { name: "A", age: 1 }],
  ])("the same value twice is read once, with a repair: %s", async (_, text, value) => {
    const outcome = await parse(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(repairsOf(outcome)).toContain("repeated keys with the same value");
  });

  it.each([
    ["one key in two objects", '{"name": "A", "age": 3, "meta": {"name": "B"}}'],
    ["colons inside strings", '{"name": "a:b \\": c", "age": 3}'],
    ["a key and its value alike", '{"name": "name"}'],
  ])("no repeat, no repair: %s", async (_, text) => {
    const outcome = await parse(text);
    expect(outcome.ok).toBe(true);
    expect(repairsOf(outcome)).not.toContain("repeated keys with the same value");
  });
});

describe("a key written twice, with no schema (repair)", () => {
  it("is ambiguous with two values, a repair with one", () => {
    expect(repair('{"a": 1, "a": 2}')).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(repair("[{a: 1, a: [2]}]")).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    const same = repair('{"a": [1, {"b": 2}], "a": [1, {"b": 2}]}');
    expect(same).toMatchObject({ ok: true, value: { a: [1, { b: 2 }] } });
    expect(repairsOf(same)).toStrictEqual(["repeated keys with the same value"]);
  });
});

describe("a key written twice in tool-call arguments", () => {
  const tools = toolset({ click: { type: "object", properties: { selector: { type: "string" } }, required: ["selector"] } });
  const args = '{"selector": "#a", "selector": "#b"}';
  const sameArgs = '{"selector": "#a", "selector": "#a"}';
  const openai = (text: string) => ({ role: "assistant", tool_calls: [{ id: "1", type: "function", function: { name: "click", arguments: text } }] });
  const texts: readonly (readonly [string, (a: string) => string])[] = [
    ["OpenAI tool_calls as text", (a) => JSON.stringify(openai(a))],
    ["Hermes <tool_call>", (a) => `<tool_call>{"name": "click", "arguments": ${a}}</tool_call>`],
    ["generic, the whole text", (a) => `{"name": "click", "arguments": ${a}}`],
    ["generic, arguments as a JSON string", (a) => JSON.stringify({ name: "click", arguments: a })],
    ["LangChain blob", (a) => `{"action": "click", "action_input": ${a}}`],
    ["ReAct", (a) => `Action: click\nAction Input: ${a}`],
    ["mistral", (a) => `[TOOL_CALLS]click[ARGS]${a}`],
    ["name-json", (a) => `click\n${a}`],
  ];

  it.each(texts)("two values are ambiguous, one value is a repair: %s", async (_, write) => {
    for (const read of [(text: string) => Promise.resolve(tools.parse(text)), (text: string) => tools.parseAsync(text), (text: string) => tools.stream(chunks(text, 4)).result]) {
      expect(await read(write(args))).toMatchObject({ ok: false, error: { code: "ambiguous" } });
      const same = await read(write(sameArgs));
      expect(same).toMatchObject({ ok: true, value: [{ tool: "click", input: { selector: "#a" } }] });
    }
  });

  it("holds for arguments of a parsed OpenAI message and Responses item", () => {
    expect(tools.parseValue(openai(args))).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(tools.parseValue({ type: "function_call", call_id: "1", name: "click", arguments: args })).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(tools.parseValue(openai(sameArgs))).toMatchObject({ ok: true, value: [{ tool: "click", input: { selector: "#a" } }] });
  });

  it("holds for the call's own keys: two names are two calls the text does not choose between", () => {
    const text = '<tool_call>{"name": "click", "name": "type", "arguments": {"selector": "#a"}}</tool_call>';
    expect(tools.parse(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });
});
