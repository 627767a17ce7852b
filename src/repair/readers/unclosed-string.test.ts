import { describe, expect, test } from "vitest";
import { defaultReaders } from "../defaults.js";
import { repair } from "../repair.js";
import { unclosedString } from "./unclosed-string.js";

// Opt-in: placed where it reads before the tolerant parser would call the text cut off.
const readers = [unclosedString, ...defaultReaders];

describe("unclosed-string", () => {
  test.each([
    ['{"a": "b}', { a: "b" }],
    ['["x]', ["x"]],
    ['{"a": {"b": "c}}', { a: { b: "c" } }],
    ['{"a": "x", "b": "y}  ', { a: "x", b: "y" }],
    ["{'a': 'b}", { a: "b" }],
  ])("%j is the string in a closed structure", (text, value) => {
    const outcome = repair(text, { readers });
    expect(outcome).toMatchObject({ ok: true, value });
    // Not by default: the same text is what a cut right after a `}` inside a string leaves.
    expect(repair(text)).toMatchObject({ ok: false });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "unclosed-string" }));
  });

  test.each([
    ['{"code": "function() {}'],
    ['{"a": "b'],
    ['{"a": "line\nbreak}'],
    ['["]'],
    ['{"a": "b}]'],
  ])("%j stays cut off: the closer may belong to the string, or nothing closes", (text) => {
    expect(repair(text, { readers })).toMatchObject({ ok: false });
  });
});
