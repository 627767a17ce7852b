import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { extract } from "./extract.js";
import { continuesStructure } from "./fragments.js";

const texts = (input: string): string[] => {
  const outcome = extract(input);
  return outcome.ok ? outcome.value.map((candidate) => candidate.text) : [];
};

describe("fragments of a broken whole", () => {
  test("a span inside a text that is one structure is no candidate of its own", () => {
    expect(texts("{te!st: [1, x], y: {z: 1}}")).toEqual(["{te!st: [1, x], y: {z: 1}}"]);
    expect(texts("{[]: 1}")).toEqual(["{[]: 1}"]);
  });

  test("the head of a structure that goes on after a mismatched closer is no candidate", () => {
    expect(texts('{"arr": [1, }, 3]}')).toEqual(['{"arr": [1, }, 3]}']);
  });

  // Was a wrong value ({"b": 2}): the scan's first span ended at the `]` that does not match `{`, and the element
  // after it was read alone, the first element dropped.
  test.each([
    ['[{"a": 1], {"b": 2}]'],
    ['[{"a": 1]}, {"b": 2}]'],
    ['{"a": 1}: {"b": 2}'],
    ['[1, 2]] and {"x": 1}'],
    ['{\n root": {\n  "b": "x"\n }\n}'],
    ['{"a": {"b": 1}}} "c": 2}'],
    ['{"root":}{"b": 2}'],
    ['{"a": 9}2\n}'],
    ['{\n root": [\n  {\n   "g": "d"\n  }\n ]\n}'],
  ])("%j: a span after the head of a broken structure is a piece of it", (text) => {
    expect(texts(text).every((candidate) => candidate === text || text.startsWith(candidate))).toBe(true);
    expect(salvage({}).parse(text).ok).toBe(false);
  });

  test("values that all read, one after another, keep their spans beside the sequence", () => {
    expect(texts('{"a": 1}\n{"b": 2}')).toEqual(['{"a": 1}\n{"b": 2}', '{"a": 1}', '{"b": 2}']);
    expect(salvage({ type: "array" }).parse('{"a": 1}{"b": 2}')).toMatchObject({ ok: true, value: [{ a: 1 }, { b: 2 }] });
  });

  test("a value with prose after it, or a stray comma or closer at the end, keeps its span", () => {
    expect(texts('{"a": 1} Hope this helps, {"b": 2} too')).toEqual(['{"a": 1}', '{"b": 2}']);
    expect(texts('{"a": 1},')).toEqual(['{"a": 1}']);
    expect(texts('{"a": 1}}')).toEqual(['{"a": 1}']);
    expect(texts("Use [1, 2] here")).toEqual(["[1, 2]"]);
  });

  test("a tagged block is never a piece of the text around it", () => {
    expect(texts('[<json>{"a": 1}</json>]')).toContain('{"a": 1}');
  });
});

describe("continuesStructure", () => {
  test("structure then more text", () => {
    expect(continuesStructure(", 3]}", 0, 5)).toBe(true);
    expect(continuesStructure(" : 2", 0, 4)).toBe(true);
  });
  test("only commas, closers and whitespace, or prose", () => {
    expect(continuesStructure(",  ]} ", 0, 6)).toBe(false);
    expect(continuesStructure(" and more", 0, 9)).toBe(false);
    expect(continuesStructure("", 0, 0)).toBe(false);
  });
});
