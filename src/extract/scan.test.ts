import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { findBalanced } from "./balanced.js";
import { createSkipper, hiddenEnd, isAtLineEnd, isAtLineStart, isWhitespace, matchTag, noSkip, skipperFrom, startOfLine, trimRange, visibleRange } from "./scan.js";

describe("isWhitespace", () => {
  test("agrees with String.prototype.trim on every BMP code unit", () => {
    const disagreements: number[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (isWhitespace(code) !== (String.fromCharCode(code).trim() === "")) disagreements.push(code);
    }
    expect(disagreements).toEqual([]);
  });
});

describe("line edges", () => {
  test("isAtLineStart allows blanks before", () => {
    expect(isAtLineStart("a\n  <x>", 4)).toBe(true);
    expect(isAtLineStart("a <x>", 2)).toBe(false);
    expect(isAtLineStart("<x>", 0)).toBe(true);
  });
  test("isAtLineEnd allows blanks after", () => {
    expect(isAtLineEnd("x  \ny", 1)).toBe(true);
    expect(isAtLineEnd("x  y", 1)).toBe(false);
    expect(isAtLineEnd("x", 1)).toBe(true);
  });
  test("startOfLine is the offset after the last line break at or before pos", () => {
    expect(startOfLine("ab\ncd", 4)).toBe(3);
    expect(startOfLine("ab\ncd", 2)).toBe(3); // at a break: the line after it
    expect(startOfLine("ab\n\ncd", 5)).toBe(4);
    expect(startOfLine("ab", -1)).toBe(0);
    fc.assert(
      fc.property(fc.stringMatching(/^[a\n\r ]{0,30}$/), fc.nat(31), (text, at) => {
        const pos = Math.min(at, text.length) - 1;
        expect(startOfLine(text, pos)).toBe(pos < 0 ? 0 : text.lastIndexOf("\n", pos) + 1);
      }),
    );
  });
});

describe("matchTag", () => {
  test("reads openers, closers, attributes and self-closing tags", () => {
    expect(matchTag("<JSON>", 0)).toEqual({ name: "json", closing: false, selfClosing: false, start: 0, end: 6 });
    expect(matchTag("x</tool_call >", 1)).toEqual({ name: "tool_call", closing: true, selfClosing: false, start: 1, end: 14 });
    expect(matchTag('<a href="x">', 0)?.end).toBe(12);
    expect(matchTag("<br/>", 0)?.selfClosing).toBe(true);
    expect(matchTag("<br />", 0)?.selfClosing).toBe(true);
  });
  test("rejects what is not a tag, stopping at the next <", () => {
    expect(matchTag("< json>", 0)).toBeUndefined();
    expect(matchTag("<1>", 0)).toBeUndefined();
    expect(matchTag("a <b c <d>", 2)).toBeUndefined();
    expect(matchTag("<json", 0)).toBeUndefined();
    expect(matchTag("<json attr", 0)).toBeUndefined();
    expect(matchTag("<a+b>", 0)).toBeUndefined();
  });
});

describe("createSkipper", () => {
  const ranges = [
    { start: 2, end: 4 },
    { start: 4, end: 6 },
    { start: 8, end: 9 },
  ];
  test("maps hidden offsets to the end of their (touching) ranges", () => {
    const skip = createSkipper(ranges);
    expect([0, 1, 2, 3, 5, 6, 7, 8, 9, 10].map(skip)).toEqual([0, 1, 6, 6, 6, 6, 7, 9, 9, 10]);
  });
  test("handles offsets that go backwards", () => {
    const skip = createSkipper(ranges);
    expect(skip(8)).toBe(9);
    expect(skip(3)).toBe(6);
    expect(skip(0)).toBe(0);
  });
});

describe("skipperFrom", () => {
  const ranges = [
    { start: 2, end: 4 },
    { start: 8, end: 9 },
  ];
  test("is noSkip from the end of the last hidden range on, the full skipper before it", () => {
    expect(hiddenEnd(ranges)).toBe(9);
    expect(hiddenEnd([])).toBe(0);
    expect(skipperFrom(ranges, 9)).toBe(noSkip);
    expect(skipperFrom(ranges, 20)).toBe(noSkip);
    expect(skipperFrom([], 0)).toBe(noSkip);
    expect(skipperFrom(ranges, 8)).not.toBe(noSkip);
    expect(skipperFrom(ranges, 8)(8)).toBe(9);
  });
  test("maps every offset from its start as createSkipper does", () => {
    const sortedRanges = fc
      .uniqueArray(fc.nat({ max: 60 }), { maxLength: 8 })
      .map((cuts) => cuts.sort((a, b) => a - b))
      .map((cuts) => {
        const out: { start: number; end: number }[] = [];
        for (let k = 0; k + 1 < cuts.length; k += 2) out.push({ start: cuts[k] as number, end: cuts[k + 1] as number });
        return out;
      });
    fc.assert(
      fc.property(sortedRanges, fc.nat({ max: 70 }), (hidden, start) => {
        const fast = skipperFrom(hidden, start);
        const full = createSkipper(hidden);
        for (let pos = start; pos <= 70; pos++) expect(fast(pos)).toBe(full(pos));
      }),
    );
  });
  test("spans after a reasoning block are found as with the block's skipper (findBalanced's fast loop)", () => {
    const text = '<think>\n{"draft": [1, 2}\n</think>\nHere: {"a": [1, 2], \'b\': "x"} and [3, {"c": 4}] then {"cut": [1';
    expect(findBalanced(text).map((c) => [c.text, c.unterminated === true])).toEqual([
      ['{"a": [1, 2], \'b\': "x"}', false],
      ['[3, {"c": 4}]', false],
      ['{"cut": [1', true],
    ]);
  });
});

describe("trimRange and visibleRange", () => {
  test("trimRange trims whitespace", () => {
    expect(trimRange("  ab \n", 0, 6)).toEqual({ start: 2, end: 4 });
    expect(trimRange("   ", 0, 3)).toEqual({ start: 3, end: 3 });
  });
  test("visibleRange also strips hidden ranges at either end", () => {
    const text = "<t>x</t> ab <t>y";
    const hidden = [
      { start: 0, end: 8 },
      { start: 12, end: 16 },
    ];
    expect(visibleRange(text, 0, text.length, hidden)).toEqual({ start: 9, end: 11 });
    expect(visibleRange(text, 0, 8, hidden).start).toBe(visibleRange(text, 0, 8, hidden).end);
  });
});
