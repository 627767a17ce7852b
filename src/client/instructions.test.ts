import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import * as z from "zod";
import { salvage } from "../salvage/salvage.js";
import { formatInstructions } from "./instructions.js";
import { providerSchema, responseFormat } from "./response-format.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });

describe("formatInstructions", () => {
  it("asks for only JSON and shows the schema on one line, without salvage's keywords", () => {
    const text = formatInstructions(Click);
    expect(text.ok).toBe(true);
    const [first, schema] = (text.value ?? "").split("\n");
    expect(first).toBe("Answer with only a JSON value, no prose and no code fence. It must match this JSON Schema:");
    const parsed = JSON.parse(schema ?? "") as Record<string, unknown>;
    expect(parsed["required"]).toEqual(["selector"]);
    expect(JSON.stringify(parsed)).not.toMatch(/aliases|\$schema/);
  });

  it("takes a parser as well as a schema", () => {
    expect(formatInstructions(salvage(Click))).toEqual(formatInstructions(Click));
  });

  it("says only 'JSON' for a schema without a JSON Schema of its own", () => {
    const bare = { "~standard": { version: 1, vendor: "x", validate: (value: unknown) => ({ value }) } } as const;
    expect(formatInstructions(bare).value).toBe("Answer with only a JSON value, no prose and no code fence.");
  });

  it("fails with invalid-schema instead of throwing", () => {
    expect(formatInstructions(salvage({ type: "nonsense" })).error?.code).toBe("invalid-schema");
    expect(formatInstructions(42 as never).error?.code).toBe("invalid-schema");
  });
});

describe("responseFormat", () => {
  it("is OpenAI's json_schema response format", () => {
    const format = responseFormat(Click, { name: "click" });
    expect(format.value).toMatchObject({ type: "json_schema", json_schema: { name: "click" } });
    expect(format.value?.json_schema.strict).toBeUndefined();
    expect(format.value?.json_schema.schema).not.toHaveProperty("$schema");
  });

  it("in strict mode closes objects, requires every property and makes the optional ones nullable", () => {
    const schema = responseFormat(Click, { strict: true }).value?.json_schema.schema;
    expect(schema).toMatchObject({
      additionalProperties: false,
      required: ["selector", "times"],
      properties: { selector: { type: "string" }, times: { type: ["integer", "null"] } },
    });
  });

  it("a strict answer with null for an optional property parses back to an absent one", () => {
    const outcome = salvage(Click)('{"selector": "#ok", "times": null}');
    expect(outcome.ok && outcome.value).toEqual({ selector: "#ok" });
  });

  it("refuses a record in strict mode rather than closing it into {}", () => {
    const Tags = z.object({ tags: z.record(z.string(), z.string()) });
    expect(responseFormat(Tags, { strict: true }).error?.message).toContain("/properties/tags");
    expect(responseFormat(Tags).ok).toBe(true);
  });

  it("keeps property names that look like keywords, and nested optional ones become nullable too", () => {
    const schema = providerSchema(
      {
        type: "object",
        properties: { aliases: { type: "string" }, inner: { type: "object", properties: { x: { enum: ["a", "b"] } } } },
        required: ["aliases"],
        "x-vendor": true,
      },
      { strict: true },
    );
    expect(schema.value).toEqual({
      type: "object",
      properties: {
        aliases: { type: "string" },
        inner: { type: ["object", "null"], properties: { x: { enum: ["a", "b", null] } }, required: ["x"], additionalProperties: false },
      },
      required: ["aliases", "inner"],
      additionalProperties: false,
    });
  });

  it("bounds the work on a schema that shares subschemas exponentially", () => {
    const shared = (levels: number): Record<string, unknown> => {
      let schema: Record<string, unknown> = { type: "string" };
      for (let i = 0; i < levels; i++) schema = { anyOf: [schema, schema] };
      return schema;
    };
    expect(providerSchema(shared(40)).error?.code).toBe("invalid-schema");
    // Twice the levels: at most about twice the work, where walking every use would take 2^40 times as long.
    expect(growth(providerSchema, shared(40), shared(80))).toBeLessThan(8);
  });
});
