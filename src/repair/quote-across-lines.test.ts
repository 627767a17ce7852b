import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { quoteWentMissing } from "./quote-across-lines.js";

describe("a quote that went missing across lines", () => {
  // Each was a wrong value: a string missing its closing quote ran over the line break up to the next quote.
  test.each([
    ['{\n "root: {\n  sigma0": 28\n }\n}'],
    ['{\n "a": [\n  "x",\n  "y","\n  "z"\n ]\n}'],
    // the reader ended the string where the text writes no quote (the mutation probe, issue 29)
    ['{"a": ["alpha", "gamma,\n 4, "z"], "b": 2}'],
    ['["gamma,\n 4,\n "z"\n]'],
    ['{\n "x_y": "beta,,\n "a-b1": 2\n}'],
    ['[\n  76,\n  "delta,\n]'],
    ['{\n "root1: [\n  "k"\n ]\n}'],
    ['{\n "root"" false,\n "b": 1\n}'],
  ])("%j fails", (text) => {
    expect(salvage({}).parse(text).ok).toBe(false);
  });

  test.each([
    ['{"a\\nb": 1}', { "a\nb": 1 }],
    ['{/* c */ "a\\nb": 1}', { "a\nb": 1 }],
    ['{"code": "line one\nline two"}', { code: "line one\nline two" }],
    ["{'poem': 'roses\n\"red\" they say'}", { poem: 'roses\n"red" they say' }],
    ['{"code": "line one\nline two", "n": [1, 2]}', { code: "line one\nline two", n: [1, 2] }],
    ['{"a": "x,\n "b": 2}', { a: "x", b: 2 }],
    ['[\n "gamma},\n "x y"\n]', ["gamma}", "x y"]],
    ['[\n  {\n    "gamma": "alpha\n  },\n  [\n    [\n      ["k"],\n      15\n    ]\n  ]\n]', [{ gamma: "alpha" }, [[["k"], 15]]]],
    ['{"2": "two\nlines", "1": "one\nline", "c": "é \u00e9\nx"}', { 2: "two\nlines", 1: "one\nline", c: "é é\nx" }],
  ])("%j is still read: an escaped line break, or no quote at a line's start", (text, value) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value });
  });

  test("looks at keys and strings at any depth", () => {
    expect(quoteWentMissing([{ a: { "x\ny": 1 } }], false, () => true)).toBe(true);
    expect(quoteWentMissing([{ a: { "x\ny": 1 } }], false, () => false)).toBe(false);
    expect(quoteWentMissing({ a: ["x\n  \"y"] }, true, () => true)).toBe(true);
    expect(quoteWentMissing({ a: ["x\n  \"y"] }, false, () => false)).toBe(false);
  });
});

describe("the closing-quote check stays linear", () => {
  // Strings over line breaks make every string of the reading a search in the text: 10x the text in well under
  // the 100x a search from the start for each string would take.
  test.each([
    ["strings over line breaks", '"x\ny", ', '"z\nq"]'],
    ["blank and empty strings", '"", "   \n   ", ', '"z\nq"]'],
  ])("%s", (_, unit, end) => {
    const open = salvage({});
    const time = (size: number): number => {
      const text = `[${unit.repeat(Math.ceil(size / unit.length))}${end}`;
      const start = performance.now();
      expect(open(text).ok).toBe(true);
      return performance.now() - start;
    };
    time(20_000);
    const small = Math.max(time(100_000), 1);
    expect(time(1_000_000) / small).toBeLessThan(40);
  }, 60_000);
});
