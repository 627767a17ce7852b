import { describe, expect, it } from "vitest";
import { KEY_BREAK, NON_FINITE, valueFacts } from "./value-facts.js";

describe("valueFacts", () => {
  it("finds a number that is not finite at any depth", () => {
    expect(valueFacts(Infinity, true)).toBe(NON_FINITE);
    expect(valueFacts({ a: [1, { b: [NaN] }] }, false)).toBe(NON_FINITE);
    expect(valueFacts([[[-Infinity]]], true)).toBe(NON_FINITE);
  });

  it("finds a key holding a line break at any depth, only when keys are asked", () => {
    expect(valueFacts([{ a: { "x\ny": 1 } }], true)).toBe(KEY_BREAK);
    expect(valueFacts({ "x\ry": 1 }, true)).toBe(KEY_BREAK);
    expect(valueFacts([{ a: { "x\ny": 1 } }], false)).toBe(0);
    expect(valueFacts({ "x\ny": [Infinity] }, true)).toBe(NON_FINITE | KEY_BREAK);
  });

  it("finds nothing in plain values: finite numbers, line breaks in strings, keys without one", () => {
    expect(valueFacts({ a: 1, b: [2.5, -0, 1e300], c: "x\ny", d: null, e: true }, true)).toBe(0);
    expect(valueFacts("Infinity", true)).toBe(0);
    expect(valueFacts(null, true)).toBe(0);
    expect(valueFacts([], true)).toBe(0);
    expect(valueFacts({ "x\\ny": 1 }, true)).toBe(0);
  });

  it("walks a deep value without recursion", () => {
    let deep: unknown = Infinity;
    for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
    expect(valueFacts(deep, true)).toBe(NON_FINITE);
  });
});
