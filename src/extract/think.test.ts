import { describe, expect, test } from "vitest";
import { findHiddenRanges } from "./think.js";

describe("findHiddenRanges", () => {
  test("hides a closed think block including its tags", () => {
    const text = '<think>maybe {"a":0}</think>\n{"a":1}';
    expect(findHiddenRanges(text)).toEqual([{ start: 0, end: text.indexOf("\n") }]);
  });

  test("knows <thinking> and <reasoning>, case-insensitively, with attributes", () => {
    const text = "<THINKING>a</THINKING>\nx\n<reasoning effort=\"high\">b</Reasoning>\ny";
    const ranges = findHiddenRanges(text);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      "<THINKING>a</THINKING>",
      '<reasoning effort="high">b</Reasoning>',
    ]);
  });

  test("an unclosed opener hides the rest of the text", () => {
    const text = 'ok\n<think>\n{"a":1}';
    expect(findHiddenRanges(text)).toEqual([{ start: 3, end: text.length }]);
  });

  test("a closer with no opener hides everything before it", () => {
    const text = 'reasoning {"a":0}\n</think>\n{"a":1}';
    const end = text.indexOf("</think>") + "</think>".length;
    expect(findHiddenRanges(text)).toEqual([{ start: 0, end }]);
  });

  test("an orphan closer swallows earlier blocks into one range", () => {
    const text = "<think>a</think>\nb\n</think>\nc";
    expect(findHiddenRanges(text)).toEqual([{ start: 0, end: text.indexOf("\nc") }]);
  });

  test("openers and closers inside a JSON string (not at a line edge) hide nothing", () => {
    expect(findHiddenRanges('{"a": "<think>"}')).toEqual([]);
    expect(findHiddenRanges('{"a": "x</think>y"}')).toEqual([]);
  });

  test("an indented opener at a line start counts; a nested opener does not end the block", () => {
    const text = "  <think>a <think> b</think>\nz";
    expect(findHiddenRanges(text)).toEqual([{ start: 2, end: text.indexOf("\nz") }]);
  });

  test("a closer of another reasoning tag does not close the block", () => {
    const text = "<think>a</thinking>b</think>\nz";
    expect(findHiddenRanges(text)).toEqual([{ start: 0, end: text.indexOf("\nz") }]);
  });

  test("self-closing and unrelated tags are ignored", () => {
    expect(findHiddenRanges("<think/>\n<b>x</b>")).toEqual([]);
  });

  test("empty text", () => {
    expect(findHiddenRanges("")).toEqual([]);
  });
});
