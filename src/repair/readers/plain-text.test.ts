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
});
