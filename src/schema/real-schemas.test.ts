import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import { salvage } from "../salvage/salvage.js";

// Minimal repros of real-world schemas that were refused or mis-validated (issue 14, D1–D5).
function read(schema: Record<string, unknown>, text: string) {
  const outcome = salvage(schema)(text);
  return outcome.ok ? { ok: true, value: outcome.value } : { ok: false, code: outcome.error.code, message: outcome.error.message };
}

const draft4 = "http://json-schema.org/draft-04/schema#";
const draft7 = "http://json-schema.org/draft-07/schema#";

describe("patterns as ECMA-262 reads them (D2)", () => {
  const phone = { type: "object", properties: { id: { type: "string", pattern: "^\\d{3}\\-\\d{4}$" } } };

  it("accepts a pattern valid only without the u flag, and checks it", () => {
    expect(read(phone, '{"id":"555-1234"}')).toEqual({ ok: true, value: { id: "555-1234" } });
    expect(read(phone, '{"id":"555_1234"}')).toMatchObject({ ok: false, code: "schema-mismatch", message: expect.stringContaining("String does not match pattern.") });
  });

  it("reads patternProperties names the same way", () => {
    const schema = { type: "object", patternProperties: { "^x\\-": { type: "integer" } }, additionalProperties: false };
    expect(read(schema, '{"x-a": 1}')).toEqual({ ok: true, value: { "x-a": 1 } });
    expect(read(schema, '{"x-a": "one"}')).toMatchObject({ ok: false, code: "schema-mismatch" });
  });

  it("keeps a pattern beside a format: both are checked", () => {
    const schema = { type: "string", pattern: "^2", format: "date" };
    expect(read(schema, '"2024-01-02"')).toEqual({ ok: true, value: "2024-01-02" });
    expect(read(schema, '"1999-01-02"')).toMatchObject({ ok: false, code: "schema-mismatch" });
    expect(read(schema, '"2024-13-45"')).toMatchObject({ ok: false, code: "schema-mismatch" });
  });

  it("refuses a pattern that is no regular expression at all", () => {
    expect(read({ type: "string", pattern: "(" }, '"a"')).toMatchObject({ ok: false, code: "invalid-schema" });
  });
});

describe("identifiers per the schema's own draft (D3–D5)", () => {
  const text = '{"x":"s"}';

  it("ignores $id beside $ref in draft 7", () => {
    const schema = { $schema: draft7, definitions: { a: { type: "string" } }, properties: { x: { $id: "http://other.example/x", $ref: "#/definitions/a" } } };
    expect(read(schema, text)).toEqual({ ok: true, value: { x: "s" } });
    expect(read(schema, '{"x":{"k":1}}')).toMatchObject({ ok: false, code: "schema-mismatch" });
  });

  it("reads id as no keyword in draft 7 and 2020-12, and $id as none in draft 4", () => {
    const nested = (idKey: string, $schema?: string) => ({
      ...($schema ? { $schema } : {}),
      definitions: { a: { type: "string" } },
      properties: { x: { [idKey]: "http://other.example/x", properties: { y: { $ref: "#/definitions/a" } } } },
    });
    for (const schema of [nested("id", draft7), nested("id"), nested("$id", draft4)]) {
      expect(read(schema, '{"x":{"y":"s"}}')).toEqual({ ok: true, value: { x: { y: "s" } } });
      expect(read(schema, '{"x":{"y":{"k":1}}}')).toMatchObject({ ok: false, code: "schema-mismatch" });
    }
  });

  it.each([
    ["draft 4 id", { $schema: draft4, definitions: { a: { id: "#foo", type: "string" } }, properties: { x: { $ref: "#foo" } } }],
    ["draft 7 $id", { $schema: draft7, definitions: { a: { $id: "#foo", type: "string" } }, properties: { x: { $ref: "#foo" } } }],
    ["2020-12 $anchor", { $defs: { a: { $anchor: "foo", type: "string" } }, properties: { x: { $ref: "#foo" } } }],
  ])("resolves $ref to an anchor (%s)", (_, schema) => {
    expect(read(schema, text)).toEqual({ ok: true, value: { x: "s" } });
    expect(read(schema, '{"x":{"k":1}}')).toMatchObject({ ok: false, code: "schema-mismatch" });
  });

  it("refuses a $ref to an anchor nobody declares", () => {
    expect(read({ properties: { x: { $ref: "#nowhere" } } }, text)).toMatchObject({ ok: false, code: "invalid-schema" });
  });

  it("never reads an id inside example data, nor id in 2020-12, as a schema URI", () => {
    const example = { type: "object", properties: { a: { type: "object", example: { id: "x" } }, b: { type: "object", examples: [{ id: "x" }] } } };
    expect(read(example, '{"a":{"id":"y"}}')).toEqual({ ok: true, value: { a: { id: "y" } } });
    const twice = { type: "object", properties: { a: { id: "x", type: "string" }, b: { id: "x", type: "string" } } };
    expect(read(twice, '{"a":"y"}')).toEqual({ ok: true, value: { a: "y" } });
    expect(read(twice, '{"a":{"k":1}}')).toMatchObject({ ok: false, code: "schema-mismatch" });
  });

  it("keeps enum and const data exactly, id keys included", () => {
    const schema = { type: "object", properties: { a: { const: { id: "x" } }, b: { enum: [{ id: "y", $id: "z" }] } } };
    expect(read(schema, '{"a":{"id":"x"},"b":{"id":"y","$id":"z"}}')).toEqual({ ok: true, value: { a: { id: "x" }, b: { id: "y", $id: "z" } } });
    expect(read(schema, '{"a":{"id":"x"},"b":{"id":"y"}}')).toMatchObject({ ok: false });
  });
});

describe("recursive unions (D1)", () => {
  it("fails an object against string-or-list-of-itself fast, as a schema mismatch", () => {
    const schema = { anyOf: [{ type: "string" }, { type: "array", items: { $ref: "#" } }] };
    expect(read(schema, "{}")).toMatchObject({ ok: false, code: "schema-mismatch" });
    expect(read(schema, '"a"')).toEqual({ ok: true, value: "a" });
    expect(read(schema, '[["a"], "b"]')).toEqual({ ok: true, value: [["a"], "b"] });
  });
});

describe("recursive unions validate in bounded time", () => {
  it("validates a grammar-like recursive oneOf, valid and invalid, in time linear in the depth", () => {
    const rule = (type: string) => ({ type: "object", properties: { type: { const: type }, content: { $ref: "#/definitions/rule" } }, required: ["type", "content"] });
    const names = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"];
    const schema = {
      $schema: draft7,
      definitions: { rule: { oneOf: [...names.map(rule), { type: "object", properties: { type: { const: "END" } }, required: ["type"] }] } },
      $ref: "#/definitions/rule",
    };
    const nested = (levels: number): string => {
      let value: Record<string, unknown> = { type: "END" };
      for (let depth = 0; depth < levels; depth++) value = { type: names[depth % names.length] ?? "A", content: value };
      return JSON.stringify(value);
    };
    const parse = salvage(schema);
    expect(parse(nested(12))).toMatchObject({ ok: true });
    expect(parse(JSON.stringify({ type: "A", content: { type: "nope" } }))).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    // Twice the depth: about twice the time; a union retried at every level would multiply it by 13 per level.
    const ratio = growth(parse, nested(12), nested(24), { runs: 3 });
    expect(ratio).toBeLessThan(8);
  });
});

describe("schemas under unknown keywords", () => {
  it("keeps a property named id, and enum data, in a container a $ref points into", () => {
    const schema = {
      defs: { feed: { type: "object", properties: { id: { type: "string" }, kind: { enum: [{ id: "a" }] } }, additionalProperties: false } },
      $ref: "#/defs/feed",
    };
    expect(read(schema, '{"id": "x", "kind": {"id": "a"}}')).toEqual({ ok: true, value: { id: "x", kind: { id: "a" } } });
    expect(read(schema, '{"id": "x", "kind": {"id": "b"}}')).toMatchObject({ ok: false });
  });
});
