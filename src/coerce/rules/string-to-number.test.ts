import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { int, node, num, str } from "../../../test/helpers/guide.js";
import { stringToNumber } from "./string-to-number.js";

describe("string-to-number", () => {
  it("reads JSON number literals written as strings", () => {
    expect(applyRule(stringToNumber, "42", num)).toEqual({ value: 42 });
    expect(applyRule(stringToNumber, " -1.5e2 ", num)).toEqual({ value: -150 });
    expect(applyRule(stringToNumber, "7", int)).toEqual({ value: 7 });
  });
  it("stays silent on anything that is not exactly a number", () => {
    for (const text of ["", "1,000", "0x10", "12px", "Infinity", "NaN", "1.", ".5", "+1", "01"]) {
      expect(applyRule(stringToNumber, text, num)).toBeUndefined();
    }
    expect(applyRule(stringToNumber, "7.5", int)).toBeUndefined();
    expect(applyRule(stringToNumber, "42", str)).toBeUndefined();
    expect(applyRule(stringToNumber, "42", node({ types: ["string", "number"] }))).toBeUndefined();
  });
});
