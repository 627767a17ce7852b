import { describe, expect, it } from "vitest";
import { CommaSplit, Content, DelimiterSplit, End, EndBeforeCloser, closesString, endsCleanly, isInnerQuote, jsonrepairQuote, opensString, plainRunEnd, quotedEnd } from "./string-end.js";

const code = (c: string): number => c.charCodeAt(0);
const closes = (open: string, c: string, dialect: Parameters<typeof closesString>[2]): boolean => closesString(code(open), code(c), dialect);

describe("closesString: which quote ends a string, by dialect", () => {
  it("closes a straight quote only on itself, in every dialect", () => {
    for (const dialect of ["json", "tolerant", "scan", "jsonrepair"] as const) {
      expect(closes('"', '"', dialect)).toBe(true);
      expect(closes('"', "”", dialect)).toBe(false);
      expect(closes('"', "'", dialect)).toBe(false);
    }
    expect(closes("'", "'", "tolerant")).toBe(true);
    expect(closes("'", "’", "jsonrepair")).toBe(false);
    expect(closes("`", "`", "scan")).toBe(true);
    expect(closes("`", "'", "jsonrepair")).toBe(false);
  });

  it("lets the tolerant parser close a typographic string on either mark or the straight quote of its kind", () => {
    expect(closes("“", "”", "tolerant")).toBe(true);
    expect(closes("”", "“", "tolerant")).toBe(true);
    expect(closes("“", '"', "tolerant")).toBe(true);
    expect(closes("‘", "'", "tolerant")).toBe(true);
    expect(closes("“", "'", "tolerant")).toBe(false);
    expect(closes("‘", '"', "tolerant")).toBe(false);
  });

  it("closes a typographic string of the scan dialect only on its marks", () => {
    expect(closes("“", "”", "scan")).toBe(true);
    expect(closes("“", "“", "scan")).toBe(true);
    expect(closes("“", '"', "scan")).toBe(false);
    expect(closes("‘", "’", "scan")).toBe(true);
    expect(closes("‘", "'", "scan")).toBe(false);
    expect(closes("‘", "‘", "scan")).toBe(false);
  });

  it("follows jsonrepair's quote families in its dialect", () => {
    expect(closes("“", '"', "jsonrepair")).toBe(true);
    expect(closes("‘", "`", "jsonrepair")).toBe(true);
    expect(closes("‘", "´", "jsonrepair")).toBe(true);
    expect(closes("‘", '"', "jsonrepair")).toBe(false);
    expect(closes("“", "’", "jsonrepair")).toBe(false);
  });
});

describe("where a string opens and ends", () => {
  it("opens a single quote, ‘ or a backtick only where a key or value starts", () => {
    for (const before of ["{", "[", ",", ":", ""]) {
      expect(opensString(code("'"), before === "" ? 0 : code(before))).toBe(true);
      expect(opensString(code("`"), before === "" ? 0 : code(before))).toBe(true);
    }
    expect(opensString(code("'"), code("t"))).toBe(false);
    expect(opensString(code("`"), code("a"))).toBe(false);
    expect(opensString(code('"'), code("a"))).toBe(true);
    expect(opensString(code("”"), 0)).toBe(false);
  });

  it("ends a quoted string past escapes, or runs to the end", () => {
    expect(quotedEnd('"a\\"b" x', 0)).toBe(6);
    expect(quotedEnd("“a” x", 0)).toBe(3);
    expect(quotedEnd("‘it's’ x", 0)).toBe(6);
    expect(quotedEnd('"never', 0)).toBe(6);
  });

  it("finds the end of a plain run at a quote, a backslash or a control character, within the bound", () => {
    expect(plainRunEnd('abc"d', 0, 5, 0x22)).toBe(3);
    expect(plainRunEnd("ab\\c", 0, 4, 0x22)).toBe(2);
    expect(plainRunEnd("ab\ncd", 0, 5, 0x22)).toBe(2);
    expect(plainRunEnd('abcd"', 0, 3, 0x22)).toBe(3);
    expect(plainRunEnd("abcd", 1, 4, 0x27)).toBe(4);
  });

  it("takes a quote followed by a word on its line as content, and one followed by structure as an end", () => {
    expect(isInnerQuote('"he said "stop" twice"', 10)).toBe(true);
    expect(isInnerQuote('"a" , "b"', 3)).toBe(false);
    expect(isInnerQuote('"a"\nb', 3)).toBe(false);
    expect(isInnerQuote('"a"}', 3)).toBe(false);
  });

  it("says whether a closing quote is followed by structure", () => {
    expect(endsCleanly('"a": 1', 3)).toBe(true);
    expect(endsCleanly('"a"  }', 3)).toBe(true);
    expect(endsCleanly('"x"y"', 3)).toBe(false);
    expect(endsCleanly('"x" <!-- c -->', 3, "<!--")).toBe(true);
    expect(endsCleanly('"x" <!-- c -->', 3)).toBe(false);
  });
});

describe("jsonrepairQuote: jsonrepair's end of a string", () => {
  const verdict = (text: string, q: number, prev: string, square = 0, curly = 0): number => jsonrepairQuote(text, q, code(prev), 0, square, curly);
  it("ends at the end, before a delimiter, a digit or another value's quote", () => {
    expect(verdict('"a"', 2, "a")).toBe(End);
    expect(verdict('"a", 1', 2, "a")).toBe(End);
    expect(verdict('"a" 1', 2, "a")).toBe(End);
    expect(verdict('"a" "b",', 2, "a")).toBe(End);
  });
  it("reads on past a quote followed by a word, or ends the string earlier after a comma or a delimiter", () => {
    expect(verdict(`'it's fine'`, 3, "t")).toBe(Content);
    expect(verdict('"a, "b x', 4, ",")).toBe(CommaSplit);
    expect(verdict('"a: "b x', 4, ":")).toBe(DelimiterSplit);
  });
  it("reads on past a closer the string itself opened", () => {
    expect(verdict("'['] ", 2, "[", 1)).toBe(EndBeforeCloser);
    expect(verdict("'['] ", 2, "[")).toBe(End);
  });
});

describe("the jsonrepair dialect's version", () => {
  it("is pinned: package.json names jsonrepair's exact version, the one whose rule the dialect copies", async () => {
    const { default: manifest } = (await import("../../package.json", { with: { type: "json" } })) as { default: { dependencies: Record<string, string> } };
    expect(manifest.dependencies.jsonrepair).toBe("3.15.0");
  });
});
