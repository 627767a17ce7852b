import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

const text = salvage({ type: "string" });

describe("plain-text", () => {
  test("a plain-text answer to a string schema is the string, trimmed", () => {
    const outcome = text("  The capital is Paris.\n");
    expect(outcome).toMatchObject({ ok: true, value: "The capital is Paris." });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "plain-text" }));
  });

  test("a fence's contents, not the fence", () => {
    expect(text("```\nprint(1)\n```")).toMatchObject({ ok: true, value: "print(1)" });
  });

  test("one JSON string literal loses its quotes (read as JSON, before plain text)", () => {
    expect(text('  "quoted"  ')).toMatchObject({ ok: true, value: "quoted" });
  });

  test("a string schema cannot tell a refusal from an answer: both are strings", () => {
    expect(text("I can't help with that.")).toMatchObject({ ok: true, value: "I can't help with that." });
  });

  test("never for an enum, a non-string schema, a structure, or quotes of unclear extent", () => {
    expect(salvage({ enum: ["a", "b"] })("c").ok).toBe(false);
    expect(salvage({ type: "number" })("hello").ok).toBe(false);
    expect(salvage({ type: "object" })("hello").ok).toBe(false);
    expect(text('{"a": 1}').ok).toBe(false);
    expect(text("\u2018don\u2019t\u2019").ok).toBe(false);
  });

  test("a text that opens a quote it never closes is a cut-off string, not plain text", () => {
    expect(text("'The capital is Par")).toMatchObject({ ok: false, error: { code: "truncated" } });
    expect(text('"""def f():\n  return 1')).toMatchObject({ ok: false, error: { code: "truncated" } });
    expect(text("`ls -la")).toMatchObject({ ok: false, error: { code: "truncated" } });
  });

  test("JSON inside a quote that no JSON reader read is not plain text: where the string ends is unclear", () => {
    expect(text('"{"id": 1, "label": "x"}').ok).toBe(false);
    expect(text("'[1, 2]' and more").ok).toBe(false);
  });

  test("a quote that closes inside the answer, or an apostrophe in a word, is plain text", () => {
    expect(text('"To be or not to be" is from Hamlet.')).toMatchObject({ ok: true, value: '"To be or not to be" is from Hamlet.' });
    expect(text("'Sure,' she said, and that's it.")).toMatchObject({ ok: true, value: "'Sure,' she said, and that's it." });
  });
});

describe("plain-text: a bare answer for an object with one required string property", () => {
  const answer = { type: "object", properties: { answer: { type: "string" }, confidence: { type: "number" } }, required: ["answer"] };
  const read = (input: string, schema: Record<string, unknown> = answer) => salvage(schema).parse(input);

  test("the answer the prompt asked for is that property", () => {
    expect(read("NOT ENOUGH CONTEXT")).toMatchObject({ ok: true, value: { answer: "NOT ENOUGH CONTEXT" } });
    expect(read("  The bridge opened in 1932.\n")).toMatchObject({ ok: true, value: { answer: "The bridge opened in 1932." } });
  });

  test("JSON is still read as JSON", () => {
    expect(read('{"answer": "Lyon"}')).toMatchObject({ ok: true, value: { answer: "Lyon" } });
    expect(read('Sure:\n```json\n{"answer": "Lyon"}\n```')).toMatchObject({ ok: true, value: { answer: "Lyon" } });
  });

  test("not read: a text with structure or quotes in it, two required properties, an enum", () => {
    expect(read('Here: {"answr": "Lyon"}').ok).toBe(false);
    expect(read('Answer: "Paris"').ok).toBe(false);
    expect(read("I cannot answer that.").ok).toBe(false);
    for (const nonAnswer of ["no idea", "still none", "I don't know", "Not sure.", "Unknown", "Let me think about which button", "Hmm", "nope"]) {
      expect(read(nonAnswer).ok).toBe(false);
    }
    expect(read("#btn").ok).toBe(false);
    expect(read("Paris\nLyon").ok).toBe(false);
    expect(read("Paris", { ...answer, required: ["answer", "confidence"] }).ok).toBe(false);
    expect(read("HIGH", { type: "object", properties: { level: { enum: ["LOW", "HIGH"] } }, required: ["level"] }).ok).toBe(false);
    // A property named for something other than the answer is not settled by a sentence.
    const click = { type: "object", properties: { selector: { type: "string" } }, required: ["selector"] };
    expect(read("Click the button with id btn.", click).ok).toBe(false);
    expect(read("I would click the OK button.", click).ok).toBe(false);
    expect(read("No.", click).ok).toBe(false);
  });
});
