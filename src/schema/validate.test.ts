import { describe, expect, it } from "vitest";
import * as v from "valibot";
import * as z from "zod";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import type { Outcome } from "../outcome/types.js";
import { createValidator } from "./create-validator.js";
import type { SchemaInput } from "./input-types.js";
import { jsonSchema } from "./json-schema.js";
import { schemaMismatchMessage } from "./messages.js";
import { validate, validateAsync } from "./validate.js";
import { timeRatio } from "../../test/helpers/timing.js";

const selectorSchemas: [string, SchemaInput][] = [
  ["zod", z.object({ selector: z.string() })],
  ["valibot", v.object({ selector: v.string() })],
  ["valibot with a converter", toStandardJsonSchema(v.object({ selector: v.string() }))],
  ["JSON Schema", { type: "object", properties: { selector: { type: "string" } }, required: ["selector"] }],
];

function errorOf(outcome: Outcome<unknown>) {
  if (outcome.ok) throw new Error("expected a failure");
  return outcome.error;
}

describe.each(selectorSchemas)("validate through %s", (_, schema) => {
  it("passes a valid value and records one validate step", () => {
    const outcome = validate({ selector: "#btn" }, schema);
    expect(outcome).toEqual({
      ok: true,
      value: { selector: "#btn" },
      steps: [{ stage: "validate", candidate: 0, validator: "schema", ok: true, issues: [] }],
    });
  });

  it("reports { selector: 42 } as one schema-mismatch issue at ['selector']", () => {
    const outcome = validate({ selector: 42 }, schema);
    const error = errorOf(outcome);
    expect(error.code).toBe("schema-mismatch");
    expect(error.stage).toBe("validate");
    expect(error.value).toEqual({ selector: 42 });
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({ path: ["selector"], validator: "schema" });
    expect(error.message).toBe(schemaMismatchMessage(error.issues));
    expect(error.message).toMatch(/^The value does not match the schema:\nselector: /);
    expect(outcome.steps).toEqual([{ stage: "validate", candidate: 0, validator: "schema", ok: false, issues: error.issues }]);
  });

  it("reports a missing property at its own path", async () => {
    const error = errorOf(await validateAsync({}, schema));
    expect(error.code).toBe("schema-mismatch");
    expect(error.issues.map((issue) => issue.path)).toEqual([["selector"]]);
  });
});

describe("validate: plain JSON Schema", () => {
  it("reports every issue, most specific only, with array indices as numbers and object keys as strings", () => {
    const schema = {
      type: "object",
      properties: {
        list: { type: "array", items: { type: "integer" } },
        map: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["list", "name"],
      additionalProperties: false,
    };
    const error = errorOf(validate({ list: [1, "x", 2.5], map: { "0": 1, "a/b~": "ok" }, extra: true }, schema));
    expect(error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["name"], 'Missing required property "name".'],
      [["list", 1], 'Instance type "string" is invalid. Expected "integer".'],
      [["list", 2], 'Instance type "number" is invalid. Expected "integer".'],
      [["map", "0"], 'Instance type "number" is invalid. Expected "string".'],
      [["extra"], 'Unexpected property "extra".'],
    ]);
  });

  it("keeps an anyOf's summary and drops the errors inside its branches", () => {
    const schema = { type: "object", properties: { a: { anyOf: [{ type: "string" }, { type: "object", properties: { b: { type: "string" } } }] } } };
    const error = errorOf(validate({ a: { b: 1 } }, schema));
    expect(error.issues).toEqual([{ path: ["a"], message: "Instance does not match any subschemas.", validator: "schema" }]);
  });

  it("follows $ref, reports false schemas and draft-07 tuple items", () => {
    const tree = { $ref: "#/$defs/n", $defs: { n: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/$defs/n" } }, v: { type: "number" } } } } };
    expect(errorOf(validate({ kids: [{ kids: [{ v: "x" }] }] }, tree)).issues.map((issue) => issue.path)).toEqual([["kids", 0, "kids", 0, "v"]]);
    const tuple = { $schema: "http://json-schema.org/draft-07/schema#", type: "array", items: [{ type: "string" }], additionalItems: false };
    expect(errorOf(validate(["a", 1], tuple)).issues).toEqual([{ path: [1], message: "Unexpected item at index 1.", validator: "schema" }]);
    expect(validate(["a"], tuple).ok).toBe(true);
  });

  it("reads OpenAPI nullable as the guide does", () => {
    const schema = { type: "object", properties: { a: { type: "string", nullable: true }, b: { type: "string", enum: ["x"], nullable: true } } };
    expect(validate({ a: null, b: null }, schema).ok).toBe(true);
    expect(validate({ a: 1 }, schema).ok).toBe(false);
  });

  it("does not touch the caller's schema (frozen schemas work)", () => {
    const schema = Object.freeze({ type: "object", properties: Object.freeze({ a: Object.freeze({ type: "string" }) }) });
    expect(validate({ a: "x" }, schema).ok).toBe(true);
    expect(Object.getOwnPropertyNames(schema)).toEqual(["type", "properties"]);
  });

  it("reports values JSON cannot hold at their paths instead of throwing", () => {
    const schema = { type: "object", properties: { a: { type: "array", items: {} }, f: {} } };
    const error = errorOf(validate({ a: [1, undefined], f: () => 1 }, schema));
    expect(error.code).toBe("schema-mismatch");
    expect(error.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining([["a", 1], ["f"]]));
  });

  it("fails with invalid-schema on an unresolvable $ref, and too-deep on a value that exhausts the stack", () => {
    const error = errorOf(validate({ a: 1 }, { properties: { a: { $ref: "#/nowhere" } } }));
    expect(error.code).toBe("invalid-schema");
    expect(error.message).not.toContain("\n");
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const tooDeep = errorOf(validate(deep, { $ref: "#/$defs/n", $defs: { n: { anyOf: [{ type: "array", items: { $ref: "#/$defs/n" } }, { type: "number" }] } } }));
    expect(tooDeep.code).toBe("too-deep");
  });

  it("does not hang on format: url (its regex backtracks exponentially in the validator)", () => {
    const url = { type: "string", format: "url" } as const;
    // About as long as a valid URL of the same length takes; a backtracking regex takes 2^40 times as long.
    expect(timeRatio(() => validate(`http://${"a".repeat(40)}!`, url), () => validate(`http://${"a".repeat(40)}.com`, url))).toBeLessThan(50);
  });

  it("types a jsonSchema<T>() schema and validates it for real", () => {
    const click = jsonSchema<{ selector: string }>({ type: "object", properties: { selector: { type: "string" } }, required: ["selector"] });
    expect(click).toBeTypeOf("object");
    expect(jsonSchema(selectorSchemas[3]?.[1] as object)).toBe(selectorSchemas[3]?.[1]);
    const outcome = validate({ selector: "#b" }, click);
    expect(outcome.ok && outcome.value.selector).toBe("#b");
    expect(validate({ selector: 1 }, click).ok).toBe(false);
  });
});

describe("validate: Standard Schemas", () => {
  const asyncSchema = z.object({ selector: z.string() }).refine(async (value) => value.selector.startsWith("#"), { message: "Must be an id selector" });

  it("runs an async schema through validateAsync", async () => {
    expect(await validateAsync({ selector: "#ok" }, asyncSchema)).toMatchObject({ ok: true, value: { selector: "#ok" } });
    const error = errorOf(await validateAsync({ selector: "ok" }, asyncSchema));
    expect(error.issues).toEqual([{ message: "Must be an id selector", path: [], validator: "schema" }]);
  });

  it("fails helpfully when an async schema meets the sync validate", () => {
    const outcome = validate({ selector: "#ok" }, asyncSchema);
    const error = errorOf(outcome);
    expect(error.code).toBe("invalid-schema");
    expect(error.message).toContain("parser.parseAsync(text)");
    expect(outcome.steps).toEqual([{ stage: "validate", candidate: 0, validator: "schema", ok: false, issues: [] }]);
  });

  it("returns the schema's output, transforms included", () => {
    const outcome = validate({ n: "5" }, z.object({ n: z.string().transform(Number) }));
    expect(outcome.ok && outcome.value).toEqual({ n: 5 });
  });

  it("normalises { key } path segments and symbols", () => {
    const custom = { "~standard": { version: 1, vendor: "x", validate: () => ({ issues: [{ message: "m", path: [{ key: "a" }, 0, Symbol("s")] }] }) } } as const;
    expect(errorOf(validate(1, custom)).issues[0]?.path).toEqual(["a", 0, "s"]);
  });

  it("never throws: a throwing validator, a throwing getter, a rejecting promise", async () => {
    const throwing = { "~standard": { version: 1, vendor: "x", validate: () => { throw new Error("boom"); } } } as const;
    const error = errorOf(validate(1, throwing));
    expect(error.code).toBe("invalid-schema");
    expect(error.message).toContain("boom");
    expect(errorOf(await validateAsync(1, throwing)).message).toContain("boom");
    const rejecting = { "~standard": { version: 1, vendor: "x", validate: () => Promise.reject(new Error("later")) } } as const;
    expect(errorOf(await validateAsync(1, rejecting)).message).toContain("later");
    expect(errorOf(validate(1, rejecting)).message).toContain("validateAsync");
    const recurse = (): never => recurse();
    const overflowing = { "~standard": { version: 1, vendor: "x", validate: recurse } } as const;
    expect(errorOf(validate(1, overflowing)).code).toBe("too-deep");
    // zod turns a throw inside a check into a rejected promise, so only validateAsync can tell what happened.
    const zodOverflowing = z.string().refine(function again(): boolean { return again(); });
    expect(errorOf(await validateAsync("x", zodOverflowing)).code).toBe("too-deep");
    expect(errorOf(validate(1, 5 as unknown as SchemaInput)).code).toBe("invalid-schema");
    // A broken `~standard` must not fall back to an empty JSON Schema, which would accept anything.
    const getter = Object.defineProperty({}, "~standard", { get: () => { throw new Error("no"); } });
    expect(errorOf(validate(1, getter as SchemaInput)).code).toBe("invalid-schema");
    expect(errorOf(validate(1, { "~standard": null } as unknown as SchemaInput)).code).toBe("invalid-schema");
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error("keys"); } });
    expect(errorOf(validate(1, hostile)).code).toBe("invalid-schema");
  });

  it("builds a JSON Schema's validator once and reuses it", () => {
    const check = createValidator({ type: "number" }, "count");
    expect(check.name).toBe("count");
    expect(check.validate(1).ok).toBe(true);
    expect(errorOf(check.validate("1")).issues[0]?.validator).toBe("count");
  });
});
