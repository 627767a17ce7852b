import { describe, expect, it } from "vitest";
import * as v from "valibot";
import * as z from "zod";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import type { SchemaInput } from "./input-types.js";
import { toJsonSchema } from "./to-json-schema.js";

describe("toJsonSchema", () => {
  it("returns a plain JSON Schema as is", () => {
    const schema = { type: "object", properties: { selector: { type: "string" } } };
    const outcome = toJsonSchema(schema);
    expect(outcome.ok && outcome.value).toBe(schema);
    expect(outcome.steps).toEqual([]);
  });

  it("uses zod's converter, input side, draft 2020-12, with .meta() aliases on the property", () => {
    const outcome = toJsonSchema(z.object({ selector: z.string().meta({ aliases: ["element"] }), n: z.number().default(1) }));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value["$schema"]).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(outcome.value["properties"]).toMatchObject({ selector: { type: "string", aliases: ["element"] } });
    // Input side: a field with a default may be left out.
    expect(outcome.value["required"]).toEqual(["selector"]);
  });

  it("uses valibot's converter when the schema is wrapped with toStandardJsonSchema, metadata aliases included", () => {
    const schema = v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) });
    const outcome = toJsonSchema(toStandardJsonSchema(schema));
    expect(outcome.ok && outcome.value["properties"]).toEqual({ selector: { type: "string", aliases: ["element"] } });
    // A bare valibot schema has no converter: no guidance, but no failure either.
    expect(toJsonSchema(schema)).toEqual({ ok: true, value: {}, steps: [] });
  });

  it("turns a converter's exception into invalid-schema that says what to do", () => {
    const throwing = { "~standard": { version: 1, vendor: "acme", validate: () => ({ value: 1 }), jsonSchema: { input: () => { throw new Error("Date cannot be represented"); }, output: () => ({}) } } };
    const outcome = toJsonSchema(throwing as unknown as SchemaInput);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ code: "invalid-schema", stage: "validate" });
    expect(outcome.error.message).toContain("acme");
    expect(outcome.error.message).toContain("Date cannot be represented");
    expect(outcome.error.message).toContain("jsonSchema");
  });

  it("asks zod for what has no JSON form as unguided, and for dates as ISO strings", () => {
    const outcome = toJsonSchema(z.object({ when: z.date(), big: z.bigint(), odd: z.custom<string>(() => true) }));
    expect(outcome.ok && outcome.value["properties"]).toEqual({ when: { type: "string", format: "date-time", instanceof: "Date" }, big: {}, odd: {} });
  });

  it("never throws on hostile or malformed input", () => {
    const getter = Object.defineProperty({}, "~standard", { get: () => { throw new Error("no"); } });
    const badConverter = { "~standard": { version: 1, vendor: "x", validate: () => ({ value: 1 }), jsonSchema: { input: () => "not an object", output: () => ({}) } } };
    for (const input of [getter, badConverter, null, 5, { "~standard": 5 }] as unknown as SchemaInput[]) {
      const outcome = toJsonSchema(input);
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.error.code).toBe("invalid-schema");
    }
  });
});
