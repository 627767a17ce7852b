import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { num, str } from "../../../test/helpers/guide.js";
import { numberToString } from "./number-to-string.js";

describe("number-to-string", () => {
  it("writes a whole number as a string where a string is expected", () => {
    expect(applyRule(numberToString, 42, str)).toEqual({ value: "42" });
    expect(applyRule(numberToString, -7, str)).toEqual({ value: "-7" });
  });
  it("leaves fractions and unsafe integers alone: their written form may be lost", () => {
    expect(applyRule(numberToString, 3.1, str)).toBeUndefined();
    expect(applyRule(numberToString, 2 ** 60, str)).toBeUndefined();
  });
  it("stays silent where a number fits or the node wants no string", () => {
    expect(applyRule(numberToString, 42, num)).toBeUndefined();
    expect(applyRule(numberToString, "42", str)).toBeUndefined();
  });
});
