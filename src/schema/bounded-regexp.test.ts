import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import { boundedRegExp } from "./bounded-regexp.js";
import { safePattern } from "./safe-pattern.js";
import { validate } from "./validate.js";

// Patterns RE2 cannot run (lookarounds, back-references) on salvage's step-budgeted matcher (issue 33): the answer is
// JavaScript's wherever the search ends within its budget, "unknown" otherwise, and the time is linear in the string.

function nativeOf(source: string): { native: RegExp; unicode: boolean } {
  try {
    return { native: new RegExp(source, "u"), unicode: true };
  } catch {
    return { native: new RegExp(source), unicode: false };
  }
}

function search(source: string, text: string) {
  const { unicode } = nativeOf(source);
  const compiled = boundedRegExp(source, unicode);
  if (compiled === undefined) throw new Error(`not compiled: ${source}`);
  return compiled.search(text);
}

// Pieces of patterns as schemas write them, and the shapes that make a backtracking engine slow: adjacent
// quantifiers over the same characters, nested repetition, lookarounds, back-references.
const atoms = ["\\d*", "\\d+", "\\w*", "[\\w\\s-]*", "\\w", "a*", "a+", "(?:a|ab)*", "(a+)+", "\\d{1,3}", "(\\w)\\1*", "(?:\\w+\\s?)*", ".*", "[^@]+", "x?", "(?=\\w)", "(?!\\s)", "(?<=a)", "(?<!b)", "\\b"];
const prefixes = ["", "^", "^(?=.)", "^(?!\\s)", "(?=\\w*\\d)", "^(?!.*--)"];
const suffixes = ["", "$", "x$", "\\w$", "(?<!-)$", "\\1$"];
const pattern = fc
  .tuple(fc.constantFrom(...prefixes), fc.array(fc.constantFrom(...atoms), { minLength: 1, maxLength: 6 }), fc.constantFrom(...suffixes))
  .map(([prefix, body, suffix]) => prefix + body.join("") + suffix)
  .filter((source) => {
    try {
      nativeOf(source);
      return true;
    } catch {
      return false;
    }
  });
const unit = fc.constantFrom("1", "a", "ab", "a b-", "aab", "1a", "-", " ", "x", "é");
const shortText = fc.array(fc.constantFrom("1", "a", "b", "x", " ", "-", "@", "é", "😀"), { maxLength: 12 }).map((parts) => parts.join(""));

describe("boundedRegExp", () => {
  it("answers as JavaScript does wherever it answers (drawn patterns, short strings)", () => {
    let answered = 0;
    fc.assert(
      fc.property(pattern, shortText, (source, text) => {
        const result = search(source, text);
        if (result === "unknown") return;
        answered++;
        const { native } = nativeOf(source);
        expect([source, text, result]).toEqual([source, text, native.test(text) ? "match" : "no-match"]);
      }),
      { seed: 33, numRuns: 3000 },
    );
    expect(answered).toBeGreaterThan(2900);
  });

  it("takes time linear in the string, whatever the pattern (growth from n to 8n, matching or not)", () => {
    fc.assert(
      fc.property(pattern, unit, fc.boolean(), (source, piece, failAtEnd) => {
        const text = (n: number) => piece.repeat(Math.ceil(n / piece.length)) + (failAtEnd ? "!" : "");
        // Linear work grows about 8×; a quadratic search would grow 64×.
        const ratio = growth((t: string) => search(source, t), text(2_000), text(16_000), { runs: 3, minMs: 0.5 });
        expect([source, piece, failAtEnd, ratio < 24 ? "linear" : ratio]).toEqual([source, piece, failAtEnd, "linear"]);
      }),
      { seed: 34, numRuns: 20 },
    );
  });

  it("settles the examples of the issue", () => {
    const digits = "^(?=.)\\d*\\d*\\d*\\d*\\d*\\d*x$";
    expect(search(digits, `${"1".repeat(100)}x`)).toBe("match");
    expect(search(digits, "1".repeat(101))).not.toBe("match");
    const words = "^(?!\\s)[\\w\\s-]*\\w[\\w\\s-]*$";
    expect(search(words, "a b-c".repeat(6_000))).toBe("match");
    expect(search(words, ` ${"a b-c".repeat(6_000)}`)).toBe("no-match");
    expect(search(words, `${"a b-c".repeat(6_000)}!`)).not.toBe("match");
    // 30k characters that do not match: bounded, and no slower per character than 8 times fewer.
    expect(growth((t: string) => search(words, t), `${"a b-c".repeat(750)}!`, `${"a b-c".repeat(6_000)}!`, { runs: 3, minMs: 1 })).toBeLessThan(24);
  });

  it("settles nested repeats at any length: a branch tried at a position is not tried there again", () => {
    // Real schemas' names (JSONSchemaBench): exponential for a plain backtracker on a near-miss, refused as not
    // checked before the memo even for valid values.
    const slug = "^(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]$";
    expect(search(slug, `${"a".repeat(40)}!`)).toBe("no-match");
    expect(search(slug, `${"ab-cd-".repeat(2_000)}x`)).toBe("match");
    expect(search(slug, `${"a".repeat(100_000)}-`)).toBe("no-match");
    const list = "^(?:(?:(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]/)?[A-Za-z0-9_-]+\\s*,\\s*)*(?:(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]/)?[A-Za-z0-9_-]+$";
    expect(search(list, `${"ab-c/de, fg-h/i_j, ".repeat(300)}k`)).toBe("match");
    expect(search(list, `${"ab-c/de, fg-h/i_j, ".repeat(300)}k/`)).toBe("no-match");
    expect(growth((t: string) => search(slug, t), `${"a".repeat(2_000)}-`, `${"a".repeat(16_000)}-`, { runs: 3, minMs: 0.5 })).toBeLessThan(24);
    // With a back-reference the memo does not hold (what follows depends on the capture): the budget still bounds it.
    expect(search("^(a+)+\\1b$", `${"a".repeat(5_000)}c`)).toBe("unknown");
  });

  it("runs back-references, named groups, lookbehind and code points", () => {
    expect(search("^(?<q>['\"]).*\\k<q>$", "'x'")).toBe("match");
    expect(search("^(?<q>['\"]).*\\k<q>$", "'x\"")).toBe("no-match");
    expect(search("^(\\w+)-\\1$", "abc-abc")).toBe("match");
    expect(search("^(\\w+)-\\1$", "abc-abd")).toBe("no-match");
    expect(search("(?<=\\$)\\d+", "cost: $12")).toBe("match");
    expect(search("(?<!\\$)\\b\\d+", "$12")).toBe("no-match");
    expect(search("^(?=.*😀).{3}$", "a😀b")).toBe("match");
  });
});

describe("schema patterns RE2 cannot run", () => {
  const schema = { type: "object", properties: { slug: { type: "string", pattern: "^(?!\\s)[\\w\\s-]*\\w[\\w\\s-]*$" } } };

  it("accepts valid values of any length (they were refused above 16 characters)", () => {
    expect(safePattern("^(?!\\s)[\\w\\s-]*\\w[\\w\\s-]*$")).toMatchObject({ ok: true, engine: "bounded" });
    for (const slug of ["a-b", "a longer slug of words", "w".repeat(30_000)]) expect(validate({ slug }, schema)).toMatchObject({ ok: true });
  });

  it("refuses a value that does not match, and says when it could not be checked", () => {
    const mismatch = validate({ slug: " leading space" }, schema);
    expect(mismatch).toMatchObject({ ok: false, error: { code: "schema-mismatch", issues: [{ message: "String does not match pattern." }] } });
    // A near-miss the memo settles is a plain mismatch; one with a back-reference it cannot settle says so.
    expect(validate({ slug: `${"a b-".repeat(8_000)}!` }, schema)).toMatchObject({ ok: false, error: { issues: [{ message: "String does not match pattern." }] } });
    const repeated = { type: "object", properties: { slug: { type: "string", pattern: "^(?!\\s)(a+)+\\1b$" } } };
    const unchecked = validate({ slug: `${"a".repeat(5_000)}c` }, repeated);
    expect(unchecked).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    expect(unchecked.ok ? "" : unchecked.error.issues?.[0]?.message).toMatch(/could not be checked/);
  });
});
