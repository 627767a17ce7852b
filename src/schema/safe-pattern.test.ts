import { describe, expect, it } from "vitest";
import { salvage } from "../salvage/salvage.js";
import { patternToRe2, unicodeCompatible } from "./pattern-to-re2.js";
import { hasNestedRepetition, safePattern } from "./safe-pattern.js";

const REDOS = "^(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]$";

function test(source: string, text: string): boolean {
  const compiled = safePattern(source);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.test(text);
}

describe("safePattern", () => {
  it("runs the ReDoS pattern of a real schema on RE2, with JavaScript's answers", () => {
    const compiled = safePattern(REDOS);
    expect(compiled).toMatchObject({ ok: true, engine: "re2" });
    expect(test(REDOS, "aaaaaaaaaaaaaaaaaaaaaaaaaaaa!")).toBe(false);
    expect(test(REDOS, "abc-def9")).toBe(true);
    expect(test(REDOS, "abc--def")).toBe(false);
  });

  it("agrees with JavaScript on the escapes RE2 reads differently", () => {
    const cases: [string, string][] = [
      ["^\\s$", "\u00a0"], ["^\\s$", "\u2028"], ["^\\S$", "\u00a0"], ["^.$", "\r"], ["^.$", "é"], ["^\\u00e9$", "é"],
      ["^[\\s]$", "\u3000"], ["^[\\b]$", "\b"], ["^\\d{3}\\-\\d{4}$", "555-1234"], ["^\\a$", "a"], ["^\\x41$", "A"],
      ["^a{,3}$", "a{,3}"], ["^x{$", "x{"], ["^\\p{L}+$", "héllo"], ["^\\uD83D\\uDE00$", "😀"], ["b", "abc"], ["^\\0$", "\0"],
    ];
    for (const [source, text] of cases) {
      let native: RegExp;
      try {
        native = new RegExp(source, "u");
      } catch {
        native = new RegExp(source);
      }
      expect([source, test(source, text)]).toEqual([source, native.test(text)]);
      expect([source, test(source, `${text}#`)]).toEqual([source, native.test(`${text}#`)]);
    }
  });

  it("falls back to JavaScript for lookaround and back-references, guarding nested repetition", () => {
    expect(safePattern("^(?=.*\\d)\\w+$")).toMatchObject({ ok: true, engine: "guarded" });
    expect(test("^(?=.*\\d)\\w+$", "ab1")).toBe(true);
    expect(test("^(?=.*\\d)\\w+$", "abc")).toBe(false);
    expect(test("^(a)\\1$", "aa")).toBe(true);
    const start = performance.now();
    expect(test("^(?=a)(a+)+$", `${"a".repeat(40)}!`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it("reports a pattern that is no regular expression", () => {
    expect(safePattern("(")).toMatchObject({ ok: false });
    expect(safePattern("[")).toMatchObject({ ok: false });
  });

  it("flags nested repetition only where it is", () => {
    expect(hasNestedRepetition(REDOS)).toBe(true);
    expect(hasNestedRepetition("^(a|ab)*$")).toBe(true);
    expect(hasNestedRepetition("^[a-z]+(-[a-z]+)?$")).toBe(false);
    expect(hasNestedRepetition("^(abc)+\\d*$")).toBe(false);
  });
});

describe("pattern rewrites", () => {
  it("refuses what RE2 cannot mean the same way", () => {
    expect(patternToRe2("(?=a)", true)).toBeUndefined();
    expect(patternToRe2("(a)\\1", true)).toBeUndefined();
    expect(patternToRe2("[]a", false)).toBeUndefined();
    expect(patternToRe2("[^\\S]", true)).toBeUndefined();
  });

  it("makes a pattern valid with the u flag without changing its meaning", () => {
    const rewritten = unicodeCompatible("^x\\-\\d{2}\\:{$");
    expect(rewritten).toBeDefined();
    const re = new RegExp(rewritten ?? "", "u");
    expect(re.test("x-12:{")).toBe(true);
    expect(re.test("x-1:{")).toBe(false);
  });
});

describe("schema patterns in bounded time (D6)", () => {
  it("fails the ReDoS pattern on a model's 28-character string in milliseconds, as a mismatch", () => {
    const parse = salvage({ type: "object", properties: { slug: { type: "string", pattern: REDOS } }, required: ["slug"] });
    const start = performance.now();
    const outcome = parse('{"slug": "aaaaaaaaaaaaaaaaaaaaaaaaaaaa!"}');
    expect(performance.now() - start).toBeLessThan(1000);
    expect(outcome.ok ? "ok" : outcome.error.code).toBe("schema-mismatch");
    expect(parse('{"slug": "my-page-2"}')).toMatchObject({ ok: true, value: { slug: "my-page-2" } });
  });
});
