import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

// Issue 12's class 1 "(or an array of them)": a list of scalars answered with one value in prose.
const choices = salvage({ type: "array", items: { enum: ["ONE", "TWO"] } });
const flags = salvage({ type: "array", items: { type: "boolean" } });
const amounts = salvage({ type: "array", items: { type: "number" } });

describe("scalar-answer for a list of scalars", () => {
  test.each([
    [choices, "Answer: TWO.", ["TWO"]],
    [choices, "```\nTWO\n```", ["TWO"]],
    [flags, "The answer is **true**.", [true]],
    [amounts, "It costs 12,111 dollars", [12111]],
  ] as const)("one value named: the list of it (%#)", (parse, text, value) => {
    const outcome = parse(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "scalar-answer" }));
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "single-to-array" }));
  });

  test("a JSON list is read as written, not as prose", () => {
    expect(choices('["ONE", "TWO"]')).toMatchObject({ ok: true, value: ["ONE", "TWO"] });
  });

  test.each([
    [choices, "ONE and TWO", "ambiguous"],
    [choices, "Answer: ONE, TWO", "ambiguous"],
    [choices, "Is it TWO?", "unrepairable"],
    [flags, "not true", "unrepairable"],
    [amounts, "I cannot say, maybe 3", "unrepairable"],
  ] as const)("two values, a question, a negation or a hedge fail (%#)", (parse, text, code) => {
    expect(parse(text)).toMatchObject({ ok: false, error: { code } });
  });

  test("a list of free strings, a list that needs two items, and a tuple are not read from prose", () => {
    expect(salvage({ type: "array", items: { type: "string" } })("The list is empty.")).toMatchObject({ ok: false });
    expect(salvage({ type: "array", items: { enum: ["ONE", "TWO"] }, minItems: 2 })("Answer: TWO")).toMatchObject({ ok: false });
    expect(salvage({ type: "array", prefixItems: [{ type: "boolean" }] })("Answer: true")).toMatchObject({ ok: false });
  });
});
