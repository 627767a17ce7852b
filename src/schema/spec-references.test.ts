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

  it("the fuzz kit follows every reference the validator follows: into any keyword, across resources, dynamic", () => {
    const root = (properties: Record<string, unknown>, extra: Record<string, unknown>) => ({
      $schema: "https://json-schema.org/draft/2020-12/schema", $id: "https://example.com/root.json", type: "object", properties, required: Object.keys(properties), ...extra,
    });
    const cases: Record<string, Record<string, unknown>> = {
      "the root, through a definition": root({ a: { $ref: "#/$defs/r" } }, { $defs: { r: { anyOf: [{ type: "integer" }, { $ref: "#" }] } } }),
      prefixItems: root({ a: { $ref: "#/$defs/t/prefixItems/1" } }, { $defs: { t: { prefixItems: [{ type: "string" }, { type: "integer", minimum: 5 }] } } }),
      allOf: root({ a: { $ref: "#/$defs/t/allOf/1" } }, { $defs: { t: { allOf: [{}, { type: "boolean" }] } } }),
      "another property's items": root({ a: { $ref: "#/properties/b/items" }, b: { type: "array", items: { type: "string", minLength: 2 } } }, {}),
      not: root({ a: { $ref: "#/$defs/t/not" } }, { $defs: { t: { not: { type: "string" } } } }),
      "an embedded resource by URI": root({ a: { $ref: "https://example.com/other.json#/$defs/x" } }, { $defs: { o: { $id: "other.json", $defs: { x: { type: "integer", maximum: 3 } } } } }),
      "an anchor in an embedded resource": root({ a: { $ref: "other.json#nm" } }, { $defs: { o: { $id: "other.json", $defs: { x: { $anchor: "nm", enum: ["p", "q"] } } } } }),
      "a $dynamicRef declared once": root({ a: { $dynamicRef: "#node" } }, { $defs: { n: { $dynamicAnchor: "node", type: "string", maxLength: 4 } } }),
      "inside patternProperties": root({ a: { $ref: "#/$defs/t/patternProperties/%5E(a%7Cb)$/items" } }, { $defs: { t: { patternProperties: { "^(a|b)$": { type: "array", items: { const: 7 } } } } } }),
      dependentSchemas: root({ a: { $ref: "#/$defs/t/dependentSchemas/k/properties/z" } }, { $defs: { t: { dependentSchemas: { k: { properties: { z: { type: "integer", multipleOf: 3 } } } } } } }),
      then: root({ a: { $ref: "#/$defs/t/then" } }, { $defs: { t: { if: true, then: { type: "string", pattern: "^z" } } } }),
    };
    for (const [name, root] of Object.entries(cases)) {
      const a = (root["properties"] as Record<string, Record<string, unknown>>)["a"] as Record<string, unknown>;
      const target = resolveRef(a, root);
      expect(target, name).toBeDefined();
      expect(target, `${name}: followed`).not.toBe(a);
      for (const value of fc.sample(valueOf(root), { numRuns: 15, seed: 33 })) {
        expect([name, validates(root, value)]).toEqual([name, true]);
        expect([name, validate(value, root).ok]).toEqual([name, true]);
      }
    }
  });

  it("the fuzz kit resolves a $ref into the draft-04 meta-schema, which salvage's validator bundles", () => {
    const schema = { $schema: "http://json-schema.org/draft-04/schema#", type: "object", properties: { t: { $ref: "http://json-schema.org/draft-04/schema#/properties/type" } }, required: ["t"] };
    const values = fc.sample(valueOf(schema), { numRuns: 20, seed: 33 });
    for (const value of values) {
      expect(validates(schema, value)).toBe(true);
      expect(validate(value, schema)).toMatchObject({ ok: true });
    }
    for (const wrong of [{ t: 5 }, { t: "text" }, { t: [] }]) {
      expect(validates(schema, wrong)).toBe(false);
      expect(validate(wrong, schema)).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
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
