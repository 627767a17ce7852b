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
