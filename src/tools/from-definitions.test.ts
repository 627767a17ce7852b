import { describe, expect, it } from "vitest";
import * as z from "zod";
import { fromToolDefinitions } from "./from-definitions.js";
import type { Outcome } from "../outcome/types.js";
import { toolset } from "./toolset.js";
import type { ToolDef } from "./types.js";

const selector = { type: "object", properties: { selector: { type: "string", aliases: ["element"] } }, required: ["selector"] };

describe("fromToolDefinitions", () => {
  it("builds a toolset from OpenAI, Anthropic and MCP definitions, validating their JSON Schemas for real", () => {
    const defs = fromToolDefinitions([
      { type: "function", function: { name: "click", description: "Click an element", parameters: selector } },
      { name: "hover", input_schema: selector },
      { name: "focus", inputSchema: selector },
      { type: "function", name: "blur", parameters: selector },
      { type: "function", function: { name: "now" } },
    ]);
    expect(defs.ok).toBe(true);
    if (!defs.ok) return;
    expect(Object.keys(defs.value)).toEqual(["click", "hover", "focus", "blur", "now"]);
    expect(defs.value.click.description).toBe("Click an element");
    const tools = toolset(defs.value);
    for (const name of ["click", "hover", "focus", "blur"]) {
      expect(tools.parse(JSON.stringify({ name, arguments: { element: "#a" } }))).toMatchObject({ ok: true, value: [{ tool: name, input: { selector: "#a" } }] });
      expect(tools.parse(JSON.stringify({ name, arguments: { selector: true } }))).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    }
    expect(tools.parse('{"name": "now", "arguments": {}}')).toMatchObject({ ok: true, value: [{ tool: "now", input: {} }] });
  });

  it("fails, naming the entry, for a definition with no name, a reserved name, a duplicate, or parameters that are not an object", () => {
    const cases: [unknown[], RegExp][] = [
      [[{ function: { parameters: selector } }], /Tool definition 0 .* has no name/],
      [[{ name: "__proto__", input_schema: selector }], /Tool definition 0: "__proto__" cannot be a tool name/],
      [[{ name: "a", inputSchema: selector }, { name: "a", inputSchema: selector }], /Tool definition 1: the name "a" is defined twice/],
      [[{ name: "a", input_schema: "string" }], /Tool definition 0/],
      [["click"], /Tool definition 0/],
    ];
    for (const [list, message] of cases) {
      const outcome = fromToolDefinitions(list as never);
      expect(outcome).toMatchObject({ ok: false, error: { code: "invalid-schema", stage: "tool" } });
      expect(outcome.error?.message).toMatch(message);
    }
    expect(fromToolDefinitions("tools" as never)).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
  });
});

describe("fromToolDefinitions reads every common way to give a tool's schema", () => {
  const parse = (defs: Outcome<object>, text: string): unknown => {
    if (!defs.ok) return defs.error.code;
    const outcome = toolset(defs.value as Record<string, ToolDef>).parse(text);
    return outcome.ok ? outcome.value.map((c) => ("input" in c ? [c.tool, c.input] : ["final", c.final])) : outcome.error.code;
  };

  it("unwraps AI SDK's jsonSchema() wrapper, live (a lazy getter) or as plain data", () => {
    const live = { get jsonSchema() { return selector; }, validate: undefined, _type: undefined };
    for (const wrapped of [live, { jsonSchema: selector }]) {
      const defs = fromToolDefinitions([{ name: "click", inputSchema: wrapped }]);
      expect(parse(defs, '{"name": "click", "arguments": {"element": "#a"}}')).toEqual([["click", { selector: "#a" }]]);
      expect(parse(defs, '{"name": "click", "arguments": {}}')).toBe("schema-mismatch");
    }
  });

  it("reads AI SDK's record of tools keyed by name, with inputSchema, parameters or a Standard Schema", () => {
    const defs = fromToolDefinitions({
      click: { description: "Click", inputSchema: { jsonSchema: selector } },
      hover: { parameters: z.object({ selector: z.string() }) },
      now: {},
    });
    expect(defs.ok && Object.keys(defs.value)).toEqual(["click", "hover", "now"]);
    expect(parse(defs, '{"name": "hover", "arguments": {"selector": "#b"}}')).toEqual([["hover", { selector: "#b" }]]);
    expect(parse(defs, '{"name": "hover", "arguments": {}}')).toBe("schema-mismatch");
    expect(parse(defs, '{"name": "now", "arguments": {}}')).toEqual([["now", {}]]);
  });

  it("reads a boolean schema as JSON Schema does: true takes any input, false none", () => {
    const defs = fromToolDefinitions([
      { name: "anything", parameters: true },
      { name: "never", parameters: false },
      { name: "wrappedNever", inputSchema: { jsonSchema: false } },
    ]);
    expect(parse(defs, '{"name": "anything", "arguments": {"x": [1]}}')).toEqual([["anything", { x: [1] }]]);
    expect(parse(defs, '{"name": "never", "arguments": {}}')).toBe("schema-mismatch");
    expect(parse(defs, '{"name": "wrappedNever", "arguments": {"a": 1}}')).toBe("schema-mismatch");
  });

  it("one tool whose schema is false does not stop the others", () => {
    const defs = fromToolDefinitions([{ name: "ok", parameters: { type: "object" } }, { name: "never", parameters: false }]);
    expect(parse(defs, '{"name": "ok", "arguments": {"a": 1}}')).toEqual([["ok", { a: 1 }]]);
  });

  // Negative cases: what is no schema stays a failure naming the entry.
  it("fails for a wrapper whose getter throws or holds nothing, a wrapper beside schema keywords, and a string schema", () => {
    const throwing = { get jsonSchema(): unknown { throw new Error("boom"); }, validate: undefined };
    const cases: unknown[] = [
      [{ name: "a", inputSchema: throwing }],
      [{ name: "a", inputSchema: { jsonSchema: undefined } }],
      [{ name: "a", inputSchema: { jsonSchema: "object" } }],
      { a: { inputSchema: "object" } },
      { a: "click" },
    ];
    for (const list of cases) expect(fromToolDefinitions(list as never)).toMatchObject({ ok: false, error: { code: "invalid-schema", stage: "tool" } });
    // `jsonSchema` beside JSON Schema keywords is a property named so, not the wrapper.
    const defs = fromToolDefinitions([{ name: "a", parameters: { type: "object", properties: { jsonSchema: { type: "string" } }, required: ["jsonSchema"] } }]);
    expect(parse(defs, '{"name": "a", "arguments": {"jsonSchema": "x"}}')).toEqual([["a", { jsonSchema: "x" }]]);
  });
});
