import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { defaultReaders } from "../defaults.js";
import { fractionAnswer } from "./fraction.js";

const readers = [fractionAnswer, ...defaultReaders];

describe("fraction (opt-in)", () => {
  test.each([
    ["1/5", 0.2],
    [" -3 / 4 ", -0.75],
    ["```\n1/4\n```", 0.25],
    ["6/3.", 2],
  ])("%j computes to %d where the schema asks for a number", (text, value) => {
    const outcome = salvage({ type: "number" }, { readers }).parse(text);
    expect(outcome).toMatchObject({ ok: true, value });
    // Not by default: it computes.
    expect(salvage({ type: "number" }).parse(text)).toMatchObject({ ok: false });
  });

  test("an integer schema takes a fraction that computes to a whole number only", () => {
    expect(salvage({ type: "integer" }, { readers }).parse("8/4")).toMatchObject({ ok: true, value: 2 });
    expect(salvage({ type: "integer" }, { readers }).parse("1/5")).toMatchObject({ ok: false });
  });

  test.each([
    ["1/0", "a zero denominator"],
    ["About 1/5 of the users.", "a fraction in a sentence"],
    ["1/5 or 2/5", "two fractions"],
    ["1/5?", "a question"],
    ["1.5/2", "not a fraction of integers"],
    ["2024/01/05", "a date"],
  ])("%j fails: %s", (text) => {
    expect(salvage({ type: "number" }, { readers }).parse(text)).toMatchObject({ ok: false });
  });

  test("a string schema keeps the text", () => {
    expect(salvage({ type: "string" }, { readers }).parse("1/5")).toMatchObject({ ok: true, value: "1/5" });
  });
});
