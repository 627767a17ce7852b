import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveRef } from "../fuzz/schema.js";
import { validates } from "../fuzz/validate.js";
import { valueOf } from "../fuzz/value-of.js";
import { salvage } from "../salvage/salvage.js";
import { validate } from "./validate.js";

// References as the specification writes them (issue 33): a JSON pointer may be percent-encoded in any way and
// escapes `~` and `/` as `~0` and `~1`; `$anchor` names a place; a URI resolves against the nearest `$id`. salvage's
// validator and the fuzz kit resolve the same references, patternProperties included.
const schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://example.com/root.json",
  type: "object",
  properties: {
    colon: { $ref: "#/$defs/A%3AB" },
    plainColon: { $ref: "#/$defs/A:B" },
    slash: { $ref: "#/$defs/a~1b" },
    tilde: { $ref: "#/$defs/t~0x" },
    space: { $ref: "#/$defs/with%20space" },
    percent: { $ref: "#/$defs/ten%2525" },
    anchored: { $ref: "#positive" },
    relative: { $ref: "shapes/point.json" },
    relativePointer: { $ref: "shapes/point.json#/$defs/coordinate" },
    pattern: { $ref: "#/$defs/bag/patternProperties/%5Ex-" },
  },
  required: ["colon", "slash", "tilde", "space", "percent", "anchored", "relative", "relativePointer", "pattern"],
  $defs: {
    "A:B": { type: "string", minLength: 2 },
    "a/b": { type: "number", maximum: 10 },
    "t~x": { type: "boolean" },
    "with space": { enum: ["a", "b"] },
    "ten%25": { const: 10 },
    positiveNumber: { $anchor: "positive", type: "integer", minimum: 1 },
    point: {
      $id: "shapes/point.json",
      type: "object",
      properties: { x: { $ref: "#/$defs/coordinate" } },
      required: ["x"],
      $defs: { coordinate: { type: "number", minimum: 0 } },
    },
    bag: { type: "object", patternProperties: { "^x-": { type: "string", pattern: "^[a-z]+$" } } },
  },
};

const good = { colon: "ab", slash: 3, tilde: true, space: "a", percent: 10, anchored: 2, relative: { x: 1 }, relativePointer: 0, pattern: "abc" };
const bad: Record<string, unknown> = { colon: "a", slash: 11, tilde: 1, space: "c", percent: 11, anchored: 0, relative: { x: -1 }, relativePointer: -1, pattern: "ABC" };

describe("references as the specification writes them", () => {
  it("validates through every kind of reference", () => {
    expect(validate(good, schema)).toMatchObject({ ok: true });
    for (const key of Object.keys(bad)) {
      const outcome = validate({ ...good, [key]: bad[key] }, schema);
      expect(outcome.ok ? "ok" : outcome.error.code, key).toBe("schema-mismatch");
    }
  });

  it("parses a model's answer through them", () => {
    expect(salvage(schema)(JSON.stringify(good))).toMatchObject({ ok: true, value: good });
  });

  it("the fuzz kit resolves the same references and draws valid values", () => {
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    for (const [key, node] of Object.entries(properties)) expect(resolveRef(node, schema), key).toBeDefined();
    const values = fc.sample(valueOf(schema), { numRuns: 20, seed: 33 });
    for (const value of values) {
      expect(validates(schema, value)).toBe(true);
      expect(validate(value, schema)).toMatchObject({ ok: true });
    }
  });

  it("a malformed percent-encoding or a missing target leads nowhere, as a typed failure", () => {
    for (const ref of ["#/$defs/%E0%A4%A", "#/$defs/missing", "#nowhere"]) {
      const broken = { type: "object", properties: { a: { $ref: ref } }, $defs: { x: {} } };
      expect(resolveRef(broken.properties.a, broken)).toBeUndefined();
      expect(validate({ a: 1 }, broken)).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
    }
  });
});
