import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";
import { growth } from "../../../test/helpers/timing.js";
import { rewriteBareWords } from "./bare-words.js";

const read = (text: string) => salvage({}).parse(text);

describe("bare-words: what the text determines, with no schema", () => {
  test.each([
    ["{name: Ada, city: New York}", { name: "Ada", city: "New York" }],
    ['{"when": 2025-03-01T10:00:00Z}', { when: "2025-03-01T10:00:00Z" }],
    ['{"id": 3f2a-77c1}', { id: "3f2a-77c1" }],
    ['{"v": 1.2.3}', { v: "1.2.3" }],
    ["{url: https://example.org/a}", { url: "https://example.org/a" }],
    ['{"who": O\'Brien, "tag": #fff, "at": @ada}', { who: "O'Brien", tag: "#fff", at: "@ada" }],
    ["[red, dark green]", ["red", "dark green"]],
    ["{\n  name: Ada\n  , city: Paris\n}", { name: "Ada", city: "Paris" }],
    ["{city: 東京}", { city: "東京" }],
  ])("%j: an unquoted value is the string it spells", (text, expected) => {
    expect(read(text)).toMatchObject({ ok: true, value: expected });
  });

  test.each([
    ['{"a": TRUE, "b": False, "c": NULL, "d": Null, "e": None}', { a: true, b: false, c: null, d: null, e: null }],
    ['{"n": 82_461_110, "m": -1_000.5}', { n: 82461110, m: -1000.5 }],
  ])("%j: other spellings of literals and numbers", (text, expected) => {
    expect(read(text)).toMatchObject({ ok: true, value: expected });
  });

  test.each([
    ['{"a" true}', { a: true }],
    ['{"a" "x", "b": 1}', { a: "x", b: 1 }],
    ['{"a": 1, NOTE "b": 2}', { a: 1, b: 2 }],
    ['[{"k": 1}}, {"k": 2}]', [{ k: 1 }, { k: 2 }]],
    ['[{"k": 1}}]', [{ k: 1 }]],
    ['{"q": ["Is it tall?", "How tall is the tower?""]}', { q: ["Is it tall?", "How tall is the tower?"] }],
    ['["a"", "b"]', ["a", "b"]],
  ])("%j: a missing colon, a stray word, an extra closer", (text, expected) => {
    expect(read(text)).toMatchObject({ ok: true, value: expected });
  });

  test.each([
    ['{"a": tru}', "a cut-off literal"],
    ['{"a": nul, "b": 1}', "a cut-off literal"],
    ['{"a": Yes}', "a yes/no word"],
    ['{"a": off}', "a yes/no word"],
    ['{"a": NaN}', "a non-finite number"],
    ['{"a": Infinity}', "a non-finite number"],
    ['{"a": 007}', "a number in another notation"],
    ['{"a": 0xFF}', "a number in another notation"],
    ['{"a": +5}', "a number in another notation"],
    ['{"a": f(x)}', "a call"],
    ['{"a": hex"test"}', "a word running into a quote"],
    ["{a: b: c}", "a word running into a key"],
    ["{ a: one\n see: two, b: x }", "a word whose end a line break leaves open"],
    ["[a\nb]", "a word right after another element"],
    ['{"a": true dat}', "a literal and more words"],
    ['{"key:" 1}', "a key that holds its colon"],
    ["[1, 2, ...]", "an ellipsis"],
    ['{"a": x, "b": y', "a text cut off"],
    ["{curly braces}", "words where a key belongs"],
    ['[{"k": 1}}, 2, {"k": 2}', "an extra closer in a text cut off"],
    ['{"a": [1}, 2]}', "a closer in the wrong place"],
    ['{"a": "x"" y"}', "a doubled quote with text after it"],
  ])("%j is not read: %s", (text) => {
    expect(read(text).ok).toBe(false);
  });

  test.each([
    ["TRUE", true],
    ["False", false],
    ["NULL", null],
    ["Null", null],
    ["None", null],
    ["82_461_110", 82461110],
    ["  -1_000.5\n", -1000.5],
  ])("%j as the whole answer: the literal or number it spells", (text, expected) => {
    expect(read(text)).toMatchObject({ ok: true, value: expected });
  });

  test.each([
    ["Yes", "a yes/no word"],
    ["off", "a yes/no word"],
    ["NONE", "a word as often as a literal"],
    ["tru", "a cut-off literal"],
    ["TrUe", "a spelling of no kind"],
    ["1_0000", "digits not grouped in threes"],
    ["TRUE FALSE", "two values"],
    ["TRUE.", "a literal in a sentence"],
    ["The answer is TRUE", "prose"],
  ])("%j as the whole answer is not read: %s", (text) => {
    expect(read(text).ok).toBe(false);
  });

  test.each([
    [{ type: "string" }, "TRUE", "TRUE"],
    [{ type: "string" }, "None", "None"],
    [{ type: "string" }, "82_461_110", "82_461_110"],
    [{ enum: ["TRUE", "FALSE"] }, "True", "TRUE"],
    [{ type: "boolean" }, "TRUE", true],
    [{ type: "number" }, "82_461_110", 82461110],
    [{ type: "object", properties: { answer: { type: "string" } }, required: ["answer"] }, "TRUE", { answer: "TRUE" }],
  ])("with %j, the whole answer %j is the reading the schema asks for", (schema, text, expected) => {
    expect(salvage(schema).parse(text)).toMatchObject({ ok: true, value: expected });
  });

  test.each([
    [{ type: "number" }, "TRUE"],
    [{ type: "boolean" }, "82_461_110"],
    [{ type: "object", properties: { selector: { type: "string" } }, required: ["selector"] }, "Null"],
  ])("with %j, the whole answer %j of another type fails", (schema, text) => {
    expect(salvage(schema).parse(text).ok).toBe(false);
  });

  test.each([
    ['{"a": [1, 2}, "b": 3}', { a: [1, 2], b: 3 }],
    ['{"a": ["x", "y"} , "b": true}', { a: ["x", "y"], b: true }],
    ['[{"a": 1], {"b": 2}]', [{ a: 1 }, { b: 2 }]],
    ['[{"a": 1], [2]]', [{ a: 1 }, [2]]],
    ['{"a": [{"x": 1], {"y": 2}], "b": [null}, "c": 2}', { a: [{ x: 1 }, { y: 2 }], b: [null], c: 2 }],
    ['```json\n{"a": [1, 2}, "b": 3}\n```', { a: [1, 2], b: 3 }],
  ])("%j: a closer of the wrong kind where only the one expected keeps the rest", (text, expected) => {
    const outcome = read(text);
    expect(outcome).toMatchObject({ ok: true, value: expected });
    const step = outcome.steps.find((s) => s.stage === "repair");
    expect(step).toMatchObject({ reader: "bare-words", repairs: expect.arrayContaining(["mismatched closers"]) });
  });

  test.each([
    ['{"arr": [1, }, 3]}', "an element after it: the list may go on"],
    ['{"a": [1, 2}, 3}', "a value where a key belongs"],
    ['[{"a": 1], 2]', "a scalar after it could be a key written bare"],
    ['[1, 2}, "b": 3}', "no object around the list"],
    ['{"a": [1, 2}, "b": 3', "cut off"],
    ['{"a": [x, y}, "b": 3}', "a word running into the closer"],
  ])("%j: a closer of the wrong kind is not read: %s", (text) => {
    expect(read(text).ok).toBe(false);
  });

  test.each([
    ['"answer": {"a": 1}', { answer: { a: 1 } }],
    ['"a": 1, "b": [2, 3]', { a: 1, b: [2, 3] }],
    ['"a": 1,\n"b": "x"\n', { a: 1, b: "x" }],
    ['"x" : "y"', { x: "y" }],
    ['"a": TRUE, "b": [1, 2,]', { a: true, b: [1, 2] }],
  ])("%j: an object whose outer braces are missing", (text, expected) => {
    const outcome = read(text);
    expect(outcome).toMatchObject({ ok: true, value: expected });
    const step = outcome.steps.find((s) => s.stage === "repair");
    expect(step).toMatchObject({ reader: "bare-words", repairs: expect.arrayContaining(["missing outer braces"]) });
  });

  test("a schema decides between the object and the text as written", () => {
    expect(salvage({ type: "string" }).parse('"a": 1')).toMatchObject({ ok: true, value: '"a": 1' });
    expect(salvage({ type: "number" }).parse('"a": 1')).toMatchObject({ ok: true, value: 1 });
    const schema = { type: "object", properties: { a: { type: "number" } }, required: ["a"] };
    expect(salvage(schema).parse('"a": 1')).toMatchObject({ ok: true, value: { a: 1 } });
    // prose whose JSON does not fit a string schema is no plain-text answer, whichever candidate holds the whole text
    expect(salvage({ type: "string" }).parse('"Note": see below\n{"a": 1}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });

  test.each([
    ['"Hello": she said.', "prose after the colon, no JSON value"],
    ['"a": {"b": 1', "cut off"],
    ['"a": 1,', "cut off after a comma"],
    ['"a":', "no value"],
    ['"a": 1}', "a closer with no opener"],
    ['"a": 1 and more', "words after the value"],
    ['"key": value', "an unquoted value: prose as often as data"],
    ["'a': 1", "single quotes: an apostrophe as often as a key"],
  ])("%j: missing outer braces are not added: %s", (text) => {
    expect(read(text).ok).toBe(false);
  });

  test("a schema of another type still fails", () => {
    const schema = { type: "object", properties: { when: { type: "number" } }, required: ["when"] };
    expect(salvage(schema).parse('{"when": 2025-03-01T10:00:00Z}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });

  test("words alone in a span found in prose are prose, not data", () => {
    expect(read("See the table [see above] for details.").ok).toBe(false);
    expect(repair("[see above]")).toMatchObject({ ok: true, value: ["see above"] });
  });

  test("the repairs are named in the step", () => {
    const outcome = read('{"a" TRUE, b: x}');
    expect(outcome.ok).toBe(true);
    const step = outcome.steps.find((s) => s.stage === "repair");
    expect(step).toMatchObject({ reader: "bare-words" });
    expect((step as { repairs: readonly string[] }).repairs).toEqual(expect.arrayContaining(["missing colons", "literal spellings", "unquoted strings"]));
  });

  test("rewriteBareWords leaves a text with nothing to rewrite alone", () => {
    expect(rewriteBareWords('{"a": 1}')).toBeUndefined();
    expect(rewriteBareWords("{a: 1}")).toBeUndefined();
    // missing commas between numbers are the other readers' (`[1, 2, 3]`), never one string "1 2 3"
    expect(rewriteBareWords("[1 2 3]")).toBeUndefined();
  });

  test("linear on long inputs", () => {
    const text = (size: number): string => "[" + "word, ".repeat(size) + "]";
    expect(growth((input: string) => rewriteBareWords(input), text(50_000), text(400_000))).toBeLessThan(8 * 3);
  });
});
