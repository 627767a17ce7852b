import { describe, expect, it } from "vitest";
import { formatInstructions } from "../client/instructions.js";
import { salvage } from "../salvage/salvage.js";
import { describeStep } from "../trace/describe-step.js";
import { readToolDefinition } from "./tool-definition.js";
import { toJsonSchema } from "./to-json-schema.js";

const input = { type: "object", properties: { selector: { type: "string", aliases: ["element"] } }, required: ["selector"] };
const shapes = [
  ["MCP", { name: "click", description: "Clicks.", inputSchema: input }],
  ["Anthropic", { name: "click", description: "Clicks.", input_schema: input }],
  ["OpenAI chat", { type: "function", function: { name: "click", description: "Clicks.", parameters: input } }],
  ["OpenAI Responses", { type: "function", name: "click", description: "Clicks.", parameters: input }],
] as const;

describe.each(shapes)("a %s tool definition given as the schema", (_, definition) => {
  it("is its input schema: repairs and validates by it", () => {
    const parse = salvage(definition);
    expect(parse('{"element": "#btn"}')).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(parse('{"selector": true}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    expect(parse.jsonSchema).toEqual(input);
    expect(toJsonSchema(definition)).toMatchObject({ ok: true, value: input });
    expect(formatInstructions(definition).value).toContain('"selector"');
  });

  it("puts the tool's name in the trace", () => {
    const outcome = salvage(definition)('{"selector": "#btn"}');
    const validation = outcome.steps.find((step) => step.stage === "validate");
    expect(validation).toMatchObject({ validator: "click", ok: true });
    expect(describeStep(validation as never)).toContain("click");
  });
});

describe("what is not a schema", () => {
  it("fails a list of tool definitions, pointing to toolset and fromToolDefinitions", () => {
    const outcome = salvage(shapes.map(([, definition]) => definition) as never)("{}");
    expect(outcome).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
    expect(outcome.error?.message).toContain("toolset(unwrap(fromToolDefinitions(list)))");
  });

  it("fails an object with none of JSON Schema's keywords instead of accepting anything", () => {
    for (const schema of [{ name: "x", args: { a: 1 } }, { selector: "string" }, { inputs: { type: "object" } }]) {
      const outcome = salvage(schema)('{"selector": 5}');
      expect(outcome, JSON.stringify(schema)).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
      expect(outcome.error?.message).toContain("none of JSON Schema's keywords");
    }
  });

  it("fails a definition whose input schema is no schema, naming the tool", () => {
    for (const definition of [{ name: "click", inputSchema: "object" }, { name: "click", input_schema: { foo: 1 } }, { type: "function", function: { name: "click", parameters: [1] } }]) {
      const outcome = salvage(definition)("{}");
      expect(outcome, JSON.stringify(definition)).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
      expect(outcome.error?.message).toContain("click");
    }
  });

  it("keeps {} and true (and annotation-only schemas) as the schemas that accept anything on purpose", () => {
    expect(salvage({})('{"selector": 5}')).toMatchObject({ ok: true, value: { selector: 5 } });
    expect(salvage({ description: "anything" })("[1]")).toMatchObject({ ok: true, value: [1] });
    expect(salvage({ name: "noop", inputSchema: true })("{}")).toMatchObject({ ok: true, value: {} });
    expect(salvage({ type: "function", function: { name: "ping" } })('{"a": 1}')).toMatchObject({ ok: true, value: { a: 1 } });
  });

  it("reads no tool definition out of a JSON Schema or a Standard Schema", () => {
    expect(readToolDefinition(input)).toBeUndefined();
    expect(readToolDefinition({ type: "object", properties: { name: { type: "string" } } })).toBeUndefined();
    expect(readToolDefinition({ "~standard": {}, name: "x", inputSchema: {} })).toBeUndefined();
    const hostile = Object.defineProperty({}, "name", { get: () => { throw new Error("no"); }, enumerable: true });
    expect(salvage(hostile)("{}")).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
  });
});
