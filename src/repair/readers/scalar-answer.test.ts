import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

const boolean = salvage({ type: "boolean" });
const number = salvage({ type: "number" });
const integer = salvage({ type: "integer" });
const choice = salvage({ enum: ["ONE", "TWO"] });
const risk = salvage({ enum: ["low", "medium", "high"] });

describe("scalar-answer: one value of the wanted kind in prose", () => {
  test.each([
    ["The answer is **True**.", true],
    ["Answer: false — because the premise fails", false],
    ["**Result:** true", true],
    ["TRUE", true],
    ["yes", true],
    ["No.", false],
  ])("boolean from %j", (text, value) => {
    const outcome = boolean(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "scalar-answer" }));
  });

  test.each([
    ["It costs 12,111 dollars", 12111],
    ["-2,000.00", -2000],
    ["The total is 12.11.", 12.11],
    ["Answer: 42\nThe 7 other guesses were wrong.", 42],
  ])("number from %j", (text, value) => expect(number(text)).toMatchObject({ ok: true, value }));

  test.each([
    ["two", "TWO"],
    ["ONE: the first option", "ONE"],
    ["I would pick **TWO** here.", "TWO"],
  ])("enum choice from %j", (text, value) => expect(choice(text)).toMatchObject({ ok: true, value }));

  test("None as the whole answer to a null schema", () => {
    expect(salvage({ type: "null" })("None")).toMatchObject({ ok: true, value: null });
  });
});

describe("scalar-answer: what it refuses", () => {
  test.each([
    [boolean, "It is not true."],
    [boolean, "That isn't false"],
    [risk, "The risk is not high"],
  ])("a negation next to the value: %#", (parse, text) => {
    expect(parse(text)).toMatchObject({ ok: false, error: { code: "unrepairable", message: expect.stringContaining("negates") } });
  });

  test.each([
    [boolean, "Is it true?"],
    [number, "Did you mean 42?"],
  ])("a question: %#", (parse, text) => {
    expect(parse(text)).toMatchObject({ ok: false, error: { message: expect.stringContaining("asks a question") } });
  });

  test.each([
    [boolean, "I cannot say whether it is true."],
    [number, "I'm not sure, maybe 42"],
    [choice, "Sorry, I can't choose between ONE and the rest."],
  ])("a refusal or a hedge: %#", (parse, text) => {
    expect(parse(text)).toMatchObject({ ok: false, error: { message: expect.stringContaining("refuses or hedges") } });
  });

  test.each([
    [boolean, "true for cats, false for dogs"],
    [number, "3 apples and 5 pears"],
    [risk, "The risk is high, then low"],
    [choice, "ONE or TWO"],
  ])("two different values are ambiguous: %#", (parse, text) => {
    expect(parse(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  test.each(["1.234,5", "1/5", "It is 50%", "On 2024-01-05", "at 7:30"])("a number notation not read by default: %j", (text) => {
    expect(number(text)).toMatchObject({ ok: false, error: { message: expect.stringContaining("notation") } });
  });

  test("prose with no value of the kind, and text that would have to be invented", () => {
    expect(boolean("It depends on the weather").ok).toBe(false);
    expect(number("The answer is third").ok).toBe(false);
    expect(number("v2 is out").ok).toBe(false);
    expect(boolean("yes and no").ok).toBe(false);
    expect(integer("It is 3.5").ok).toBe(false);
  });

  test("never reads prose where the schema asks for an object or for anything", () => {
    expect(salvage({ type: "object" })("The answer is true").ok).toBe(false);
    expect(salvage({})("The answer is true").ok).toBe(false);
    expect(salvage({ anyOf: [{ type: "boolean" }, { type: "object" }] })("The answer is true").ok).toBe(false);
  });
});

describe("scalar-answer: several labelled lines", () => {
  test("two labelled lines naming different values are ambiguous", () => {
    expect(integer("Answer: 3\nAnswer: 4")).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(choice("Answer: ONE\r\nResult: TWO")).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(choice("Answer: ONE\nFinal answer: TWO")).toMatchObject({ ok: false });
  });

  test("labelled lines naming the same value agree", () => {
    expect(integer("Answer: 3\nFinal answer: 3")).toMatchObject({ ok: true, value: 3 });
    expect(choice("Answer: TWO\nAnswer: two")).toMatchObject({ ok: true, value: "TWO" });
  });
});

describe("scalar-answer: magnitude words, signs and negations are read or failed, never dropped", () => {
  const number = salvage({ type: "number" });
  const boolean = salvage({ type: "boolean" });
  test.each([
    ["The answer is 3.5 million.", 3_500_000],
    ["About 2 billion people", 2_000_000_000],
    ["It is minus 5 degrees", -5],
    ["negative 2", -2],
    ["3 hundred", 300],
  ])("%j is %d", (text, value) => {
    expect(number.parse(text)).toMatchObject({ ok: true, value });
  });
  test.each([["It is 50 percent"], ["2 dozen eggs"], ["about 3 bn"]])("%j fails: the word makes it another quantity", (text) => {
    expect(number.parse(text).ok).toBe(false);
  });
  test.each([["hardly true"], ["That is barely true."], ["not true"]])("%j fails: the negation would invert it", (text) => {
    expect(boolean.parse(text).ok).toBe(false);
  });
});
