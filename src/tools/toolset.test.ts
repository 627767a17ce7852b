import { toStandardJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { SchemaInput } from "../schema/index.js";
import { ToolCallError } from "./error.js";
import { toolset } from "./toolset.js";
import type { ToolCall } from "./types.js";

// The motivating tools, written three ways: every test below must hold for each.
const schemas: [string, { click: SchemaInput; type: SchemaInput }][] = [
  [
    "zod",
    {
      click: z.object({ selector: z.string().meta({ aliases: ["element"] }) }),
      type: z.object({ text: z.string(), submit: z.boolean().optional() }),
    },
  ],
  [
    "valibot",
    {
      click: toStandardJsonSchema(v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) })),
      type: toStandardJsonSchema(v.object({ text: v.string(), submit: v.optional(v.boolean()) })),
    },
  ],
  [
    "JSON Schema",
    {
      click: { type: "object", properties: { selector: { type: "string", aliases: ["element"] } }, required: ["selector"] },
      type: { type: "object", properties: { text: { type: "string" }, submit: { type: "boolean" } }, required: ["text"] },
    },
  ],
];

const rules = (call: { fixes: readonly { stage: string; rule?: string; kind?: string }[] }) =>
  call.fixes.map((step) => (step.stage === "coerce" ? step.rule : `repair:${step.kind}`));

describe.each(schemas)("a toolset of %s tools", (_name, defs) => {
  const tools = toolset(defs);
  const only = (text: string): ToolCall => {
    const outcome = tools.parse(text);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value).toHaveLength(1);
    return outcome.value[0] as ToolCall;
  };

  it("reads an OpenAI tool call, keeping the raw arguments string beside the corrected input", () => {
    const raw = '{"element": "#btn"}';
    const text = JSON.stringify({ role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "click", arguments: raw } }] });
    const call = only(text);
    expect(call).toMatchObject({ tool: "click", input: { selector: "#btn" }, id: "call_1", raw });
    expect(rules(call)).toEqual(["rename-key"]);
  });

  it("reads an Anthropic tool_use block, raw input object and all", () => {
    const call = only(JSON.stringify({ type: "tool_use", id: "toolu_1", name: "click", input: { element: "#btn" } }));
    expect(call).toMatchObject({ tool: "click", input: { selector: "#btn" }, id: "toolu_1", raw: { element: "#btn" } });
  });

  it("reads several <tool_call> blocks in order, with prose and reasoning around them", () => {
    const text = [
      "<think>I need to click then type.</think>",
      "Sure.",
      '<tool_call>\n{"name": "click", "arguments": {"selector": "#q"}}\n</tool_call>',
      "<tool_call>{'name': 'type', 'arguments': {'text': 'hello', 'submit': 'true'}}</tool_call>",
    ].join("\n");
    const outcome = tools.parse(text);
    expect(outcome.ok).toBe(true);
    expect(outcome.value).toMatchObject([
      { tool: "click", input: { selector: "#q" } },
      { tool: "type", input: { text: "hello", submit: true } },
    ]);
    // The second block's syntax repair is a fix of that call (and only that call), before its coercion.
    expect(rules(outcome.value?.[0] as ToolCall)).toEqual([]);
    expect(rules(outcome.value?.[1] as ToolCall)).toEqual(["repair:syntax", "string-to-boolean"]);
    // The repair of the single-quoted block is in the answer's trace.
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", kind: "syntax" }));
  });

  it("reads a LangChain blob fenced in prose, and its Final Answer", () => {
    const text = 'Thought: click it\nAction:\n```json\n{"action": "click", "action_input": {"element": "#btn"}}\n```';
    expect(only(text)).toMatchObject({ tool: "click", input: { selector: "#btn" }, raw: { element: "#btn" } });
    const final = tools.parse('```json\n{"action": "Final Answer", "action_input": "Clicked."}\n```');
    expect(final).toMatchObject({ ok: true, value: [{ final: "Clicked." }] });
  });

  it("reads the blob after `Action: ```json`, not `json` as the tool's name", () => {
    const text = 'Thought: click it\nAction: ```json\n{"action": "click", "action_input": {"selector": "#b"}}\n```';
    expect(only(text)).toMatchObject({ tool: "click", input: { selector: "#b" } });
  });

  it("reads a LangChain action_input string holding JSON, or plain text for a one-string tool", () => {
    expect(only('{"action": "click", "action_input": "{\\"selector\\": \\"#a\\"}"}')).toMatchObject({ input: { selector: "#a" } });
    const plain = only('{"action": "click", "action_input": "#a"}');
    expect(plain).toMatchObject({ input: { selector: "#a" }, raw: "#a" });
    expect(rules(plain)).toEqual(["wrap-bare-value"]);
  });

  it("reads a ReAct bare input as the tool's one string property, recording wrap-bare-value", () => {
    const call = only("Thought: the button\nAction: click\nAction Input: #btn");
    expect(call).toMatchObject({ tool: "click", input: { selector: "#btn" }, raw: "#btn" });
    expect(rules(call)).toEqual(["wrap-bare-value"]);
  });

  it("takes plain text for the one required string of a tool whose other fields are optional", () => {
    expect(only("Action: type\nAction Input: hello")).toMatchObject({ tool: "type", input: { text: "hello" }, raw: "hello" });
  });

  it("reads a generic list of parallel calls, in order", () => {
    const outcome = tools.parse('[{"name": "click", "arguments": {"selector": "#a"}}, {"name": "type", "parameters": {"text": "hi"}}]');
    expect(outcome.value?.map((call) => call.tool)).toEqual(["click", "type"]);
  });

  it("matches a misspelt tool name to a unique tool and records the fix", () => {
    const call = only('{"name": "Click", "arguments": {"selector": "#a"}}');
    expect(call.tool).toBe("click");
    expect(call.fixes[0]).toEqual({ stage: "coerce", candidate: 0, rule: "match-tool-name", path: ["tool"], before: "Click", after: "click" });
  });

  it("fails when the only call names an undeclared tool, naming it and the available tools, the attempt and the text kept", () => {
    const text = '{"name": "scroll", "arguments": {"by": 3}}';
    const outcome = tools.parse(text);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: "unknown-tool", message: 'Unknown tool "scroll". Available tools: "click", "type".' },
      content: text,
      attempted: [{ code: "unknown-tool", stage: "tool", index: 0, rawInput: { by: 3 }, message: 'Unknown tool "scroll". Available tools: "click", "type".' }],
    });
  });

  it("fails an undeclared tool beside a declared one: a batch never runs in part", () => {
    const outcome = tools.parse(JSON.stringify([{ name: "click", arguments: { selector: "#a" } }, { name: "scroll", arguments: {} }]));
    expect(outcome).toMatchObject({ ok: false, error: { code: "unknown-tool", index: 1 } });
    const before = tools.parse(JSON.stringify([{ name: "scroll", arguments: {} }, { name: "click", arguments: { selector: "#a" } }]));
    expect(before).toMatchObject({ ok: false, error: { code: "unknown-tool", index: 0 } });
    expect(tools.parse('{"name": "click", "arguments": {"selector": "#a"}}')).not.toHaveProperty("attempted");
  });

  it("fails a call whose input does not fit, naming the tool and the path", () => {
    const outcome = tools.parse(JSON.stringify([{ name: "click", arguments: { selector: "#a" } }, { name: "click", arguments: { selector: true } }]));
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatchObject({ code: "schema-mismatch", tool: "click", index: 1, rawInput: { selector: true } });
    expect(outcome.error?.issues.map((issue) => issue.path)).toContainEqual(["selector"]);
  });

  it("parses a call a client split out, with malformed arguments repaired and recorded", () => {
    const outcome = tools.parseCall({ name: "click", arguments: "{'selector': '#btn',}", id: "call_9" });
    expect(outcome).toMatchObject({ ok: true, value: { tool: "click", input: { selector: "#btn" }, id: "call_9", raw: "{'selector': '#btn',}" } });
    expect(rules(outcome.value as ToolCall)).toEqual(["repair:syntax"]);
    expect(tools.parseCall({ name: "click", input: { element: "#b" } })).toMatchObject({ ok: true, value: { input: { selector: "#b" } } });
  });

  it("parses an SDK message object without stringifying it", () => {
    const message = { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "type", input: { text: "x" } }] };
    expect(tools.parseValue(message)).toMatchObject({ ok: true, value: [{ tool: "type", input: { text: "x" }, id: "t1" }] });
  });

  it("gives the same results asynchronously", async () => {
    expect(await tools.parseAsync("Action: click\nAction Input: #btn")).toEqual(tools.parse("Action: click\nAction Input: #btn"));
    expect(await tools.parseCallAsync({ name: "click", arguments: "{}" })).toEqual(tools.parseCall({ name: "click", arguments: "{}" }));
  });

  it("throws a ToolCallError from parseOrThrow only", () => {
    expect(() => tools.parseOrThrow('{"name": "nope", "arguments": {}}')).toThrow(ToolCallError);
    let caught: unknown;
    try {
      tools.parseOrThrow('{"name": "click", "arguments": {"selector": true}}');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolCallError);
    expect(caught).toMatchObject({ code: "schema-mismatch", tool: "click", rawInput: { selector: true } });
    expect(tools.parseOrThrow('{"name": "click", "arguments": {"selector": "#a"}}')).toMatchObject([{ input: { selector: "#a" } }]);
  });
});

describe("toolset options", () => {
  const click = z.object({ selector: z.string() });

  it("merges each tool's options over the toolset's: aliases by path, its own rules", () => {
    const tools = toolset(
      { click: { schema: click, aliases: { selector: ["css"] } }, hover: { schema: click, rules: [] } },
      { aliases: { selector: ["element"] } },
    );
    expect(tools.parse('{"name": "click", "arguments": {"css": "#a"}}')).toMatchObject({ ok: true });
    expect(tools.parse('{"name": "click", "arguments": {"element": "#a"}}')).toMatchObject({ ok: true });
    // hover has no rules at all: the alias known to the toolset cannot be applied.
    expect(tools.parse('{"name": "hover", "arguments": {"element": "#a"}}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });

  it("does not take plain text for a tool with two required fields, and says why", () => {
    const tools = toolset({ fill: z.object({ selector: z.string(), text: z.string() }) });
    const outcome = tools.parse("Action: fill\nAction Input: hello");
    expect(outcome).toMatchObject({ ok: false, error: { code: "no-json-found", tool: "fill", rawInput: "hello" } });
  });

  it("reads a ReAct action with no input as a call with an empty input, recorded", () => {
    const tools = toolset({ now: z.object({}) });
    expect(tools.parse("Thought: what time is it?\nAction: now")).toMatchObject({
      ok: true,
      value: [{ tool: "now", input: {}, raw: undefined, fixes: [{ rule: "empty-arguments", before: undefined, after: {} }] }],
    });
  });

  it("matches declared names of a tool", () => {
    const tools = toolset({ click: { schema: click, names: ["press"] } });
    expect(tools.parse('{"name": "Press", "arguments": {"selector": "#a"}}')).toMatchObject({
      ok: true,
      value: [{ tool: "click", fixes: [{ rule: "match-tool-name", before: "Press", after: "click" }] }],
    });
  });

  it("reports a broken definition on every parse instead of throwing", () => {
    const tools = toolset({ click: { schema: { type: "nonsense" } } });
    expect(tools.parse('{"name": "click", "arguments": {}}')).toMatchObject({ ok: false, error: { code: "invalid-schema", tool: "click" } });
    const notTools = toolset(42 as never);
    expect(notTools.parse("{}")).toMatchObject({ ok: false, error: { code: "invalid-schema", stage: "tool" } });
    expect(toolset({ click }, { maxCalls: 0 }).parse("{}")).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
  });

  it("exposes each tool's own parser", () => {
    const tools = toolset({ click });
    expect(tools.parser("click")?.parse('{"selector": "#a"}')).toMatchObject({ ok: true, value: { selector: "#a" } });
    expect(tools.names).toEqual(["click"]);
  });
});
