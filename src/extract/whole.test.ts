import { describe, expect, test } from "vitest";
import { findWhole } from "./whole.js";

const texts = (input: string): string[] => findWhole(input).map((c) => c.text);

describe("findWhole", () => {
  test("the trimmed text with its exact span", () => {
    const input = '  \n{"a": 1}\n ';
    expect(findWhole(input)).toEqual([{ text: '{"a": 1}', start: 3, end: 11, source: "whole" }]);
  });

  test.each([
    ['{"a": 1}'],
    ["[1, 2]"],
    ['"#btn"'],
    ["'#btn'"],
    ["{'element': '#btn',}"],
    ["{a: 1}"],
    ["42"],
    ["-0.5e+3"],
    ["true"],
    ["false"],
    ["null"],
    ["[]"],
    ["{}"],
    // a literal or number spelt otherwise: one value, whose reading the readers (and the schema) decide
    ["True"],
    ["None"],
    ["TRUE"],
    ["Null"],
    ["82_461_110"],
    [".5"],
    ["-.25"],
  ])("fires on %s", (input) => {
    expect(texts(input)).toEqual([input]);
  });

  test.each([
    ["I cannot help with that."],
    ["#btn"],
    ["Paris"],
    ["NONE"],
    ["Yes"],
    ["1_0000"],
    ["01"],
    ["1."],
    ["-"],
    ["1e"],
    [".5."],
    ["Version .5"],
    [". 5"],
    ["42 apples"],
    ['{"a": 1}\n\nHope this helps!'],
    ['"Hello," she said.'],
    ["'Hello', said Bob"],
    ["'Tis not possible."],
    ['{"a":1}\n{"a":2}'],
    [""],
    ["   \n"],
  ])("is silent on %j", (input) => {
    expect(findWhole(input)).toEqual([]);
  });

  test("an unclosed object or string is an unterminated whole candidate", () => {
    expect(findWhole('{"a": [1, 2')).toEqual([{ text: '{"a": [1, 2', start: 0, end: 11, source: "whole", unterminated: true }]);
    expect(findWhole('"abc')[0]?.unterminated).toBe(true);
  });

  test.each([["[see above]"], ["{{name}}"], ['{,"a": 1}'], ["[undefined]"], ['{2: "x"}']])(
    "takes %j, one bracketed structure from end to end, though its start looks odd: the readers decide",
    (input) => {
      expect(texts(input)).toEqual([input]);
    },
  );

  test("takes a structure that goes on after a mismatched closer, but not one followed by prose", () => {
    expect(texts('{"a": [1, }, 3]}')).toEqual(['{"a": [1, }, 3]}']);
    expect(texts('{"a": [1, 2]},')).toEqual([]);
    expect(texts('{"a": 1} see, it works')).toEqual([]);
  });

  test("an escaped quote does not end a string", () => {
    expect(texts('"a \\" b"')).toEqual(['"a \\" b"']);
  });

  test("considers only the text after a leading think block, with true offsets", () => {
    const input = '<think>{"a": 0}</think>\n{"a":1}';
    const [candidate] = findWhole(input);
    expect(candidate?.text).toBe('{"a":1}');
    expect(input.slice(candidate?.start, candidate?.end)).toBe('{"a":1}');
    expect(candidate?.start).toBe(24);
  });

  test("ignores a trailing unclosed think block", () => {
    expect(texts('{"a":1}\n<think>more {')).toEqual(['{"a":1}']);
  });

  test("a think block between two parts means there is no whole value", () => {
    expect(findWhole('{"a":1}\n<think>x</think>\n{"a":2}')).toEqual([]);
  });

  test("text that is only reasoning has no whole candidate", () => {
    expect(findWhole("<think>42")).toEqual([]);
  });
});
