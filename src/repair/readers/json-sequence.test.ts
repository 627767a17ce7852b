import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";

const objects = { type: "array", items: { type: "object" } } as const;

describe("json-sequence", () => {
  test("JSON Lines where the schema wants an array: the array, in order", () => {
    const outcome = salvage(objects).parse('{"a": 1}\n{"a": 2}\n{"a": 3}');
    expect(outcome).toMatchObject({ ok: true, value: [{ a: 1 }, { a: 2 }, { a: 3 }] });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "json-sequence" }));
    expect(salvage({ type: "array", items: { type: "integer" } }).parse("1\n2\n3")).toMatchObject({ ok: true, value: [1, 2, 3] });
  });

  test("values side by side on one line, where the schema wants an array: the array, in order", () => {
    expect(salvage(objects).parse('{"a": 1} {"a": 2}')).toMatchObject({ ok: true, value: [{ a: 1 }, { a: 2 }] });
    expect(salvage({ type: "array", items: { type: "string" } }).parse('"a" "b" "c"')).toMatchObject({ ok: true, value: ["a", "b", "c"] });
    expect(salvage({ type: "array", items: { type: "number" } }).parse("1 2 3")).toMatchObject({ ok: true, value: [1, 2, 3] });
    // the items still validate: a value of another type fails the schema, it is not dropped
    expect(salvage({ type: "array", items: { type: "number" } }).parse('1 "two" 3')).toMatchObject({ ok: false });
  });

  test("inside a fence too", () => {
    expect(salvage(objects).parse('Here:\n```json\n{"a": 1}\n{"a": 2}\n```')).toMatchObject({ ok: true, value: [{ a: 1 }, { a: 2 }] });
  });

  test.each([
    ["no schema", {}, 'true {"key": 1}'],
    ["no schema, JSON Lines", {}, '{"a": 1}\n{"a": 2}'],
    ["an object schema", { type: "object" }, '{"a": 1}\n{"a": 2}'],
    ["values that are arrays themselves", { type: "array" }, "[1]\n[2]"],
    ["a scalar schema", { type: "integer" }, "1\n2"],
  ])("is ambiguous with %s: no single value is returned", (_, schema, text) => {
    const outcome = salvage(schema).parse(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  test("a value in prose with another value before it is ambiguous, not the object alone", () => {
    expect(salvage({}).parse('"" {"key": "val"}')).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(salvage({}).parse('42 {"key": 1}')).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  test("repair() on its own keeps reading JSON Lines as an array", () => {
    expect(repair('{"a": 1}\n{"b": 2}')).toMatchObject({ ok: true, value: [{ a: 1 }, { b: 2 }] });
  });
});
