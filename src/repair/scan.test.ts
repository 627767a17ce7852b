import { describe, expect, it } from "vitest";
import { scan } from "./scan.js";

describe("scan: depth", () => {
  it("counts nesting of objects and arrays, not brackets inside strings", () => {
    expect(scan('{"a": [[1], {"b": "[[[{{{"}]}', 512).depth).toBe(3);
    expect(scan("{'a': '[[[[', “b”: “{{{{”}", 512).depth).toBe(1);
  });

  it("stops at the first opener deeper than the limit", () => {
    const result = scan("[[[[[[", 3);
    expect(result).toMatchObject({ depth: 4, tooDeepAt: 3 });
    expect(scan("[[[", 3).tooDeepAt).toBe(-1);
  });
});

describe("scan: truncation", () => {
  it.each([
    ['{"a": "b', "string"],
    ["{'a': 'it's", "string"],
    ['{"a": "b\\', "string"],
    ['{"a":', "colon"],
    ['{"a": 1,', "comma"],
    ['{"a"', "key"],
    ['{"a": [1, 2', "open"],
    ['{"a": 1 /* cut', "open"],
    ['{"a": 1 // cut', "open"],
    ['"abc', "string"],
  ])("%j ends %s", (text, at) => {
    expect(scan(text, 512).truncated).toBe(at);
  });

  it.each([
    ['{"a": 1} // done'],
    ['{"a": 1} /* unterminated'],
    ["{'a': 1,}"],
    ['{"a": "x"}\n'],
    ['{"a": [1, 2}'],
    ['{"url": https://x.com/a}'],
    ['{"a": "//not a comment"}'],
  ])("%j is complete", (text) => {
    expect(scan(text, 512).truncated).toBeUndefined();
  });
});

describe("scan: families", () => {
  it.each([
    ["{'a': 1}", "single quotes"],
    ["{“a”: 1}", "smart quotes"],
    ["{‘a’: 1}", "smart quotes"],
    ["{`a`: 1}", "backtick quotes"],
    ['{\\"a\\": 1}', "escaped quotes"],
    ['{"a": "x"y"}', "unescaped quotes inside strings"],
    ['{"a": "x\ty"}', "raw control characters in strings"],
    ['{"a": "\\q"}', "invalid escapes"],
    ["[1 /* c */]", "comments"],
    ["[1,]", "trailing commas"],
    ["{, \"a\": 1}", "stray commas"],
    ["[1 2]", "missing commas"],
    ['{"a" 1}', "missing colons"],
    ["[True]", "Python literals True/False/None"],
    ["[undefined]", "JavaScript undefined"],
    ["{a: 1}", "unquoted keys"],
    ['{"a": b}', "unquoted strings"],
    ['{"a": [1}', "missing closers"],
    ["[1]]", "extra closers"],
    ['["a" + "b"]', "string concatenation"],
    ["[1,\u00a02]", "unusual whitespace"],
    ["[1]\n[2]", "several top-level values"],
  ])("%j shows %s", (text, family) => {
    expect(scan(text, 512).families).toContain(family);
  });

  it("names nothing on plain JSON", () => {
    expect(scan('{"a": [1, "two", null]}', 512).families).toEqual([]);
  });
});

describe("scan: quotes inside strings", () => {
  it("patches an apostrophe that is content, so jsonrepair keeps it", () => {
    const text = "{'a': 'it's'}";
    expect(scan(text, 512).patches).toEqual([{ at: 9, insert: "\\" }]);
  });

  it("ends the string at a quote followed by a delimiter, a quote or a digit", () => {
    expect(scan("['a', 'b']", 512).patches).toEqual([]);
    expect(scan("['a' 'b']", 512).families).toContain("missing commas");
  });

  it("follows jsonrepair when a quote after a comma starts a new string", () => {
    // jsonrepair reads ["a", "b"]: the end quote of "a" is missing before the comma
    const result = scan('["a, "b"]', 512);
    expect(result.patches).toEqual([]);
    expect(result.truncated).toBeUndefined();
  });
});

describe("scan: refusals", () => {
  it.each([
    ["[1, ...]", "ellipsis", 4],
    ["[1,,2]", "empty element", 3],
    ["[,2]", "empty element", 1],
    ['{"a":,}', "missing value", 5],
    ['{"a":}', "missing value", 5],
  ])("%j has a hole (%s)", (text, hole, position) => {
    expect(scan(text, 512).refusal).toEqual({ kind: "hole", hole, position });
  });

  it("refuses control characters outside strings", () => {
    expect(scan("[1, \u0001]", 512).refusal).toEqual({ kind: "binary", position: 4 });
    expect(scan("[a\u0002b]", 512).refusal).toEqual({ kind: "binary", position: 2 });
  });

  it("refuses bare words with nothing JSON-like around them", () => {
    expect(scan("[see above]", 512).refusal).toEqual({ kind: "bare-words", position: 1 });
    expect(scan("[see, 1]", 512).refusal).toBeUndefined();
    expect(scan("{see: above}", 512).refusal).toBeUndefined();
  });

  it("refuses several top-level values when one is a scalar", () => {
    expect(scan('"a", "b"', 512).refusal).toEqual({ kind: "several-scalars", position: 5 });
    expect(scan("{}\n{}", 512).refusal).toBeUndefined();
  });

  it("refuses an unquoted value that would hide a literal, a number, markup or a second string", () => {
    expect(scan('{"val": TRUE}', 512).refusal).toEqual({ kind: "suspect-word", word: "literal", position: 8 });
    expect(scan('{"a": 1; "b": 2}', 512).refusal).toEqual({ kind: "suspect-word", word: "number", position: 6 });
    expect(scan('{"v": 007}', 512).refusal).toEqual({ kind: "suspect-word", word: "number", position: 6 });
    expect(scan('["a", <!-- x -->]', 512).refusal).toEqual({ kind: "suspect-word", word: "punctuation", position: 6 });
    expect(scan('[1, hex"test"]', 512).refusal).toEqual({ kind: "suspect-word", word: "glued quote", position: 4 });
    expect(scan("{test: aga()in}", 512).refusal).toEqual({ kind: "suspect-word", word: "call", position: 7 });
  });

  it("keeps plain unquoted words, keys, and a number cut off at the end", () => {
    expect(scan('{"name": John}', 512).refusal).toBeUndefined();
    expect(scan('{note: fine, 2: "x"}', 512).refusal).toBeUndefined();
    expect(scan('{"v": 1e', 512).refusal).toBeUndefined();
  });

  it("refuses a colon after no key and a structure where a key belongs", () => {
    expect(scan("[1: 2, 3: 4]", 512).refusal).toEqual({ kind: "misplaced", what: "colon", position: 2 });
    expect(scan('{"a": 1: 2}', 512).refusal).toEqual({ kind: "misplaced", what: "colon", position: 7 });
    expect(scan("{[]: 1}", 512).refusal).toEqual({ kind: "misplaced", what: "key", position: 1 });
  });

  it("refuses a triple quote, which jsonrepair reads as an empty string and a stray key", () => {
    expect(scan('{"code": """x"""}', 512).refusal).toEqual({ kind: "triple-quote", position: 9 });
    expect(scan("['''x''']", 512).refusal).toEqual({ kind: "triple-quote", position: 1 });
  });

  it("refuses text that goes on after a mismatched closer closed everything", () => {
    expect(scan('{"arr": [1, }, 3]}', 512).refusal).toEqual({ kind: "unpaired-closers", position: 13 });
    expect(scan('{"a": [1, 2}', 512).refusal).toBeUndefined();
    expect(scan('{"x": {"a": [1}, "b": 2}', 512).refusal).toBeUndefined();
    expect(scan('{"a": 1}}', 512).refusal).toBeUndefined();
  });
});

describe("scan: linear time", () => {
  // Each text at 1 MB and at 4 MB: linear time takes about 4× as long (up to ~8× with cache effects), a quadratic path 16×. A ratio measured in
  // the same test holds on a loaded machine, where an absolute limit would not.
  const texts: readonly (readonly [string, (size: number) => string])[] = [
    ["missing commas", (size) => "[" + "1 ".repeat(size / 2)],
    ["apostrophes", (size) => "['" + "it's ".repeat(size / 5)],
    ["quotes after commas", (size) => '["' + 'a, "'.repeat(size / 4)],
    ["quotes after colons", (size) => "['" + ":' x".repeat(size / 4)],
    ["quotes before closers", (size) => "['" + "[' ]".repeat(size / 4)],
    ["mismatched closers", (size) => "[".repeat(500) + "}".repeat(size)],
    ["quotes before whitespace runs", (size) => "'" + "'          ".repeat(size / 11)],
    ["comment starts", (size) => "[" + "/*/".repeat(size / 3)],
  ];
  it.each(texts)("reads 4 MB of %s in well under the 16× of 1 MB a quadratic path would take", (_, make) => {
    const time = (text: string): number => {
      const started = performance.now();
      scan(text, 512);
      return performance.now() - started;
    };
    const small = make(1_000_000);
    const large = make(4_000_000);
    time(small); // warm up
    // The best of three runs each: a collection or another test's work lands on some runs, not on all.
    const best = (text: string): number => Math.min(time(text), time(text), time(text));
    expect(best(large) / best(small)).toBeLessThan(10);
  });
});
