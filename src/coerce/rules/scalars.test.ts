import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { bool, int, node, num, str } from "../../../test/helpers/guide.js";
import { numberToString } from "./number-to-string.js";
import { stringToBoolean } from "./string-to-boolean.js";
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

describe("string-to-boolean", () => {
  it("reads true and false in any case", () => {
    expect(applyRule(stringToBoolean, "true", bool)).toEqual({ value: true });
    expect(applyRule(stringToBoolean, " FALSE ", bool)).toEqual({ value: false });
  });
  it("stays silent on yes/no, 1/0 and where a string is accepted", () => {
    for (const text of ["yes", "no", "1", "0", "t", ""]) expect(applyRule(stringToBoolean, text, bool)).toBeUndefined();
    expect(applyRule(stringToBoolean, "true", str)).toBeUndefined();
  });
});

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
