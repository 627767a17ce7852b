import { describe, expect, test } from "vitest";
import { repair } from "./repair.js";

// A string left open at the end of its line, the next member after a comma: the line break is layout.
describe("a string left open before a line break and a comma", () => {
  test.each([
    ['{"a": "b\n, "c": 1}', { a: "b", c: 1 }],
    ['["a\n, "b"]', ["a", "b"]],
    ['{"a": "x y\r\n  , "c": 1}', { a: "x y", c: 1 }],
    ['{"a": "é 東\n, "c": true}', { a: "é 東", c: true }],
  ])("%j ends the string before the line break", (text, value) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: true, value });
  });

  test.each([
    // the comma is inside a string that closes: no repair at all
    ['{"a": "line one\n, and more", "b": 1}', { a: "line one\n, and more", b: 1 }],
    // no line break: the string ends at the comma, as before
    ['{"a": "b, "c": 1}', { a: "b", c: 1 }],
  ])("%j reads as before", (text, value) => {
    expect(repair(text)).toMatchObject({ ok: true, value });
  });

  test("the value never keeps the line break", () => {
    const outcome = repair('{"a": "b\n, "c": 1}');
    expect(outcome.ok && JSON.stringify(outcome.value)).not.toContain("\\n");
  });
});
