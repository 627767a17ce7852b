import { describe, expect, test } from "vitest";
import { createSkipper, isAtLineEnd, isAtLineStart, isWhitespace, matchTag, trimRange, visibleRange } from "./scan.js";

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
