import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeRatio } from "../../test/helpers/timing.js";
import { useRe2 } from "../re2/index.js";
import { salvage } from "../salvage/salvage.js";
import { patternToRe2 } from "./pattern-to-re2.js";
import { unicodeCompatible } from "./unicode-compatible.js";
import { installPatternEngine, MAX_PATTERN_TEXT, patternTextTooLong, safePattern } from "./safe-pattern.js";

const REDOS = "^(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]$";
// Counted copies expand the compiled pattern; on a long near miss its memo would outgrow MAX_TRIED, so it runs on
// the step budget alone (and RE2, after useRe2(), settles it).
const COUNTED = "^(?:[A-Za-z0-9]+[-]?){1,200}[A-Za-z0-9]$";
const NEAR_MISS = `${"a".repeat(30_000)}!`;

function test(source: string, text: string): boolean {
  const compiled = safePattern(source);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.test(text);
}

describe("safePattern without RE2 (the default: no re2js in the bundle)", () => {
  it("runs the ReDoS pattern of a real schema on the bounded matcher: exact where it settles, never a match where it cannot", () => {
    const compiled = safePattern(REDOS);
    expect(compiled).toMatchObject({ ok: true, engine: "bounded" });
    expect(patternToRe2(REDOS, true)).toBeDefined();
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.check("abc-def9")).toBe("match");
    expect(compiled.check("abc--def")).toBe("no-match");
    // The near miss takes 2^28 steps by plain backtracking; remembering the branches tried settles it in one pass.
    expect(compiled.check("aaaaaaaaaaaaaaaaaaaaaaaaaaaa!")).toBe("no-match");
    expect(compiled.test("aaaaaaaaaaaaaaaaaaaaaaaaaaaa!")).toBe(false);
    // A pattern whose memo would outgrow its bound (200 counted copies, on 30,000 characters) runs on its budget
    // alone: over it, so not checked, and so no match.
    const counted = safePattern(COUNTED);
    if (!counted.ok) throw new Error(counted.message);
    expect(counted.check(NEAR_MISS)).toBe("unknown");
    expect(counted.test(NEAR_MISS)).toBe(false);
  });

  it("says how to check such a string in a parse: the failure names useRe2()", () => {
    const parse = salvage({ type: "object", properties: { slug: { type: "string", pattern: COUNTED } }, required: ["slug"] });
    const outcome = parse(JSON.stringify({ slug: NEAR_MISS }));
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch", message: expect.stringContaining('useRe2() from "salvage/re2"') } });
    expect(parse('{"slug": "my-page-2"}')).toMatchObject({ ok: true, value: { slug: "my-page-2" } });
    expect(parse('{"slug": "my--page"}')).toMatchObject({ ok: false, error: { message: expect.stringContaining("does not match pattern") } });
  });
});

describe("safePattern with useRe2()", () => {
  beforeAll(() => useRe2());
  afterAll(() => installPatternEngine(undefined));

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

  it("runs lookaround and back-references on the bounded matcher, nested repetition included", () => {
    expect(safePattern("^(?=.*\\d)\\w+$")).toMatchObject({ ok: true, engine: "bounded" });
    expect(test("^(?=.*\\d)\\w+$", "ab1")).toBe(true);
    expect(test("^(?=.*\\d)\\w+$", "abc")).toBe(false);
    expect(test("^(a)\\1$", "aa")).toBe(true);
    const compiled = safePattern("^(?=a)(a+)+$");
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.check("a".repeat(40))).toBe("match");
    // The near miss would take 2^40 steps by plain backtracking: settled in one pass by the memo.
    expect(compiled.check(`${"a".repeat(40)}!`)).toBe("no-match");
    // With a back-reference there is no memo: it runs out of budget and says so, never a match.
    const repeated = safePattern("^(?=a)(a+)+\\1b$");
    if (!repeated.ok) throw new Error(repeated.message);
    expect(repeated.check(`${"a".repeat(40)}!`)).toBe("unknown");
    expect(repeated.test(`${"a".repeat(40)}!`)).toBe(false);
  });

  it("reports a pattern that is no regular expression", () => {
    expect(safePattern("(")).toMatchObject({ ok: false });
    expect(safePattern("[")).toMatchObject({ ok: false });
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

describe("schema patterns in bounded time (D6), with useRe2()", () => {
  beforeAll(() => useRe2());
  afterAll(() => installPatternEngine(undefined));

  it("fails the ReDoS pattern on a model's 28-character string in milliseconds, as a mismatch", () => {
    const parse = salvage({ type: "object", properties: { slug: { type: "string", pattern: COUNTED } }, required: ["slug"] });
    const outcome = parse(JSON.stringify({ slug: NEAR_MISS }));
    expect(outcome.ok ? "ok" : outcome.error.code).toBe("schema-mismatch");
    // About what a matching slug of the same length costs; the pattern run as written takes 2^28 times as long.
    const ratio = timeRatio(() => parse('{"slug": "aaaaaaaaaaaaaaaaaaaaaaaaaaaa!"}'), () => parse('{"slug": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}'));
    expect(ratio).toBeLessThan(50);
    expect(parse('{"slug": "my-page-2"}')).toMatchObject({ ok: true, value: { slug: "my-page-2" } });
  });

  it("checks a string up to MAX_PATTERN_TEXT, and fails a longer one with a typed issue, never a silent pass", () => {
    const parse = salvage({ type: "object", properties: { slug: { type: "string", pattern: REDOS } }, required: ["slug"] });
    const fits = "ab-".repeat(Math.floor((MAX_PATTERN_TEXT - 1) / 3)) + "a";
    expect(fits.length).toBeLessThanOrEqual(MAX_PATTERN_TEXT);
    expect(parse(JSON.stringify({ slug: fits })).ok).toBe(true);
    expect(parse(JSON.stringify({ slug: `${fits.slice(1)}!` }))).toMatchObject({ ok: false, error: { code: "schema-mismatch", message: expect.stringContaining("does not match pattern") } });
    const long = `${fits}-ab`;
    const outcome = parse(JSON.stringify({ slug: long }));
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch", message: expect.stringContaining(`${long.length} characters long`) } });
    // The issue says what to do about it, not only that it failed.
    expect(patternTextTooLong(long.length)).toContain("remove this property's pattern");
    expect(outcome.ok ? "" : outcome.error.message).toContain("remove this property's pattern");
  });
});
