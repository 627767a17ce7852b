import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { afterLeadingComments } from "./leading-comments.js";
import { findWhole } from "./whole.js";

describe("comments that open the text", () => {
  test("are skipped, any number of them", () => {
    expect(afterLeadingComments("// note\n42", 0, 10)).toBe(8);
    expect(afterLeadingComments("/* a */ // b\n  [1]", 0, 18)).toBe(15);
    expect(afterLeadingComments("42", 0, 2)).toBe(0);
    expect(afterLeadingComments("/* never closed [1]", 0, 19)).toBe(19);
    expect(afterLeadingComments("// only", 0, 7)).toBe(7);
  });

  test.each([
    ["// the answer\n42", 42],
    ['// a greeting\n"hello"', "hello"],
    ["/* verdict */ true", true],
    ["// indices [0] and [1] are examples\n[1, 2, 3]", [1, 2, 3]],
    ["/* see {\"a\": 0} */\n{\"a\": 1}", { a: 1 }],
  ])("%j: the value after them is the whole text's, and brackets inside them are no values", (text, value) => {
    expect(findWhole(text)).toHaveLength(1);
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value });
  });

  test.each([
    ["// only a comment"],
    ["/* never closed {\"a\": 1}"],
    ["// note\nI cannot help with that."],
    ["// note\n42 is the answer"],
  ])("%j: no whole candidate (a comment, prose or more text after the value)", (text) => {
    expect(findWhole(text)).toEqual([]);
  });

  test("prose after a comment still fails without a schema", () => {
    expect(salvage({}).parse("// note\nhello").ok).toBe(false);
  });
});
