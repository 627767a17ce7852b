import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { extract } from "./extract.js";

const texts = (text: string): string[] => {
  const outcome = extract(text);
  return outcome.ok ? outcome.value.map((c) => c.text) : [];
};

describe("lead-in", () => {
  test.each([
    ['/* unclosed {"key": 1}'],
    ["/* unclosed [1, 2]"],
    ['-{"key":1}'],
    ["-[1,2]"],
    ['id: "test"\nlang: "en"\nresult {\n  source: "agent"\n}'],
    ['id: "test"\nresult: {"source": "agent"}'],
    ["count: 3\nitems: [1, 2, 3]"],
  ])("%j: the value is part of something larger, so it is not a candidate", (text) => {
    expect(texts(text)).toEqual([]);
    const outcome = salvage({}).parse(text);
    expect(outcome).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    // the message says why the value found was not taken, not that there was none
    expect(outcome.ok ? "" : outcome.error.message).toMatch(/is part of something larger/);
  });

  test("prose with no value at all keeps the plain message", () => {
    const outcome = salvage({}).parse("I cannot help with that.");
    expect(outcome.ok ? "" : outcome.error.message).toMatch(/^No JSON found in/);
  });

  test.each([
    ['/* note */ {"key": 1}', { key: 1 }],
    ['- {"key": 1}', { key: 1 }],
    ['Result: {"a": 1}', { a: 1 }],
    ['Here it is:\n{"a": 1}', { a: 1 }],
    ['Note: see below.\nResult: {"a": 1}', { a: 1 }],
    ['name: "x"\n\n{"a": 1}', { a: 1 }],
  ])("%j: prose or a label before the value is no data", (text, value) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value });
  });

  test("a fence is never judged by its lead-in", () => {
    expect(salvage({}).parse('id: "x"\nresult ```json\n{"a": 1}\n```')).toMatchObject({ ok: true, value: { a: 1 } });
  });
});
