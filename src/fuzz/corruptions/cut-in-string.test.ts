import { describe, expect, test } from "vitest";
import { corrupt } from "../corrupt.js";
import { closingQuoteAt } from "./cut-in-string.js";

describe("closingQuoteAt (the kit's own class-5 check)", () => {
  test.each([
    ['{"a": "x}y"}', 9, { fromEnd: 1, quote: '"' }],
    ['["x]", 1]', 4, { fromEnd: 1, quote: '"' }],
    ['{"a": ["x]}"]}', 11, { fromEnd: 2, quote: '"' }],
    ['{"a": ["x] }", 2]}', 12, { fromEnd: 3, quote: '"' }],
    ["{'a': 'x}y'}", 9, { fromEnd: 1, quote: "'" }],
  ])("%j cut at %i is complete but for a quote", (answer, cut, expected) => {
    expect(closingQuoteAt(answer, cut)).toEqual(expected);
  });

  test.each([
    ['{"a": "f() {}"}', 13, "a brace in the string"],
    ['{"a": "x}y"}', 10, "the cut not right after the closer"],
    ['{"a": ["x]"]}', 10, "more structures open than closers (a list in an object)"],
    ['{"a": {"b": "x}"}}', 15, "more structures open than closers"],
    ['{"a": "x}}"}', 10, "a closer too many"],
    ['{"a": "x]"}', 9, "a closer of the wrong kind"],
    ['{"a": "x"}', 9, "the cut outside any string"],
    ['{"a": "}"}', 8, "an empty string"],
    ['{"a": ": x}y"}', 11, "a string starting with a colon (the quote may close a key)"],
    ['{"a": "x }"}', 9, "a space that may be the string's"],
    ['{"a": "it\'s}"}', 12, "a quote in the string"],
    ['{"a": 1, // "x}\n "b": "c"}', 15, "a quote in a comment"],
  ])("%j cut at %i is not (%s)", (answer, cut) => {
    expect(closingQuoteAt(answer, cut)).toBeUndefined();
  });

  test("a plain cut-off has no twin", () => {
    for (let seed = 0; seed < 50; seed++) {
      const output = corrupt({ a: "plain words" }, ["truncate"], { seed });
      expect(output.closedText).toBeUndefined();
    }
  });

  test("corrupt() gives the complete twin of such a cut as closedText", () => {
    for (let seed = 0; seed < 400; seed++) {
      const output = corrupt({ a: "x}y" }, ["truncate"], { seed });
      if (output.text.endsWith('"x}')) {
        expect(output.closedText).toBe(`${output.text.slice(0, -1)}"}`);
        return;
      }
    }
    throw new Error("no seed cut right after the brace");
  });
});
