/**
 * Every example in issue 29's "Why", with the outcome the text determines (DESIGN principle 2): a reading that keeps
 * every character the model wrote and invents none is read, with or without a schema; what the text leaves open (a
 * hedge, two candidates with nothing marking the answer, a fragment beside the rest) fails; rules keep what was
 * written. The readers' own tests hold the details and the negative cases; this file holds the list.
 */
import { describe, expect, it } from "vitest";
import { salvage, type Outcome } from "../src/index.js";

const anything = salvage({});

function value(outcome: Outcome<unknown>): unknown {
  if (!outcome.ok) throw new Error(`expected ok, got ${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

describe("issue 29, why: unquoted words and number-like tokens, with no schema", () => {
  it.each([
    ["{name: Ada, city: New York}", { name: "Ada", city: "New York" }],
    ['{"when": 2025-03-01T10:00:00Z}', { when: "2025-03-01T10:00:00Z" }],
    ['{"id": 3f2a-77c1}', { id: "3f2a-77c1" }],
    ['{"v": 1.2.3}', { v: "1.2.3" }],
    ["{url: https://example.org/a}", { url: "https://example.org/a" }],
  ])("%s", (text, expected) => {
    expect(value(anything.parse(text))).toEqual(expected);
  });

  it("a schema of another type still fails", () => {
    const outcome = salvage({ type: "object", properties: { when: { type: "number" } } }).parse('{"when": 2025-03-01T10:00:00Z}');
    expect(outcome.ok).toBe(false);
  });
});

describe("issue 29, why: unescaped quotes inside a string followed by prose", () => {
  it.each([
    ['{"note": "she said "yes" to the offer", "n": 2}', { note: 'she said "yes" to the offer', n: 2 }],
    ['{"size": "a 24" screen"}', { size: 'a 24" screen' }],
    ['{"text": "see [the docs]("https://example.org/docs") for more"}', { text: 'see [the docs]("https://example.org/docs") for more' }],
  ])("%s", (text, expected) => {
    expect(value(anything.parse(text))).toEqual(expected);
  });

  it("a quote doubled at a string's end is no content (`…Lighthouse?\"\"]}`)", () => {
    const schema = { type: "object", properties: { questions: { type: "array", items: { type: "string" } } }, required: ["questions"] };
    const text = '{"questions": ["Who kept the Lighthouse?""]}';
    expect(value(salvage(schema).parse(text))).toEqual({ questions: ["Who kept the Lighthouse?"] });
    expect(value(anything.parse(text))).toEqual({ questions: ["Who kept the Lighthouse?"] });
  });
});

describe("issue 29, why: a missing colon, a stray word, one closer too many", () => {
  it.each([
    ['{"a" true}', { a: true }],
    ['{"a": 1, NOTE "b": 2}', { a: 1, b: 2 }],
    ['[{"k": 1}}, {"k": 2}]', [{ k: 1 }, { k: 2 }]],
  ])("%s", (text, expected) => {
    expect(value(anything.parse(text))).toEqual(expected);
  });
});

describe("issue 29, why: other spellings of literals and numbers, with no schema", () => {
  it.each([
    ["TRUE", true],
    ["Null", null],
    ["None", null],
    ["82_461_110", 82461110],
    ['{"a": TRUE, "b": Null, "c": None, "d": 82_461_110}', { a: true, b: null, c: null, d: 82461110 }],
  ])("%s", (text, expected) => {
    expect(value(anything.parse(text))).toEqual(expected);
  });
});

describe("a decimal written without its leading zero, as the whole answer", () => {
  it("is the number with no schema or a number schema, and the text as written for a string schema", () => {
    expect(value(anything.parse(".5"))).toBe(0.5);
    expect(value(salvage({ type: "number" }).parse(" -.25 "))).toBe(-0.25);
    expect(value(salvage({ type: "string" }).parse(".5"))).toBe(".5");
  });

  it("stays a failure where the text is no number (`.5.`, a version in a sentence)", () => {
    expect(anything.parse(".5.").ok).toBe(false);
    expect(anything.parse("Version .5").ok).toBe(false);
  });
});

describe("issue 29, why: readings with a schema", () => {
  it("several values one after another where the schema asks for an array", () => {
    const schema = { type: "array", items: { type: "object", properties: { a: { type: "number" } }, required: ["a"] } };
    expect(value(salvage(schema).parse('{"a": 1}\n{"a": 2}'))).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it("an enum value followed by its description", () => {
    const schema = { type: "object", properties: { risk: { enum: ["HIGH", "LOW"] } }, required: ["risk"] };
    expect(value(salvage(schema).parse('{"risk": "HIGH - the risk is material"}'))).toEqual({ risk: "HIGH" });
  });

  it("a bare answer where the schema has one required string property", () => {
    const schema = { type: "object", properties: { answer: { type: "string" } }, required: ["answer"] };
    expect(value(salvage(schema).parse("NOT ENOUGH CONTEXT"))).toEqual({ answer: "NOT ENOUGH CONTEXT" });
  });

  it("a value written without its key where the schema leaves one key it can belong to", () => {
    const schema = { type: "object", properties: { name: { type: "string" }, city: { type: "string" } }, required: ["name", "city"] };
    expect(value(salvage(schema).parse('{"name": "Ada", "Paris"}'))).toEqual({ name: "Ada", city: "Paris" });
  });
});

describe("issue 29, why: wrong values that remained are failures now", () => {
  it("a fragment is not returned while the rest is dropped", () => {
    const outcome = anything.parse('{"k": "v"}[1, 2]');
    expect(outcome.ok).toBe(false);
  });

  it("three commented blocks are not read as the first", () => {
    const text = '// first\n{"a": 1}\n// second\n{"a": 2}\n// third\n{"a": 3}';
    const outcome = anything.parse(text);
    expect(outcome.ok ? outcome.value : outcome.error.code).toBe("ambiguous");
  });

  it("a fence marker inside a list is not read as backtick strings", () => {
    const outcome = anything.parse('[```\n{"a": "b"}\n```]');
    expect(outcome.ok ? outcome.value : "failed").not.toEqual(["`", { a: "b" }, "`"]);
    expect(outcome.ok).toBe(false);
  });
});

describe("issue 29, why: trying to break it", () => {
  it("the block labelled as the answer wins over an example that needed fewer repairs", () => {
    const schema = { type: "object", properties: { name: { type: "string" } }, required: ["name"] };
    const text = 'Example: ```json\n{"name": "John"}\n```\nAnswer: ```json\n{\'name\': \'Alice\',}\n```';
    expect(value(salvage(schema).parse(text))).toEqual({ name: "Alice" });
  });

  it("a hedge between two quoted values is ambiguous, never one joined string", () => {
    const outcome = anything.parse('{"city": "Paris" or "Lyon"}');
    expect(outcome.ok ? outcome.value : outcome.error.code).toBe("ambiguous");
  });

  it.each([
    ["The answer is 3.5 million.", 3500000],
    ["minus 5", -5],
  ])("a magnitude or sign word is read with its number: %s", (text, expected) => {
    expect(value(salvage({ type: "number" }).parse(text))).toBe(expected);
  });

  it("a negation is never dropped (`hardly true`)", () => {
    expect(salvage({ type: "boolean" }).parse("hardly true").ok).toBe(false);
  });

  it("backslashes that cannot be escapes are read as written, in the whole string", () => {
    expect(value(anything.parse('{"path": "C:\\Users\\new\\table.txt"}'))).toEqual({ path: "C:\\Users\\new\\table.txt" });
  });

  it("a number becomes a string from its text as written", () => {
    const schema = { type: "object", properties: { version: { type: "string" } }, required: ["version"] };
    expect(value(salvage(schema).parse('{"version": 2.0}'))).toEqual({ version: "2.0" });
  });

  it("a string becomes a number only where the number is exactly representable", () => {
    const schema = { type: "object", properties: { id: { type: "integer" } }, required: ["id"] };
    expect(salvage(schema).parse('{"id": "1234567890123456789"}').ok).toBe(false);
  });

  it("an error wrapper is not unwrapped into the answer", () => {
    const schema = { type: "object", properties: { message: { type: "string" } }, required: ["message"] };
    expect(salvage(schema).parse('{"error": {"message": "rate limited"}}').ok).toBe(false);
  });

  it("a bare number is not wrapped into a string-only object", () => {
    const schema = { type: "object", properties: { selector: { type: "string" } }, required: ["selector"] };
    expect(salvage(schema).parse("1e3").ok).toBe(false);
  });

  it("a number beyond a double's range is refused for a number schema", () => {
    expect(salvage({ type: "number" }).parse("1e400").ok).toBe(false);
    expect(salvage({ type: "object", properties: { x: { type: "number" } } }).parse('{"x": 1e400}').ok).toBe(false);
  });
});
