import { describe, expect, it } from "vitest";
import { fromToolDefinitions } from "./from-definitions.js";
import { toolset } from "./toolset.js";

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
