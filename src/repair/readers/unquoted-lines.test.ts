import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";

const note = {
  type: "object",
  properties: { a: { type: "string" }, b: { type: "string" }, res: { type: "array", items: { type: "string" } } },
  required: ["a", "b"],
  additionalProperties: false,
};
const read = salvage(note);

describe("unquoted-lines", () => {
  test("an unquoted value over two lines is one string, as written, where the schema says string", () => {
    const outcome = read("{ a: Hi friends!, b: two\n lines, res: [x, y] }");
    expect(outcome).toMatchObject({ ok: true, value: { a: "Hi friends!", b: "two\n lines", res: ["x", "y"] } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "unquoted-lines" }));
  });

  test("several lines, the delimiter on a line of its own, quoted keys, nested objects", () => {
    expect(read("{\n  a: first line\n     second line\n     third line\n  ,\n  b: ok\n}")).toMatchObject({
      ok: true,
      value: { a: "first line\n     second line\n     third line", b: "ok" },
    });
    expect(read('{"a": one\n  two, "b": "x"}')).toMatchObject({ ok: true, value: { a: "one\n  two", b: "x" } });
    const nested = salvage({ type: "object", properties: { inner: note }, required: ["inner"] });
    expect(nested('{inner: {a: one\n two, b: three}}')).toMatchObject({ ok: true, value: { inner: { a: "one\n two", b: "three" } } });
    const list = salvage({ type: "array", items: note });
    expect(list("[{a: one\n two, b: x}, {a: y, b: three\n four}]")).toMatchObject({
      ok: true,
      value: [{ a: "one\n two", b: "x" }, { a: "y", b: "three\n four" }],
    });
  });

  test("a string or null schema counts as string; the next member on its own line ends the value", () => {
    const nullable = salvage({ type: "object", properties: { a: { type: ["string", "null"] }, b: { type: "string" } } });
    expect(nullable("{a: one\n two,\n b: x}")).toMatchObject({ ok: true, value: { a: "one\n two", b: "x" } });
    // a member after a line break with its comma missing is the next member, not more text
    expect(read("{a: one\n b: two}")).toMatchObject({ ok: true, value: { a: "one", b: "two" } });
  });

  test.each([
    ["no schema", {}, "{ a: Hi friends!, b: two\n lines }"],
    ["a schema that says number", { type: "object", properties: { a: { type: "number" }, b: { type: "number" } } }, "{ a: 1, b: two\n lines }"],
    ["an enum", { type: "object", properties: { b: { enum: ["two lines"] } } }, "{ b: two\n lines }"],
    ["string or number", { type: "object", properties: { b: { type: ["string", "number"] } } }, "{ b: two\n lines }"],
    ["an undeclared key", { type: "object", properties: { a: { type: "string" } } }, "{ b: two\n lines }"],
  ])("does not read with %s", (_, schema, text) => {
    expect(salvage(schema)(text).ok).toBe(false);
  });

  test.each([
    ["a continuation that starts with a declared key", "{ a: one\n b, b: x }"],
    ["a continuation that holds a colon", "{ a: one\n see: two, b: x }"],
    ["a continuation that holds an opener", "{ a: one\n [two], b: x }"],
    ["a continuation that holds a quote", '{ a: one\n "two", b: x }'],
    ["a value the text ends inside", "{ a: x, b: one\n two"],
  ])("fails on %s: the extent is not clear", (_, text) => {
    expect(read(text).ok).toBe(false);
  });

  test("a comment line after the value is a comment, not more of the string", () => {
    expect(read("{ a: one\n // two\n, b: x }")).toMatchObject({ ok: true, value: { a: "one", b: "x" } });
  });

  test("repair() on its own (no schema) does not read it", () => {
    expect(repair("{ a: one\n two }").ok).toBe(false);
  });
});
