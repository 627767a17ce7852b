import { describe, expect, test } from "vitest";
import { createSkipper } from "./scan.js";
import { scanBalanced } from "./span.js";

const none = createSkipper([]);
const spanOf = (text: string, start = 0): string => text.slice(start, scanBalanced(text, start, none).end);

describe("scanBalanced", () => {
  test("closes at the matching bracket", () => {
    expect(spanOf('{"a": [1, {"b": 2}]} tail')).toBe('{"a": [1, {"b": 2}]}');
  });

  test("brackets inside double- and single-quoted strings do not count", () => {
    expect(spanOf('{"a": "}]"} x')).toBe('{"a": "}]"}');
    expect(spanOf("{'a': '}', 'b': 1} x")).toBe("{'a': '}', 'b': 1}");
    expect(spanOf('{"a": "\\"}"} x')).toBe('{"a": "\\"}"}');
  });

  test("an apostrophe inside an unquoted word does not open a string", () => {
    expect(spanOf("{note: it's fine} x")).toBe("{note: it's fine}");
  });

  test("an unclosed single-quoted string ends at the line end", () => {
    expect(spanOf("{'a: 1\n} x")).toBe("{'a: 1\n}");
  });

  test("a backtick string where a value starts holds its own quotes, brackets and line breaks", () => {
    expect(spanOf('[`say "hi"`, `it\'s`, `a ] b`] x')).toBe('[`say "hi"`, `it\'s`, `a ] b`]');
    expect(spanOf("{a: `x\n}`} y")).toBe("{a: `x\n}`}");
    expect(spanOf("[`esc \\` ]`] x")).toBe("[`esc \\` ]`]");
    expect(spanOf("[`esc \\\\` ]`] x")).toBe("[`esc \\\\` ]");
  });

  test("a backtick inside a word or a double-quoted string opens nothing", () => {
    expect(spanOf("{note: run `a}` x} y")).toBe("{note: run `a}");
    expect(spanOf('["a`", "]`"] x')).toBe('["a`", "]`"]');
    expect(scanBalanced("[`open", 0, none)).toEqual({ end: 6, terminated: false });
  });

  test("a closer that skips inner openers closes them too", () => {
    expect(spanOf('{"a": [1, 2} x')).toBe('{"a": [1, 2}');
  });

  test("a stray closer is ignored", () => {
    expect(spanOf("[1, }, 2] x")).toBe("[1, }, 2]");
  });

  test("unclosed: runs to the end, not terminated", () => {
    expect(scanBalanced('{"a": [1', 0, none)).toEqual({ end: 8, terminated: false });
    expect(scanBalanced('{"a": "b', 0, none)).toEqual({ end: 8, terminated: false });
  });

  test("hidden ranges are jumped over, and an unclosed span ends before trailing hidden text", () => {
    const text = "{\n<think>}</think>\n} x";
    const hidden = [{ start: 2, end: 18 }];
    expect(scanBalanced(text, 0, createSkipper(hidden))).toEqual({ end: 20, terminated: true });
    const open = '{"a": 1\n<think>}';
    expect(scanBalanced(open, 0, createSkipper([{ start: 8, end: open.length }]))).toEqual({ end: 8, terminated: false });
  });
});
