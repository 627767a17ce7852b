import { describe, expect, test } from "vitest";
import { sequence, splitSequence } from "./sequence.js";

const split = (text: string) => splitSequence(text, 0, text.length);

describe("splitSequence", () => {
  test("JSON Lines, one value per line", () => {
    expect(split('{"a": 1}\n{"a": 2}\n')).toEqual({ values: [{ a: 1 }, { a: 2 }], linePerValue: true });
    expect(split('1\r\n"two"\r\nnull')).toEqual({ values: [1, "two", null], linePerValue: true });
  });

  test("values side by side on one line", () => {
    expect(split('true {"key": 1}')).toEqual({ values: [true, { key: 1 }], linePerValue: false });
    expect(split('{"a":1}{"b":2}')).toEqual({ values: [{ a: 1 }, { b: 2 }], linePerValue: false });
    expect(split('{"a":1}\n{"b":2} 3')?.linePerValue).toBe(false);
  });

  test.each([['{"a": 1}'], ["42"], [""], ["  "], ['{"a": 1}\nthanks'], ["1 2x"], ["{'a': 1}\n{'a': 2}"], ['{"a": 1}\n{"a": 2']])(
    "%j is no sequence",
    (text) => expect(split(text)).toBeUndefined(),
  );
});

describe("the sequence extractor", () => {
  test("takes the whole visible text once, only when it is a sequence", () => {
    expect([...sequence.find(' 1\n2 ', { hidden: [] })]).toEqual([{ start: 1, end: 4, label: "sequence" }]);
    expect([...sequence.find('{"a": 1}', { hidden: [] })]).toEqual([]);
    expect([...sequence.find("<think>x</think>1\n2", { hidden: [{ start: 0, end: 16 }] })]).toEqual([{ start: 16, end: 19, label: "sequence" }]);
  });
});
