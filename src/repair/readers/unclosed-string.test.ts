import { describe, expect, test } from "vitest";
import { repair } from "../repair.js";

describe("unclosed-string", () => {
  test.each([
    ['{"a": "b}', { a: "b" }],
    ['["x]', ["x"]],
    ['{"a": {"b": "c}}', { a: { b: "c" } }],
    ['{"a": "x", "b": "y}  ', { a: "x", b: "y" }],
    ["{'a': 'b}", { a: "b" }],
  ])("%j is the string in a closed structure", (text, value) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "unclosed-string" }));
  });

  test.each([
    ['{"code": "function() {}'],
    ['{"a": "b'],
    ['{"a": "line\nbreak}'],
    ['["]'],
    ['{"a": "b}]'],
  ])("%j stays cut off: the closer may belong to the string, or nothing closes", (text) => {
    expect(repair(text)).toMatchObject({ ok: false });
  });
});
