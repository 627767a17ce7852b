import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveRef } from "../fuzz/schema.js";
import { validates } from "../fuzz/validate.js";
import { valueOf } from "../fuzz/value-of.js";
import { salvage } from "../salvage/salvage.js";
import { parsePointer } from "./pointer.js";
import { decodeUriTotal, encodeUriTotal, withTotalEncodeURI } from "./total-uri.js";
import { validate } from "./validate.js";

// A lone surrogate ("\uD800") is a legal JavaScript string and JSON key ("\ud800" in JSON text). The validator writes
// every key into a location with encodeURI, which throws "URI malformed" on it: such schemas and values were refused
// as invalid-schema (issue 33). They validate as any other key.
const high = "\uD800";
const low = "\uDC00";

function code(outcome: { ok: boolean; error?: { code: string } }): string {
  return outcome.ok ? "ok" : (outcome.error?.code ?? "?");
}

describe("percent-encoding total on strings", () => {
  it("writes a lone surrogate as its WTF-8 bytes and reads it back; anything else as the built-ins do", () => {
    expect(encodeUriTotal(`a${high}b`)).toBe("a%ED%A0%80b");
    expect(encodeUriTotal(`${low}/${high}`)).toBe("%ED%B0%80/%ED%A0%80");
    expect(encodeUriTotal(`${high}${low}`)).toBe(encodeURI(`${high}${low}`));
    expect(decodeUriTotal("a%ED%A0%80b")).toBe(`a${high}b`);
    expect(decodeUriTotal("%F0%9F%98%80%ED%B0%80")).toBe(`😀${low}`);
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(decodeUriTotal(encodeUriTotal(text))).toBe(text);
      }),
      { numRuns: 300, seed: 33 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(encodeUriTotal(text)).toBe(encodeURI(text));
      }),
      { numRuns: 200, seed: 33 },
    );
  });

  it("refuses what is no percent-encoding (never a throw)", () => {
    for (const text of ["%", "%E0%A4%A", "%FF", "%C0%80", "%ED%A0", "%80", "%F4%90%80%80", "a%zz"]) {
      expect(decodeUriTotal(text), text).toBeUndefined();
    }
    expect(parsePointer("#/$defs/%ED%A0%80")).toEqual(["$defs", high]);
    expect(parsePointer(`#/$defs/${high}`)).toEqual(["$defs", high]);
    expect(parsePointer("#/$defs/%ED%A0")).toBeUndefined();
  });

  it("puts the built-in encodeURI back, even when the work throws", () => {
    const before = globalThis.encodeURI;
    expect(withTotalEncodeURI(() => encodeURI(high))).toBe("%ED%A0%80");
    expect(() => withTotalEncodeURI(() => { throw new Error("boom"); })).toThrow("boom");
    expect(globalThis.encodeURI).toBe(before);
    expect(() => encodeURI(high)).toThrow(URIError);
  });
});

describe("a key with a lone surrogate, in the schema or in the value", () => {
  const cases: { name: string; schema: Record<string, unknown>; good: unknown; bad: unknown; path?: unknown[] }[] = [
    { name: "properties", schema: { type: "object", properties: { [high]: { type: "string" } } }, good: { [high]: "x" }, bad: { [high]: [] }, path: [high] },
    { name: "additionalProperties", schema: { type: "object", additionalProperties: { type: "number" } }, good: { [high]: 1, [low]: 2 }, bad: { a: 1, [low]: "x" }, path: [low] },
    { name: "unevaluatedProperties", schema: { type: "object", properties: { a: {} }, unevaluatedProperties: false }, good: { a: 1 }, bad: { a: 1, [high]: 1 } },
    { name: "patternProperties named by the surrogate", schema: { type: "object", patternProperties: { [high]: { type: "string" } } }, good: { [`x${high}`]: "s", b: 1 }, bad: { [`x${high}`]: [] }, path: [`x${high}`] },
    { name: "patternProperties matching surrogates", schema: { type: "object", patternProperties: { "^[\\uD800-\\uDBFF]$": { type: "integer" } } }, good: { [high]: 1, [`${high}${low}`]: "pair" }, bad: { "\uDBFF": 1.5 }, path: ["\uDBFF"] },
    { name: "propertyNames", schema: { type: "object", propertyNames: { maxLength: 1 } }, good: { [high]: 1, [low]: 1 }, bad: { [`${low}${high}`]: 1 } },
    { name: "required", schema: { type: "object", required: [high] }, good: { [high]: null }, bad: { [low]: null } },
    { name: "dependentRequired", schema: { type: "object", dependentRequired: { [high]: [low] } }, good: { [high]: 1, [low]: 1 }, bad: { [high]: 1 } },
    { name: "dependentSchemas", schema: { type: "object", dependentSchemas: { [high]: { required: [low] } } }, good: { [high]: 1, [low]: 1 }, bad: { [high]: 1 } },
    { name: "$ref into $defs", schema: { type: "object", properties: { a: { $ref: `#/$defs/${high}` } }, $defs: { [high]: { type: "boolean" } } }, good: { a: true }, bad: { a: [] }, path: ["a"] },
    { name: "$ref written in WTF-8 bytes", schema: { type: "object", properties: { a: { $ref: "#/$defs/%ED%A0%80" } }, $defs: { [high]: { type: "boolean" } } }, good: { a: false }, bad: { a: {} }, path: ["a"] },
    { name: "$ref into patternProperties", schema: { type: "object", properties: { a: { $ref: `#/$defs/bag/patternProperties/${high}` } }, $defs: { bag: { patternProperties: { [high]: { type: "integer" } } } } }, good: { a: 3 }, bad: { a: [] }, path: ["a"] },
    { name: "const with the key", schema: { const: { [high]: 1 } }, good: { [high]: 1 }, bad: { [low]: 1 } },
  ];

  for (const { name, schema, good, bad, path } of cases) {
    it(`${name}: validates normally`, () => {
      expect(validate(good, schema)).toMatchObject({ ok: true, value: good });
      const outcome = validate(bad, schema);
      expect(code(outcome)).toBe("schema-mismatch");
      if (path !== undefined && !outcome.ok) expect(outcome.error.issues?.map((issue) => issue.path)).toContainEqual(path);
    });

    it(`${name}: a model's answer is parsed through it`, () => {
      const parse = salvage(schema);
      expect(parse(JSON.stringify(good))).toMatchObject({ ok: true, value: good });
      expect(parse(`Here it is:\n\`\`\`json\n${JSON.stringify(good)}\n\`\`\``)).toMatchObject({ ok: true, value: good });
      expect(code(parse(JSON.stringify(bad)))).not.toBe("invalid-schema");
    });

    it(`${name}: the fuzz kit resolves and validates as salvage does`, () => {
      expect(validates(schema, good)).toBe(true);
      expect(validates(schema, bad)).toBe(false);
      const properties = schema["properties"] as Record<string, unknown> | undefined;
      for (const node of Object.values(properties ?? {})) expect(resolveRef(node as Record<string, unknown>, schema)).toBeDefined();
      for (const value of fc.sample(valueOf(schema), { numRuns: 10, seed: 33 })) {
        expect(validates(schema, value)).toBe(true);
        expect(validate(value, schema)).toMatchObject({ ok: true });
      }
    });
  }

  it("a key with a lone surrogate read from text (\\ud800 escapes) is kept as written", () => {
    const parse = salvage({ type: "object", properties: { [high]: { type: "string" } }, required: [high] });
    expect(parse('{"\\ud800": "yes"}')).toMatchObject({ ok: true, value: { [high]: "yes" } });
    expect(code(parse('{"\\udc00": "yes"}'))).not.toBe("ok");
  });
});
