import { Validator, type Schema } from "@cfworker/json-schema";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalPlaces } from "./scalar-arbs.js";
import type { JsonSchema } from "./schema.js";
import { valueOf } from "./value-of.js";

// Checked with cfworker directly, not through the kit's own validate().
const valid = (schema: JsonSchema, draft: "7" | "2020-12" = "2020-12") => {
  const validator = new Validator(schema as Schema, draft);
  return (value: unknown) => validator.validate(value).valid;
};
const draw = (schema: JsonSchema, numRuns = 60, seed = 1) => fc.sample(valueOf(schema), { numRuns, seed });

describe("valueOf under constraints real schemas use", () => {
  it("counts the decimals of a multipleOf as JSON writes it", () => {
    expect([0.01, 0.1, 5, 1e-7, 2.5e-3, 1.5].map(decimalPlaces)).toEqual([2, 1, 0, 7, 4, 1]);
  });

  it("draws decimal multiples that divide exactly, inside exclusive bounds", () => {
    const schema: JsonSchema = { type: "number", multipleOf: 0.01, exclusiveMinimum: 0, maximum: 1000 };
    const values = draw(schema, 200) as number[];
    expect(values.every((v) => v > 0 && v <= 1000 && Number.isInteger(v / 0.01) && /^\d+(\.\d{1,2})?$/.test(String(v)))).toBe(true);
    expect(values.some((v) => !Number.isInteger(v))).toBe(true);
    expect(values.every(valid(schema))).toBe(true);
    const tiny = draw({ type: "number", multipleOf: 1e-7, minimum: -1, maximum: 1 }) as number[];
    expect(tiny.every((v) => Math.abs(Math.round(v / 1e-7) - v / 1e-7) === 0)).toBe(true);
  });

  it("refuses a multipleOf with no multiple within the bounds", () => {
    expect(() => valueOf({ type: "number", multipleOf: 0.5, minimum: 0.1, maximum: 0.4 })).toThrow(RangeError);
  });

  it("draws keys for minProperties: extra keys on an open object, every declared key on a closed one", () => {
    const open: JsonSchema = { type: "object", minProperties: 2 };
    expect((draw(open) as object[]).every((v) => Object.keys(v).length >= 2)).toBe(true);
    const some: JsonSchema = { type: "object", properties: { a: { type: "string" } }, minProperties: 3 };
    expect(draw(some).every(valid(some))).toBe(true);
    const closed: JsonSchema = { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } }, minProperties: 2, additionalProperties: false };
    expect(draw(closed).every(valid(closed))).toBe(true);
    // A closed object with fewer declared keys than minProperties has no value: refused, never a hang.
    const none: JsonSchema = { type: "object", properties: { a: { type: "string" } }, minProperties: 2, additionalProperties: false };
    expect(() => draw(none, 5)).toThrow(RangeError);
  });

  it("draws a oneOf of required keys with exactly one of them", () => {
    const names = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const schema: JsonSchema = {
      type: "object",
      properties: Object.fromEntries(names.map((n) => [n, { type: "boolean" }])),
      additionalProperties: false,
      oneOf: names.map((n) => ({ required: [n] })),
    };
    const values = draw(schema, 100) as object[];
    expect(values.every((v) => names.filter((n) => n in v).length === 1)).toBe(true);
    expect(values.every(valid(schema))).toBe(true);
  });

  it("draws a format's strings that also match a pattern beside it", () => {
    const https: JsonSchema = { type: "string", format: "uri", pattern: "^https://" };
    expect((draw(https) as string[]).every((s) => s.startsWith("https://"))).toBe(true);
    const seconds: JsonSchema = { type: "string", format: "date-time", pattern: "^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$" };
    expect((draw(seconds) as string[]).every((s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(s) && !Number.isNaN(Date.parse(s)))).toBe(true);
    // No URL the format draws starts with ws://: the pattern's own strings are drawn instead.
    const sockets: JsonSchema = { type: "string", format: "uri", pattern: "^wss?://" };
    expect((draw(sockets) as string[]).every((s) => /^wss?:\/\//.test(s))).toBe(true);
  });

  it("draws a repeated character class at the length the bounds ask for", () => {
    const hex: JsonSchema = { type: "string", pattern: "^[0-9a-f]*$", minLength: 40, maxLength: 40 };
    expect((draw(hex) as string[]).every((s) => /^[0-9a-f]{40}$/.test(s))).toBe(true);
    expect(() => valueOf({ type: "string", pattern: "^[a-z]+$", minLength: 5, maxLength: 2 })).toThrow(RangeError);
  });

  it("leaves out an optional property that has no value: a `not` of everything, a union no branch of which fits", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        name: { type: "string" },
        gone: { not: {} },
        legacy: { not: { type: ["array", "boolean", "integer", "number", "null", "object", "string"] } },
        kind: { type: "object", oneOf: [{ enum: ["a", "b"] }, { type: "string" }] },
      },
      required: ["name"],
    };
    const values = draw(schema) as Record<string, unknown>[];
    expect(values.every((v) => Object.keys(v).every((k) => k === "name"))).toBe(true);
    expect(() => valueOf({ ...schema, required: ["name", "kind"] })).toThrow(RangeError);
  });
});
