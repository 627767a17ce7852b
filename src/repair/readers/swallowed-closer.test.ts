import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { holdsSwallowedCloser } from "./swallowed-closer.js";

describe("a string that swallowed a closer (jsonrepair guard)", () => {
  // Was a wrong value: jsonrepair ended `"zeta` before the `,` after the next line's `}`, so the string took the
  // closer and "gamma1" moved into the inner object.
  test.each([
    ['{\n "root": {\n  "inner": {\n   "a": 18,\n   "b": "zeta\n  },\n  "c": "delta"\n }\n}'],
    ['[\n {\n  "a": "x\n ],\n "b"\n]'],
  ])("%j fails: where the string ends is open", (text) => {
    // unrepairable, or truncated where the brackets the string took leave the text unclosed
    expect(salvage({}).parse(text).ok).toBe(false);
  });

  test.each([
    ['{"code": "function() {\n  return 1;\n}"}', { code: "function() {\n  return 1;\n}" }],
    ['{"a": [1, 2}', { a: [1, 2] }],
    ['{"a": "x\ny"}', { a: "x\ny" }],
  ])("%j is still read: the brackets pair up, or no string holds a closer", (text, value) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value });
  });

  test("finds the string anywhere in the value", () => {
    expect(holdsSwallowedCloser({ a: [1, { b: "z\n  }" }] })).toBe(true);
    expect(holdsSwallowedCloser({ a: [1, { b: "z }" }] })).toBe(false);
    expect(holdsSwallowedCloser("x\n\t]")).toBe(true);
  });
});
