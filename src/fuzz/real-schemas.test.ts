import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_REJECTED_DRAWS } from "./bounded.js";
import { corrupt } from "./corrupt.js";
import { validates } from "./validate.js";
import { valueOf } from "./value-of.js";
import { timeRatio } from "../../test/helpers/timing.js";

// The fuzz kit on shapes of real-world schemas (issue 14): the schema's own draft, a refusal instead of a hang.
const draft4 = "http://json-schema.org/draft-04/schema#";

function draws(schema: Record<string, unknown>, runs = 100): unknown[] {
  return fc.sample(valueOf(schema), { numRuns: runs, seed: 7 });
}

describe("valueOf on real-world schema shapes", () => {
  it("follows draft 4: boolean exclusive bounds, items lists as tuples", () => {
    const schema = {
      $schema: draft4,
      type: "object",
      properties: { n: { type: "integer", minimum: 0, maximum: 1, exclusiveMinimum: true }, t: { type: "array", items: [{ type: "string" }, { type: "integer" }], additionalItems: false, minItems: 2 } },
      required: ["n", "t"],
    };
    for (const value of draws(schema)) {
      expect(value).toMatchObject({ n: 1, t: [expect.any(String), expect.any(Number)] });
      expect(validates(schema, value)).toBe(true);
    }
  });

  it("ignores keywords beside $ref in draft 4, and keeps what allOf parts with $ref say", () => {
    const schema = { $schema: draft4, allOf: [{ $ref: "#/definitions/dog" }], definitions: { dog: { type: "object", properties: { dog: { type: "string" } }, required: ["dog"] } } };
    for (const value of draws(schema)) expect(value).toEqual({ dog: expect.any(String) });
  });

  it("keeps the parent's required keys inside union branches", () => {
    const schema = { type: "object", properties: { age: { type: "number" } }, required: ["age"], anyOf: [{ properties: { first: { type: "string" } }, required: ["first"] }, { properties: { last: { type: "string" } }, required: ["last"] }] };
    for (const value of draws(schema)) expect(validates(schema, value)).toBe(true);
  });

  it("draws strings for patterns valid only without the u flag", () => {
    const schema = { type: "string", pattern: "^\\d{3}\\-\\d{4}$" };
    for (const value of draws(schema)) expect(value).toMatch(/^\d{3}-\d{4}$/);
  });

  it("draws maps keyed by patternProperties", () => {
    const schema = { type: "object", patternProperties: { "^[a-z]{2}(-[A-Z]{2})?$": { type: "string", minLength: 1 } }, additionalProperties: false, minProperties: 1 };
    for (const value of draws(schema)) expect(validates(schema, value)).toBe(true);
  });

  it("refuses, with a RangeError and in bounded work, a schema it cannot satisfy by steering", () => {
    const refused = (): void => {
      expect(() => draws({ type: "integer", not: { type: "integer" } }, 5)).toThrow(RangeError);
      expect(() => draws({ type: "string", minLength: 3, maxLength: 3, allOf: [{ minLength: 4 }] }, 5)).toThrow(RangeError);
    };
    // Each refusal gives up after MAX_REJECTED_DRAWS rejected draws: about the work of drawing that many values.
    const satisfiable = (): unknown => draws({ type: "string", minLength: 3, maxLength: 3 }, 2 * MAX_REJECTED_DRAWS);
    expect(timeRatio(refused, satisfiable, { runs: 3 })).toBeLessThan(2);
  });
});

describe("extra-keys respects patternProperties", () => {
  it("never adds a key a pattern property describes", () => {
    const schema = { type: "object", properties: { a: { type: "string" } }, patternProperties: { "^(reason|note|status|source|thought|success|confidence|explanation|reasoning)$": { type: "integer" } }, additionalProperties: false };
    const out = corrupt({ a: "x" }, ["extra-keys"], { schema, seed: 3 });
    expect(out.corruptions).toEqual([]);
  });

  it("still adds one where no pattern matches", () => {
    const schema = { type: "object", properties: { a: { type: "string" } }, patternProperties: { "^x-": { type: "integer" } }, additionalProperties: false };
    const out = corrupt({ a: "x" }, ["extra-keys"], { schema, seed: 3 });
    expect(out.corruptions).toEqual(["extra-keys"]);
    expect(out.expected).toEqual({ a: "x" });
  });
});

describe("valueOf on schemas it used to throw on (issue 14, fourth pass)", () => {
  it("resolves references into a definition's own definitions and into properties", () => {
    const schema = {
      definitions: { port: { definitions: { number: { type: "integer", minimum: 1024 } }, type: "object", properties: { n: { $ref: "#/definitions/port/definitions/number" } }, required: ["n"] } },
      type: "object",
      properties: { main: { $ref: "#/definitions/port" }, backup: { $ref: "#/properties/main" } },
      required: ["main", "backup"],
    };
    const port = schema.definitions.port;
    expect(validates(port, { n: 2048 }, schema)).toBe(true);
    expect(validates(port, { n: 80 }, schema)).toBe(false);
    for (const value of draws(schema, 20)) expect(validates(schema, value)).toBe(true);
  });

  it("draws strings for a pattern with a lookahead, filtered by the pattern", () => {
    const schema = { type: "string", pattern: "^(?!tmp)[a-z]{3,6}$" };
    const values = draws(schema, 50) as string[];
    for (const value of values) expect(value).toMatch(/^(?!tmp)[a-z]{3,6}$/);
  });

  it("draws keys from a patternProperties name it can draw, skipping one with a lookahead", () => {
    const schema = { type: "object", patternProperties: { "^(?!x-)[a-z]+$": { type: "integer" }, "^x-[a-z]+$": { type: "string" } }, additionalProperties: false };
    for (const value of draws(schema, 20)) expect(validates(schema, value)).toBe(true);
    expect(draws(schema, 20).some((value) => Object.keys(value as object).length > 0)).toBe(true);
  });

  it("draws a pattern with an optional repeated class", () => {
    const schema = { type: "string", pattern: "^([a-z0-9-]+):([a-z0-9\\.-]+)?:([a-z0-9-]+)$" };
    for (const value of draws(schema, 20)) expect(validates(schema, value)).toBe(true);
  });

  it("draws URLs every reading of uri and url accepts, with a path before any query", () => {
    for (const format of ["uri", "url"]) {
      for (const value of draws({ type: "string", format }, 50) as string[]) {
        expect(value).toMatch(/^https?:\/\/[a-z0-9]+(\.[a-z0-9]+)+\/[a-z0-9/]*(\?[a-z0-9]+=[a-z0-9]+)?$/);
        expect(() => new URL(value)).not.toThrow();
      }
    }
  });

  it("keeps a pattern's strings to what a URI can hold where the format's own strings miss the pattern", () => {
    const schema = { type: "string", format: "uri", pattern: "^(wss?|wss?\\+unix)://" };
    for (const value of draws(schema, 50) as string[]) {
      expect(value).toMatch(/^(wss?|wss?\+unix):\/\//);
      expect(value).not.toMatch(/[\s"<>\\^`{|}]/);
    }
  });

  it("draws whole numbers for int32 and int64 beside type number", () => {
    for (const format of ["int32", "int64"]) for (const value of draws({ type: "number", format }, 50)) expect(Number.isInteger(value)).toBe(true);
  });

  it("draws between minProperties and maxProperties of the declared keys, the required ones always", () => {
    const props = Object.fromEntries(["a", "b", "c", "d", "e", "f", "g"].map((key) => [key, { type: "string" }]));
    const schema = { type: "object", properties: props, required: ["a"], minProperties: 2, maxProperties: 4, additionalProperties: false };
    const sizes = new Set<number>();
    for (const value of draws(schema, 100)) {
      expect(validates(schema, value)).toBe(true);
      expect(value).toHaveProperty("a");
      sizes.add(Object.keys(value as object).length);
    }
    expect([...sizes].sort()).toEqual([2, 3, 4]);
    const exactlyOne = { type: "object", properties: { http: { type: "string" }, ftp: { type: "string" } }, minProperties: 1, maxProperties: 1, additionalProperties: false };
    for (const value of draws(exactlyOne, 20)) expect(Object.keys(value as object)).toHaveLength(1);
  });

  it("draws a required key only patternProperties describe from that name's schema, and a declared key under both", () => {
    const mount = { type: "object", properties: { device: { type: "string" } }, required: ["device"] };
    const fstab = { type: "object", patternProperties: { "^/[a-z]*$": mount }, properties: { swap: mount }, required: ["/", "swap"] };
    for (const value of draws(fstab, 20)) {
      expect(validates(fstab, value)).toBe(true);
      expect(value).toMatchObject({ "/": { device: expect.any(String) } });
    }
    const keys = { type: "object", properties: { api_key: { type: "string" } }, patternProperties: { "_key$": { minLength: 3 } }, required: ["api_key"] };
    for (const value of draws(keys, 50)) expect(validates(keys, value)).toBe(true);
  });

  it("draws the keys that required keys depend on (dependencies, dependentRequired), also undeclared ones", () => {
    const dims = { type: "object", properties: { length: { type: "number" }, width: { type: "number" } }, required: ["length"], dependencies: { length: ["width", "unit"], unit: ["system"] } };
    for (const value of draws(dims, 20)) {
      expect(validates(dims, value)).toBe(true);
      expect(Object.keys(value as object)).toEqual(expect.arrayContaining(["length", "width", "unit", "system"]));
    }
    const modern = { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { a: { type: "string" } }, required: ["a"], dependentRequired: { a: ["b"] } };
    for (const value of draws(modern, 20)) expect(validates(modern, value)).toBe(true);
  });

  it("leaves out an optional key two allOf parts type apart, and refuses a required one", () => {
    const base = { type: "object", properties: { flag: { type: "string" }, name: { type: "string" } } };
    const schema = { type: "object", allOf: [{ $ref: "#/definitions/base" }], properties: { flag: { type: "boolean" } }, definitions: { base } };
    for (const value of draws(schema, 20)) {
      expect(validates(schema, value)).toBe(true);
      expect(value).not.toHaveProperty("flag");
    }
    expect(() => valueOf({ ...schema, required: ["flag"] })).toThrow(RangeError);
  });

  it("resolves references under a property named like a data keyword (default, enum)", () => {
    const edition = { type: "object", properties: { published: { type: "boolean" } }, required: ["published"] };
    const editions = { type: "object", properties: { default: { $ref: "#/definitions/edition" }, enum: { $ref: "#/definitions/edition" } }, required: ["default"] };
    const schema = { type: "object", properties: { editions }, required: ["editions"], definitions: { edition } };
    expect(validates(editions, { default: { published: true } }, schema)).toBe(true);
    expect(validates(editions, { default: { published: "no" } }, schema)).toBe(false);
    for (const value of draws(schema, 20)) expect(validates(schema, value)).toBe(true);
  });
});

