import { Validator, type Schema } from "@cfworker/json-schema";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "./schema.js";
import { schemaNamed, schemas } from "./schemas.fixture.js";
import { valueOf } from "./value-of.js";

// Checked with cfworker directly, not through the kit's own validate(), so the test does not trust the code it tests.
const check = (schema: JsonSchema) => {
  const validator = new Validator(schema as Schema, "2020-12");
  return (value: unknown) => validator.validate(value).valid;
};

const inline: Record<string, JsonSchema> = {
  "type list": { type: ["string", "null", "integer"] },
  "string bounds": { type: "string", minLength: 3, maxLength: 5 },
  "pattern": { type: "string", pattern: "^[A-Z]{2}-\\d{3}$" },
  "formats": { type: "object", properties: { e: { type: "string", format: "email" }, d: { type: "string", format: "date-time" }, u: { type: "string", format: "uuid" } }, required: ["e", "d", "u"] },
  "exclusive bounds": { type: "object", properties: { n: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 }, i: { type: "integer", minimum: -3, maximum: 3, multipleOf: 2 } }, required: ["n", "i"] },
  "const and enum": { type: "object", properties: { k: { const: "fixed" }, e: { enum: [1, "two", null] } }, required: ["k", "e"] },
  "oneOf": { oneOf: [{ type: "integer", maximum: 5 }, { type: "integer", minimum: 3 }] },
  "allOf": { allOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { properties: { b: { type: "boolean" } }, required: ["b"] }] },
  "map": { type: "object", additionalProperties: { type: "integer" } },
  "tuple": { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false, minItems: 2 },
  "array bounds": { type: "array", items: { type: "boolean" }, minItems: 2, maxItems: 3, uniqueItems: true },
  "mutual recursion": {
    $ref: "#/$defs/a",
    $defs: {
      a: { type: "object", properties: { b: { $ref: "#/$defs/b" } }, required: [] },
      b: { type: "array", items: { $ref: "#/$defs/a" } },
    },
  },
  "recursion with anyOf": { $defs: { list: { anyOf: [{ type: "null" }, { type: "object", properties: { head: { type: "integer" }, tail: { $ref: "#/$defs/list" } }, required: ["head", "tail"] }] } }, $ref: "#/$defs/list" },
};

describe("valueOf", () => {
  for (const [name, schema] of [...Object.entries(schemas), ...Object.entries(inline)]) {
    it(`draws only valid values for ${name}`, () => {
      const valid = check(schema);
      fc.assert(fc.property(valueOf(schema), (value) => {
        expect(valid(value)).toBe(true);
      }), { numRuns: 200 });
    });
  }

  it("bounds recursion: a required recursive list still terminates", () => {
    const values = fc.sample(valueOf(inline["recursion with anyOf"] ?? false, { maxDepth: 2 }), { seed: 3, numRuns: 100 });
    const depth = (v: unknown): number => (v === null ? 0 : 1 + depth((v as { tail: unknown }).tail));
    expect(Math.max(...values.map(depth))).toBeLessThan(40);
  });

  it("draws the variety a schema allows (optional keys sometimes absent, lists of several lengths)", () => {
    const values = fc.sample(valueOf(schemaNamed("product")), { seed: 5, numRuns: 200 }) as Record<string, unknown[]>[];
    expect(values.some((v) => !("specs" in v))).toBe(true);
    expect(values.some((v) => "specs" in v)).toBe(true);
    expect(new Set(values.map((v) => v["tags"]?.length)).size).toBeGreaterThan(2);
  });

  it("draws integers under bounds past 2^53 (a 64-bit limit written as a double) inside the safe integers", () => {
    const schema: JsonSchema = { type: "integer", minimum: 0, maximum: 9223372036854776000 };
    const values = fc.sample(valueOf(schema), { numRuns: 20, seed: 3 });
    expect(values.every((v) => Number.isSafeInteger(v) && (v as number) >= 0 && check(schema)(v))).toBe(true);
    const below: JsonSchema = { type: "integer", minimum: -9223372036854776000, maximum: -9223372036854775000 };
    expect(() => valueOf(below)).toThrow(RangeError);
  });

  it("draws values that keep the keywords beside a draft-07 $ref too, so they are valid under either reading", () => {
    const schema: JsonSchema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { parent: { $ref: "#/definitions/links", maxItems: 1 } },
      required: ["parent"],
      definitions: { links: { type: "array", items: { type: "string" }, minItems: 0 } },
    };
    const values = fc.sample(valueOf(schema), { numRuns: 30, seed: 5 }) as { parent: unknown[] }[];
    expect(values.every((v) => Array.isArray(v.parent) && v.parent.length <= 1)).toBe(true);
    expect(values.some((v) => v.parent.length === 1)).toBe(true);
  });

  it("draws only enum values the rest of the schema accepts, and leaves out an optional property that has none", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { grant: { enum: ["a", "b", 3], type: "string" }, scope: { enum: ["openid", "email"], type: "array" } },
      required: ["grant"],
    };
    const values = fc.sample(valueOf(schema), { numRuns: 30, seed: 6 }) as Record<string, unknown>[];
    expect(values.every((v) => (v["grant"] === "a" || v["grant"] === "b") && !("scope" in v) && check(schema)(v))).toBe(true);
    expect(() => valueOf({ ...schema, required: ["grant", "scope"] })).toThrow(RangeError);
  });

  it("draws base64 for format byte, and keeps property dependencies", () => {
    const bytes = fc.sample(valueOf({ type: "string", format: "byte" }), { numRuns: 20, seed: 7 }) as string[];
    expect(bytes.every((b) => /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(b))).toBe(true);
    const schema: JsonSchema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { card: { type: "string" }, billing: { type: "string" } },
      dependencies: { card: ["billing"] },
    };
    const values = fc.sample(valueOf(schema), { numRuns: 30, seed: 8 }) as Record<string, unknown>[];
    expect(values.every((v) => !("card" in v) || "billing" in v)).toBe(true);
  });

  it("is reproducible for a seed", () => {
    const a = fc.sample(valueOf(schemaNamed("invoice")), { seed: 11, numRuns: 20 });
    const b = fc.sample(valueOf(schemaNamed("invoice")), { seed: 11, numRuns: 20 });
    expect(a).toEqual(b);
  });

  it("throws a RangeError at construction for a schema with no value", () => {
    expect(() => valueOf(false)).toThrow(RangeError);
    expect(() => valueOf({ $ref: "#/$defs/x", $defs: { x: { type: "object", properties: { x: { $ref: "#/$defs/x" } }, required: ["x"] } } })).toThrow(RangeError);
  });
});
