import { describe, expect, test } from "vitest";
import { repair } from "../repair.js";

describe("triple-quoted", () => {
  test.each([
    ['{"code": """def f():\n  return 1"""}', { code: "def f():\n  return 1" }],
    ["{'doc': '''He said \"hi\" and 'bye' '''}", { doc: "He said \"hi\" and 'bye' " }],
    ['["""a""", """b"""]', ["a", "b"]],
    ['{"s": """a\\nb"""}', { s: "a\nb" }],
  ])("%j reads the strings whole", (text, value) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "triple-quoted" }));
  });

  test("a triple quote left open is never an empty string and a stray key", () => {
    const outcome = repair('{"a": """open, "b": 1}');
    expect(outcome.ok).toBe(false);
  });

  test("an empty JSON string next to a quote is not a triple quote", () => {
    expect(repair('{"a": "", "b": "x"}')).toMatchObject({ ok: true, value: { a: "", b: "x" } });
  });
});
