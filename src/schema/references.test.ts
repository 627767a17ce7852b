import { describe, expect, it } from "vitest";
import { salvage } from "../salvage/salvage.js";
import { compileGuide } from "./compile-guide.js";

// References real schemas use that were refused as `invalid-schema` (issue 14): fragment-only root ids, embedded
// `$id` bases, and the draft-04 meta-schema by URL.
function read(schema: Record<string, unknown>, text: string) {
  const outcome = salvage(schema)(text);
  return outcome.ok ? { ok: true, value: outcome.value } : { ok: false, code: outcome.error.code, message: outcome.error.message };
}

const draft4 = "http://json-schema.org/draft-04/schema#";
const draft7 = "http://json-schema.org/draft-07/schema#";

describe("a fragment-only id names no new base", () => {
  const schema = {
    $schema: draft4,
    id: "#/",
    type: "object",
    lib: { size: { type: "integer", minimum: 0 } },
    properties: { "lib.size": { $ref: "#/lib/size" } },
    required: ["lib.size"],
  };

  it("resolves a pointer beside it, and checks the target", () => {
    expect(read(schema, '{"lib.size": 3}')).toEqual({ ok: true, value: { "lib.size": 3 } });
    expect(read(schema, '{"lib.size": -1}')).toMatchObject({ ok: false, code: "schema-mismatch" });
  });
});

describe("embedded $id bases", () => {
  const schema = {
    $schema: draft7,
    $id: "https://example.com/root.json",
    type: "object",
    properties: { point: { $ref: "point.json" }, x: { $ref: "https://example.com/shapes/point.json#/definitions/coordinate" } },
    definitions: {
      point: {
        $id: "shapes/point.json",
        type: "object",
        properties: { x: { $ref: "#/definitions/coordinate" }, y: { $ref: "#/definitions/coordinate" } },
        required: ["x", "y"],
        definitions: { coordinate: { type: "number" } },
      },
      other: { $id: "point.json", type: "string" },
    },
  };

  it("resolves a relative reference against the root's $id, and a pointer inside an embedded resource against its own", () => {
    expect(compileGuide(schema).ok).toBe(true);
    expect(read(schema, '{"point": "p1", "x": 2}')).toEqual({ ok: true, value: { point: "p1", x: 2 } });
    expect(read(schema, '{"point": {"x": 1, "y": 2}}')).toMatchObject({ ok: false, code: "schema-mismatch" });
    expect(read(schema, '{"x": "2"}')).toEqual({ ok: true, value: { x: 2 } });
  });

  it("still refuses a reference to a document that is not there", () => {
    expect(read({ properties: { a: { $ref: "https://example.com/elsewhere.json" } } }, "{}")).toMatchObject({ ok: false, code: "invalid-schema" });
  });
});

describe("the draft-04 meta-schema by URL", () => {
  const schema = {
    $schema: draft4,
    type: "object",
    properties: { title: { $ref: "http://json-schema.org/draft-04/schema#/properties/title" }, min: { $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger" } },
  };

  it("resolves into the meta-schema the library carries, and checks the target", () => {
    expect(read(schema, '{"title": "t", "min": 2}')).toEqual({ ok: true, value: { title: "t", min: 2 } });
    expect(read(schema, '{"min": -2}')).toMatchObject({ ok: false, code: "schema-mismatch" });
    expect(read(schema, '{"min": "2"}')).toEqual({ ok: true, value: { min: 2 } });
  });

  it("resolves the meta-schema's own recursive references", () => {
    const whole = { $schema: draft4, type: "object", properties: { schema: { $ref: "http://json-schema.org/draft-04/schema#" } } };
    expect(read(whole, '{"schema": {"type": "string", "minLength": 1}}')).toMatchObject({ ok: true });
    expect(read(whole, '{"schema": {"type": "text"}}')).toMatchObject({ ok: false, code: "schema-mismatch" });
  });
});
