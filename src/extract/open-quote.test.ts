import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { extract } from "./extract.js";

const texts = (text: string): string[] => {
  const outcome = extract(text);
  return outcome.ok ? outcome.value.map((c) => c.text) : [];
};

describe("open-quote lead-in: a value inside a string that never closes", () => {
  test.each([
    [`'{"name": "x"}`],
    [`"{\\"name\\": \\"x\\"}`],
    ['"{"name": "x"}'],
    ['`{"name": "x"}'],
    [`'''{"name": "x"}`],
    ['"""{"name": "x"}'],
    ["\u201c{\"name\": \"x\"}"],
    ["\u2018[1, 2]"],
    [`'[1, 2, 3]`],
    [`  '{"text": "it's fine"}`],
    [`Here it is: '{"name": "x"}`],
    [`result = "{"a": 1}`],
    [`'the answer is\n{"a": 1}`],
    [`'{"a": 1} and that's all`],
  ])("%j: no candidate inside the string, and the failure says why", (text) => {
    // the whole text may stay a candidate (a cut-off string); nothing inside it may
    expect(texts(text).filter((candidate) => !text.trimStart().startsWith(candidate))).toEqual([]);
    for (const schema of [{}, { type: "object" }, { anyOf: [{ type: "object" }, { type: "array" }, { type: "string" }] }]) {
      const outcome = salvage(schema).parse(text);
      expect(outcome.ok, JSON.stringify(schema)).toBe(false);
      if (!outcome.ok && outcome.error.code === "no-json-found") expect(outcome.error.message).toMatch(/never closes/);
    }
  });

  test.each([
    [`'{"name": "x"}`],
    ['`[1, 2]'],
    [`'''{"a": 1}`],
  ])("%j with a string schema: a cut-off string, never the text with its quote", (text) => {
    expect(salvage({ type: "string" }).parse(text)).toMatchObject({ ok: false, error: { code: "truncated" } });
  });

  test.each([
    [`'{"name": "x"}'`, "{\"name\": \"x\"}"],
    [`'Sure,' she said: {"a": 1}`, { a: 1 }],
    [`It's here: {"a": 1}`, { a: 1 }],
    ['`code` then {"a": 1}', { a: 1 }],
    [`He said "{"a": 1}" to me`, { a: 1 }],
  ])("%j: the quote closes, so the value stands on its own (or the string is read)", (text, value) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value });
  });

  test("a fence after an open quote is still the answer (fences mark the value themselves)", () => {
    expect(salvage({}).parse("'Here:\n```json\n{\"a\": 1}\n```")).toMatchObject({ ok: true, value: { a: 1 } });
  });
});
