import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { defaultReaders } from "../defaults.js";
import { repair } from "../repair.js";
import { unclosedString } from "./unclosed-string.js";
import { tolerant } from "./tolerant.js";
import type { Reader } from "../reader.js";

const open = salvage({});

describe("unclosed-string (default)", () => {
  test("is a default reader, before the tolerant parser would call the text cut off", () => {
    const names = defaultReaders.map((reader) => reader.name);
    expect(names).toContain(unclosedString.name);
    expect(names.indexOf("unclosed-string")).toBeLessThan(names.indexOf("tolerant"));
  });

  test.each([
    ['{"a": "b}', { a: "b" }],
    ['["x]', ["x"]],
    ['{"a": {"b": "c}}', { a: { b: "c" } }],
    ['{"a": "x", "b": "y}  ', { a: "x", b: "y" }],
    ["{'a': 'b}", { a: "b" }],
    ['{\n  "name": "Ada\n}', { name: "Ada" }],
    ['{\r\n  "name": "Ada\r\n}\r\n', { name: "Ada" }],
    ['{"a": ["b", "c]}', { a: ["b", "c"] }],
    ['{"ville": "Zürich – 東京}', { ville: "Zürich – 東京" }],
    ['{"n": 1, "note": "done: all 3 steps.}', { n: 1, note: "done: all 3 steps." }],
  ])("%j is the string in a closed structure", (text, value) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "unclosed-string" }));
  });

  test.each([
    ["after prose", 'Here it is: {"a": "b}', { a: "b" }],
    ["in a closed fence, prose after it", 'Result:\n```json\n{"a": "b}\n```\nDone.', { a: "b" }],
    ["in a fence left open", '```json\n["x]', ["x"]],
    ["a ReAct answer in a fence", 'Thought: done.\nFinal Answer: ```json\n{"a": "b}\n```', { a: "b" }],
    ["after a leading comment", '// the result\n{"a": "b}', { a: "b" }],
  ])("through salvage(): %s", (_, text, value) => {
    expect(open(text)).toMatchObject({ ok: true, value });
  });

  test.each([
    ["a code string cut after a brace", '{"code": "function f() {return 1;}'],
    ["a code string cut after a bracket", '{"code": "xs = [1, 2]}'],
    ["nested brackets in the string", '{"a": "see [1]}'],
    ["a line break in the string", '{"a": "line\nbreak}'],
    ["an escaped quote in the string", '{"a": "say \\"hi\\"}'],
    ["a backslash in the string", '{"path": "C:\\\\dir}'],
    ["an apostrophe in the string", '{"a": "it\'s}'],
    ["a backtick in the string", '{"a": "run `ls`}'],
    ["a space before the closer (the string or the layout)", '{"a": "b }'],
    ["an empty string", '["]'],
    ["no closer at all", '{"a": "b'],
    ["a closer too many", '{"a": "b}}'],
    ["a closer of the wrong kind", '{"a": "b}]'],
    ["more structures open than closers", '{"a": {"b": "c}'],
    ["two unclosed strings", '{"a": "b, "c": "d}'],
    ["a key, not a value", '{"a}'],
    ["a string that starts like a member's colon", '{"a": ": x}'],
    ["a string that starts like an item's comma", '["a", ", b]'],
    ["a string that ends with a comma (a trailing comma may follow it)", '["a", "b,]'],
    ["a string that ends with a comma on its line", '[\n 76,\n "delta,\n]'],
  ])("stays cut off or unreadable: %s", (_, text) => {
    expect(repair(text)).toMatchObject({ ok: false });
    expect(open(text).ok).toBe(false);
  });

  test.each([
    ["text after the closer", '{"a": "b} and then the model went on'],
    ["a second value after it", '{"a": "b}\n{"c": "d}'],
    ["prose after it, not fenced", '["x]\nThat is the list.'],
    ["prose after a fence the extractor unwrapped", 'Final Answer: ```json\n{"a": "b}\n```\nand more'],
  ])("through salvage(), stays cut off: %s (the string may go on)", (_, text) => {
    expect(open(text)).toMatchObject({ ok: false, error: { code: "truncated" } });
  });

  test.each([
    ["prose", "I am not sure which option} fits best."],
    ["a refusal", "I can't help with that request.]"],
  ])("%s is no value", (_, text) => {
    expect(open(text).ok).toBe(false);
  });

  describe("with a schema", () => {
    const both = salvage({ type: "object", properties: { a: { type: "string" }, c: { type: "number" } }, required: ["a", "c"] });

    test("a closed reading the schema accepts is the value", () => {
      expect(both('{"c": 1, "a": "b}')).toMatchObject({ ok: true, value: { c: 1, a: "b" } });
    });

    test("a closed reading the schema does not accept is taken back: the text is cut off", () => {
      const outcome = both('{"a": "b}');
      expect(outcome).toMatchObject({ ok: false, error: { code: "truncated" } });
      expect(outcome.steps).not.toContainEqual(expect.objectContaining({ reader: "unclosed-string" }));
    });

    test("taken back, it reads as cut off where the caller allows that", () => {
      const outcome = salvage({ type: "object", properties: { a: { type: "string" } }, required: ["a", "c"] }, { allowTruncated: true })('{"a": "b}');
      expect(outcome.steps).not.toContainEqual(expect.objectContaining({ reader: "unclosed-string" }));
      expect(outcome.steps).toContainEqual(expect.objectContaining({ kind: "truncated" }));
    });
  });
});

describe("a reader that declares mayBeCutOff (what the core asks, not the reader's name)", () => {
  // A user's reader of the same kind: it closes the last string of `{"a": "b}` as unclosed-string does.
  const closeLast = (mayBeCutOff: boolean): Reader => ({
    name: "my-close-last",
    ...(mayBeCutOff ? { mayBeCutOff: true } : {}),
    read: (text) => (text.endsWith("}") && !text.endsWith('"}') ? { value: JSON.parse(`${text.slice(0, -1)}"}`) as unknown, repairs: ["closed"] } : undefined),
  });
  const schema = { type: "object", properties: { a: { type: "string" } }, required: ["a", "c"] };

  test("declared, its reading the schema does not accept is taken back and the text read as cut off", () => {
    const outcome = salvage(schema, { readers: [closeLast(true), tolerant] })('{"a": "b}');
    expect(outcome).toMatchObject({ ok: false, error: { code: "truncated" } });
    expect(outcome.steps).not.toContainEqual(expect.objectContaining({ reader: "my-close-last" }));
  });

  test("undeclared, its reading stands and fails the schema like any other", () => {
    const outcome = salvage(schema, { readers: [closeLast(false), tolerant] })('{"a": "b}');
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "my-close-last" }));
  });

  test("declared, a reading the schema accepts stands", () => {
    const outcome = salvage({ type: "object", properties: { a: { type: "string" } } }, { readers: [closeLast(true), tolerant] })('{"a": "b}');
    expect(outcome).toMatchObject({ ok: true, value: { a: "b" } });
  });
});
