import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import { isJsonNumber, jsonNumberValue, printsAs, readLiteral } from "./literals.js";

describe("isJsonNumber", () => {
  it.each(["0", "-0", "1", "-12", "0.5", "1e5", "1E+5", "1e-05", "-1.25e10", "123456789012345678901234567890"])("accepts %s", (text) => {
    expect(isJsonNumber(text)).toBe(true);
    expect(Number(text)).toBe(JSON.parse(text));
  });
  it.each(["", "-", "01", "-01", "1.", ".5", "+1", "1e", "1e+", "1.2.3", "1-2", "0x10", "1ee5", "--1"])("rejects %j", (text) => {
    expect(isJsonNumber(text)).toBe(false);
    expect(() => JSON.parse(text)).toThrow();
  });
  it("is linear on a long near-miss", () => {
    expect(isJsonNumber("1".repeat(1_000_000) + "e")).toBe(false);
    // Four times the digits: about four times the time, where a backtracking check would take sixteen.
    expect(growth(isJsonNumber, "1".repeat(250_000) + "e", "1".repeat(1_000_000) + "e")).toBeLessThan(10);
  });
});

describe("jsonNumberValue", () => {
  it.each(["0", "-0", "7", "-12", "123456789012345", "-999999999999999", "9999999999999999", "9007199254740993", "0.5", "0.1", "-0.0", "12.30", "99999999999999.99", "1234567890.12345", "123456789012.3456", "1e5", "-1.25e10", "1E+400"])(
    "is JSON.parse's number for %s",
    (text) => {
      expect(Object.is(jsonNumberValue(text), JSON.parse(text))).toBe(true);
      // Read in place inside a longer text, as the parser does within a chunk.
      expect(Object.is(jsonNumberValue(`[${text},`, 1, text.length + 1), JSON.parse(text))).toBe(true);
    },
  );
  it.each(["", "-", "01", "-01", "00", "1.", ".5", "+1", "1e", "1-2", "0x10", "12a", "00.1", "1..2", "1.2.3", "-.5"])("refuses %j", (text) => {
    expect(jsonNumberValue(text)).toBeUndefined();
    expect(jsonNumberValue(`7${text}8`, 1, text.length + 1)).toBeUndefined(); // in place, digits around it
  });
});

describe("printsAs", () => {
  it.each(["0", "7", "-12", "37.5", "0.05", "-0.5", "0.000001", "123456789012345", "999999999999999"])("says %s prints as written", (text) => {
    expect(printsAs(` ${text},`, 1, text.length + 1, Number(text))).toBe(true);
    expect(String(Number(text))).toBe(text);
  });
  it.each(["-0", "2.0", "1.50", "0.0", "1e3", "1E-7", "0.0000001", "1234567890123456", "0.1234567890123456", "12345678901234567890"])("says %s may not", (text) => {
    expect(printsAs(text, 0, text.length, Number(text))).toBe(false);
  });
  it("never says yes where String() writes something else", () => {
    const digits = fc.string({ unit: fc.constantFrom("0", "1", "2", "5", "9"), minLength: 1, maxLength: 18 });
    const number = fc
      .tuple(fc.boolean(), digits, fc.option(digits), fc.option(fc.integer({ min: -30, max: 30 })))
      .map(([negative, whole, fraction, exponent]) => `${negative ? "-" : ""}${whole.replace(/^0+(?=.)/, "")}${fraction === null ? "" : `.${fraction}`}${exponent === null ? "" : `e${exponent}`}`)
      .filter(isJsonNumber);
    fc.assert(
      fc.property(number, (text) => {
        if (printsAs(text, 0, text.length, Number(text))) expect(String(Number(text))).toBe(text);
      }),
      { seed: 30, numRuns: 20_000 },
    );
  });
});

describe("readLiteral", () => {
  it("reads JSON, Python and JavaScript literals, naming the repair", () => {
    expect(readLiteral("true")).toEqual({ value: true, repair: undefined });
    expect(readLiteral("None")).toEqual({ value: null, repair: "python-literal" });
    expect(readLiteral("False")).toEqual({ value: false, repair: "python-literal" });
    expect(readLiteral("undefined")).toEqual({ value: null, repair: "undefined-literal" });
    expect(readLiteral("false")).toEqual({ value: false, repair: undefined });
    expect(readLiteral("null")).toEqual({ value: null, repair: undefined });
    expect(readLiteral("True")).toEqual({ value: true, repair: "python-literal" });
  });
  it.each(["NaN", "Infinity", "TRUE", "nil", "yes", "constructor", "toString", "nulls", "Nones", "truex", "undefinex", "fals", ""])("has no value for %s", (word) => {
    expect(readLiteral(word)).toBeUndefined();
  });
});
