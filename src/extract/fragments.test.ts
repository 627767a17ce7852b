import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { extract } from "./extract.js";
import { continuesStructure, fragmentTest } from "./fragments.js";
import { findBalanced } from "./balanced.js";
import { defaultExtractors } from "./defaults.js";
import { sequence } from "./sequence.js";
import type { Extractor } from "./extractor.js";
import { growth } from "../../test/helpers/timing.js";

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
  test("the element after a mismatched closer is no candidate; the whole reads with the closer expected (bare-words)", () => {
    const text = '[{"a": 1], {"b": 2}]';
    expect(texts(text)).toEqual([text]);
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value: [{ a: 1 }, { b: 2 }] });
  });

  test.each([
    ['[{"a": 1]}, {"b": 2}]'],
    ['{"a": 1}: {"b": 2}'],
    ['[1, 2]] and {"x": 1}'],
    ['{\n root": {\n  "b": "x"\n }\n}'],
    ['{"a": {"b": 1}}} "c": 2}'],
    ['{"root":}{"b": 2}'],
    ['{"a": 9}2\n}'],
    ['{\n root": [\n  {\n   "g": "d"\n  }\n ]\n}'],
    // a closer inserted inside a list: what follows was written inside it (the mutation probe, issue 29)
    ['[]\n "root",\n 50\n]'],
    ['[\n 37,\n] "root"\n]'],
    ['[\n 3]\n 50\n]'],
    ['[\n "sigma0",\n ] [\n  null,\n  3\n ]\n]'],
    ['[\n {"a": 1},]\n 37\n]'],
    ['[\n 75,\n ]true\n]'],
    ['{"a": [1, 2]], "b": 3}'],
    // the list's opener missing or damaged: a span in its items is one of them
    ['\n "New York",\n {\n  "x_y": [true, 75]\n }\n]'],
    ['}\n 48,\n [\n  {"a": "alpha"}\n ]\n]'],
    [']\n "delta",\n "delta",\n {\n  "delta": 4\n }\n]'],
    [':\n "zeta",\n [\n  "k"\n ]\n]'],
    ['-3, {"a": 1}]'],
    ['[\n null,\n ]alpha"\n]'],
    ['{\n "zeta": "k",\n }gamma1": 96\n}'],
    [':\n "New_York": [\n  {\n   "a-b": "a-b"\n  }\n ],\n "zeta1": false\n}'],
    [']\n "zeta": {\n  "New_York": {"gamma": "sigma0"}\n },\n "zeta1": 1\n}'],
    ['"\n "sigma0",\n {\n  "k": 8\n }\n]'],
    ['"\n "sigma0": [\n  89\n ],\n "root1": [98]\n}'],
    [']\n [\n  91,\n  [{"k": 33}],\n  15\n ],\n "sigma0"\n]'],
  ])("%j: a span after the head of a broken structure is a piece of it", (text) => {
    expect(texts(text).every((candidate) => candidate === text || text.startsWith(candidate))).toBe(true);
    expect(salvage({}).parse(text).ok).toBe(false);
  });

  // Were wrong values ({"a": [1, 2]}, {"arr": [1]}, {"b": 2}): in prose, a fence or a tag, the span scan let a closer
  // of the wrong kind close the structure, and the head was read with the rest dropped (issue 29).
  test.each([
    ['Result: {"a": [1, 2}, "b": 3} ok'],
    ['Result: {"arr": [1, }, 3]} ok'],
    ['```json\n{"arr": [1, }, 3]}\n```'],
    ['<json>{"arr": [1, }, 3]}</json>'],
    ['Here: [{"a": 1], {"b": 2}]'],
    ['Here: [{"a": 1], {"b": 2}] and {"c": 3}'],
    // a closer too early: a member follows, then a closer nothing after the span opened
    ['x {"a": [1]}, "b": 2}'],
    ['Here: {"a": 1}}, "b": 2}'],
    ['Result: {"a": {"x": 1}}, "b": 2} ok'],
    // or an element follows (a quoted string), then a closer nothing after the span opened
    ['Answer: {"a": 1}, "b"} hmm'],
    ['Answer: [1, 2], "b"] ok'],
  ])("%j: the head of a broken structure in prose, and what follows it, are pieces", (text) => {
    const outcome = salvage({}).parse(text);
    expect(outcome.ok).toBe(false);
  });

  test("prose around a broken structure is no plain-text answer for a string schema", () => {
    for (const text of ['Result: {"a": [1, 2}, "b": 3}', 'Here [{"a": 1], {"b": 2}] end']) {
      expect(salvage({ type: "string" }).parse(text)).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    }
    expect(salvage({ type: "string" }).parse("Here [see above] end")).toMatchObject({ ok: true, value: "Here [see above] end" });
  });

  test("a span that closes on a closer of the wrong kind at the end of the structure is read, as before", () => {
    expect(salvage({}).parse('Result: {"a": [1, 2}')).toMatchObject({ ok: true, value: { a: [1, 2] } });
    expect(salvage({}).parse('Use {"a": 1}, then {"b": 2}.')).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    // a member after it with no closer left over: prose goes on, the span is the value
    expect(salvage({}).parse('Use {"a": 1}, "b": 2 is wrong')).toMatchObject({ ok: true, value: { a: 1 } });
    expect(salvage({}).parse('Result: {"a": 1}} done')).toMatchObject({ ok: true, value: { a: 1 } });
    // a quoted string after it with no closer left over: prose goes on
    expect(salvage({}).parse('Options: {"a": 1}, "b"')).toMatchObject({ ok: true, value: { a: 1 } });
  });

  test("values that all read, one after another, keep their spans beside the sequence", () => {
    expect(texts('{"a": 1}\n{"b": 2}')).toEqual(['{"a": 1}\n{"b": 2}', '{"a": 1}', '{"b": 2}']);
    expect(salvage({ type: "array" }).parse('{"a": 1}{"b": 2}')).toMatchObject({ ok: true, value: [{ a: 1 }, { b: 2 }] });
  });

  test("what an extractor declares, kind `several`, keeps the spans beside it, whatever its name", () => {
    const withSequence = (kind: NonNullable<Extractor["kind"]>): Extractor[] =>
      defaultExtractors.map((extractor) => (extractor === sequence ? { ...sequence, name: "my-sequence", kind } : extractor));
    const textsWith = (extractors: Extractor[]): string[] => {
      const outcome = extract('{"a": 1}\n{"b": 2}', { extractors });
      return outcome.ok ? outcome.value.map((candidate) => candidate.text) : [];
    };
    expect(textsWith(withSequence("several"))).toEqual(['{"a": 1}\n{"b": 2}', '{"a": 1}', '{"b": 2}']);
    // declared another kind, its values are a sequence's pieces: each is followed by another value
    expect(textsWith(withSequence("whole"))).toEqual(['{"a": 1}\n{"b": 2}']);
  });

  test("a value with prose after it, or a stray comma or closer at the end, keeps its span", () => {
    expect(texts('{"a": 1} Hope this helps, {"b": 2} too')).toEqual(['{"a": 1}', '{"b": 2}']);
    expect(texts('{"a": 1},')).toEqual(['{"a": 1}']);
    expect(texts('{"a": 1}}')).toEqual(['{"a": 1}']);
    expect(texts("Use [1, 2] here")).toEqual(["[1, 2]"]);
    // prose starts with words, and a list's items need a stray closer after them
    expect(texts('Sure, {"a": 1}}')).toEqual(['{"a": 1}']);
    expect(texts('"x", {"a": 1} and so on')).toEqual(['{"a": 1}']);
    // prose after the answer opens what it closes
    expect(texts('[1, 2]\nSee [the docs] for more (and {this}).')).toContain("[1, 2]");
    expect(salvage({}).parse('[1, 2]\nSee [the docs] for more.')).toMatchObject({ ok: true, value: [1, 2] });
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

  test("spans each followed by a member and no stray closer cost linear time in all", () => {
    const text = (size: number): string => 'See {"a": 1}, "b": 2 and '.repeat(size);
    const judge = (input: string): number => {
      const test = fragmentTest(input, []);
      return findBalanced(input, []).filter((candidate) => test({ ...candidate, likelihood: "medium" })).length;
    };
    expect(growth(judge, text(500), text(4_000))).toBeLessThan(8 * 3);
  });
});
