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

describe("string-to-number keeps what was written", () => {
  it("leaves a number a double cannot hold exactly as a string", () => {
    expect(applyRule(stringToNumber, "1234567890123456789", node({ types: ["integer"] }))).toBeUndefined();
    expect(applyRule(stringToNumber, "0.12345678901234567", node({ types: ["number"] }))).toBeUndefined();
  });
  it("converts one it holds exactly", () => {
    expect(applyRule(stringToNumber, "9007199254740991", node({ types: ["integer"] }))).toEqual({ value: 9007199254740991 });
    expect(applyRule(stringToNumber, "1.50", node({ types: ["number"] }))).toEqual({ value: 1.5 });
    expect(applyRule(stringToNumber, "2.5e3", node({ types: ["number"] }))).toEqual({ value: 2500 });
  });
});
