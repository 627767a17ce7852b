import { describe, expect, test } from "vitest";
import { labelledParts } from "./region.js";
import { answerTokens } from "./tokens.js";

const numbers = (text: string) => answerTokens(text).filter((t) => t.kind !== "word").map((t) => (t.kind === "number" ? t.value : "odd"));

describe("answerTokens", () => {
  test("numbers as written, with thousands groups and a sentence period", () => {
    expect(numbers("12,111 and -2,000.00 and 12.11. and 1e3")).toEqual([12111, -2000, 12.11, 1000]);
  });
  test("numbers in other notations are odd; numbers glued to letters are words", () => {
    expect(numbers("1.234,5 1/5 50% 7:30 2024-01-05 1,2")).toEqual(["odd", "odd", "odd", "odd", "odd", "odd"]);
    expect(numbers("3rd v2 x10")).toEqual([]);
  });
  test("words lower-cased, markdown and punctuation apart, apostrophes kept", () => {
    expect(answerTokens("**True** isn't_ été").map((t) => (t.kind === "word" ? t.word : t.kind))).toEqual(["true", "isn't", "été"]);
  });
});

describe("labelledParts", () => {
  test("the first clause after a label", () => {
    const text = "Thinking...\n**Answer:** false — because\n- Result: 42, roughly";
    expect(labelledParts(text).map((r) => text.slice(r.start, r.end).trim())).toEqual(["false", "42"]);
  });
  test("no label, or a label without a colon", () => {
    expect(labelledParts("The answer is 42")).toEqual([]);
  });
});
