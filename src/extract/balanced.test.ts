import fc from "fast-check";
import { describe, expect, it, test } from "vitest";
import { findBalanced } from "./balanced.js";
import { looksLikeJsonOpener } from "./opener.js";

const texts = (input: string): string[] => findBalanced(input).map((c) => c.text);

describe("looksLikeJsonOpener", () => {
  test.each(['{"a"', "{'a': 1}", "{a: 1}", "{ \n  key : 1}", "{}", "[1, 2]", '["x"]', "['x']", "[]", "[-1]", "[true]", "[None]", "[{", "[[", "[ \n 1]", "{`a`: 1}", "{ `a b` :1}", '{\\n  \\"a\\": 1}', '[\\n\\t\\"x\\"]'])(
    "accepts %j",
    (text) => {
      expect(looksLikeJsonOpener(text, 0)).toBe(true);
    },
  );

  test.each(["[see above]", "[x]", "[ ]", "[text](url)", "{{name}}", "{braces}", "{1: 2}", "[-x]", "[nothing]", "[trueish]", "{", "[", "{ a b: 1}", "{`x`}", "{`a\nb`: 1}", "{`never closed: 1}", "[`x`]", "{\\n name}", "[\\x]"])(
    "rejects %j",
    (text) => {
      expect(looksLikeJsonOpener(text, 0)).toBe(false);
    },
  );

  test("a backtick key closes within 64 characters of its opening backtick", () => {
    expect(looksLikeJsonOpener(`{\`${"k".repeat(63)}\`: 1}`, 0)).toBe(true);
    expect(looksLikeJsonOpener(`{\`${"k".repeat(64)}\`: 1}`, 0)).toBe(false);
  });

  test("a JSON literal cut off at the very end of the text opens a value; a shorter or capitalised one does not", () => {
    expect(looksLikeJsonOpener("[tru", 0)).toBe(true);
    expect(looksLikeJsonOpener("x [nu", 2)).toBe(true);
    expect(looksLikeJsonOpener("[fals", 0)).toBe(true);
    expect(looksLikeJsonOpener("[t", 0)).toBe(false);
    expect(looksLikeJsonOpener("[Tr", 0)).toBe(false);
    expect(looksLikeJsonOpener("[tru more", 0)).toBe(false);
    expect(looksLikeJsonOpener("[trust", 0)).toBe(false);
  });

  test("a [ right after a word character is an index or a footnote", () => {
    expect(looksLikeJsonOpener("claim[1]", 5)).toBe(false);
    expect(looksLikeJsonOpener("claim [1]", 6)).toBe(true);
  });
});

describe("findBalanced", () => {
  test("spans in prose with exact offsets; apostrophes in prose do not matter", () => {
    const input = "Here's the value: {'a': 1} and that's it.";
    expect(findBalanced(input)).toEqual([{ text: "{'a': 1}", start: 18, end: 26, source: "balanced" }]);
  });

  test("only top-level spans", () => {
    expect(texts('x {"a": {"b": [1]}} y [2, [3]] z')).toEqual(['{"a": {"b": [1]}}', "[2, [3]]"]);
  });

  test("keeps near-JSON shapes", () => {
    expect(texts("a {a: 1} b [1, 2] c [\"x\"] d {'k': 'v'}")).toEqual(["{a: 1}", "[1, 2]", '["x"]', "{'k': 'v'}"]);
  });

  test("keeps obvious non-JSON out", () => {
    expect(texts("See [see above], [docs](http://x.y/a), {{name}}, - [ ] todo, note[1] and [x]")).toEqual([]);
  });

  test("a rejected opener does not hide a later JSON span", () => {
    expect(texts('[see {"a": 1}]')).toEqual(['{"a": 1}']);
  });

  test("an unterminated span runs to the end (trimmed)", () => {
    expect(findBalanced('Result: {"a": [1, 2\n\n')).toEqual([
      { text: '{"a": [1, 2', start: 8, end: 19, source: "balanced", unterminated: true },
    ]);
  });

  test("a footnote-like [1] with a space is a candidate (validation judges it)", () => {
    expect(texts("as shown [1].")).toEqual(["[1]"]);
  });

  test("JSON inside a think block is hidden", () => {
    expect(texts('<think>\n{"a": 0}\n</think>\nso {"a": 1}')).toEqual(['{"a": 1}']);
  });

  test("empty and bracket-free text", () => {
    expect(findBalanced("")).toEqual([]);
    expect(findBalanced("no brackets here")).toEqual([]);
  });
});

describe("findBalanced's native search for openers", () => {
  // An empty hidden range at the end hides nothing but takes the character-by-character path.
  const slowPath = (text: string) => findBalanced(text, [{ start: text.length, end: text.length }]);
  const piece = fc.constantFrom("{", "}", "[", "]", '"', "'", ":", ",", " ", "\n", "a", "1", "x[1]", "[see]", "(", '{"a": 1}', "[1, 2]", "{a: 1}", "“", "\\");

  it("finds the spans the character-by-character scan finds", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }).map((parts) => parts.join("")), (text) => {
        expect(findBalanced(text, [])).toEqual(slowPath(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("a document escaped once more, its line breaks written as escapes", () => {
  test("is read, whole or after prose", async () => {
    const { salvage } = await import("../salvage/index.js");
    expect(salvage({})('{\\n  \\"a\\": 1\\n}')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(salvage({})('Result: {\\n\\t\\"a\\": [1, 2]\\n}')).toMatchObject({ ok: true, value: { a: [1, 2] } });
  });

  test("escaped line breaks before no key or value open nothing that reads", async () => {
    const { salvage } = await import("../salvage/index.js");
    expect(salvage({})("See {\\n name} here")).toMatchObject({ ok: false });
  });
});
