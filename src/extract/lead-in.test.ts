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

describe("lead-in: the value of a member of an object around it", () => {
  // Was a wrong value ({"name": "x", "children": []}): the balanced scan took the closer inside '} ' for the
  // object's end, and the list after 'children': was read alone (fuzz, hedged-value, seed 20261163, x50).
  const tree = {
    type: "object",
    properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#" } } },
    required: ["name"],
  };
  test.each([
    ["{'name': '} ' or '} (or not)', 'children': [{'name': 'x', 'children': []}]}"],
    ["```json\n{'name': '} ' or '} (or not)', 'children': [{'name': 'x', 'children': []}]}\n```"],
    ["{'name': 'a } b', 'children': [{'name': 'x'}]"],
  ])("%j: the member's value is not read alone", (text) => {
    expect(salvage(tree).parse(text).ok).toBe(false);
    expect(salvage({}).parse(text).ok).toBe(false);
  });
  // The text opens with the key: an object whose braces are missing, read whole (bare-words), never its member's
  // value alone; a wrapper key that says the value is no answer (`error`) is not unwrapped, as with the braces.
  test.each([
    ['"error": {"message": "quota exceeded", "name": "x"}', { error: { message: "quota exceeded", name: "x" } }, undefined],
    ['"answer": {"name": "x"}', { answer: { name: "x" } }, { name: "x" }],
  ])("%j: the object whose braces are missing, never the member's value alone", (text, whole, forTree) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value: whole });
    const braced = salvage(tree).parse(`{${text}}`);
    const outcome = salvage(tree).parse(text);
    expect(outcome.ok).toBe(braced.ok);
    if (forTree === undefined) expect(outcome.ok).toBe(false);
    else expect(outcome).toMatchObject({ ok: true, value: forTree });
  });
  test.each([
    ['Set "items": [1, 2]', [1, 2]],
    ["The list: [1, 2]", [1, 2]],
    ['{"a": 1} and then "b": [2]', undefined],
  ])("%j: a label in prose is not a key", (text, value) => {
    const outcome = salvage({}).parse(text);
    if (value === undefined) expect(outcome.ok).toBe(false);
    else expect(outcome).toMatchObject({ ok: true, value });
  });
});
