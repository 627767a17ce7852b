import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";
import { colonInKey, colonInKeyMessage } from "./colon-in-key.js";

const open = salvage({});

describe("a colon inside a key's quotes", () => {
  test.each([
    ['{"key:" 1}', 1],
    ['{"a": 1, "name:" "x"}', 9],
    ["{'b :' true}", 1],
    ['```json\n{\n  "id": 1,\n  "title:" "x"\n}\n```', 23],
  ])("%j is found at %i", (text, at) => {
    expect(colonInKey(text)).toBe(at);
  });

  test.each([
    ['{"key": 1}'],
    ['{"time": "10:"}'],
    ['{"a" 1}'],
    ['["x:" 1]'],
    ['{"url": "http:", "b": 2}'],
    ['{"a:": 1}'],
  ])("%j has none", (text) => {
    expect(colonInKey(text)).toBe(-1);
  });

  test.each([['{"key:" 1}'], ['{"a": 1, "name:" "x"}'], ['Here: {"id": 3, "tags:" ["a"]}']])("%j fails, never a key named with its colon", (text) => {
    const outcome = open(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable" } });
    if (!outcome.ok) expect(outcome.error.message).toContain("ends with the colon");
  });

  test("with a schema too", () => {
    const outcome = salvage({ type: "object", properties: { key: { type: "number" } } })('{"key:" 1}');
    expect(outcome.ok).toBe(false);
  });

  test("a missing colon after a plain key still reads", () => {
    expect(repair('{"a" 1, "b" "x:"}')).toMatchObject({ ok: true, value: { a: 1, b: "x:" } });
  });

  test("the message says where", () => {
    expect(colonInKeyMessage('{"key:" 1}', 1)).toMatch(/position 1/);
  });
});
