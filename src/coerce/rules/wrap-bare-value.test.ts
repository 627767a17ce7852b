import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, int, node, str } from "../../../test/helpers/guide.js";
import { wrapBareValue } from "./wrap-bare-value.js";

describe("wrap-bare-value", () => {
  it("wraps a bare value into the one required property", () => {
    expect(applyRule(wrapBareValue, "#btn", clickGuide())).toEqual({ value: { selector: "#btn" } });
    const scroll = node({ types: ["object"], properties: { amount: { node: int, required: true }, unit: { node: str } } });
    expect(applyRule(wrapBareValue, 3, scroll)).toEqual({ value: { amount: 3 } });
  });
  it("wraps a string where the property is another scalar, for the property's own rules to convert or fail", () => {
    const scroll = node({ types: ["object"], properties: { amount: { node: int, required: true } } });
    expect(applyRule(wrapBareValue, "3", scroll)).toEqual({ value: { amount: "3" } });
  });
  it("never wraps a bare number or boolean into a string property (1e3 is no selector)", () => {
    expect(applyRule(wrapBareValue, 42, clickGuide())).toBeUndefined();
    expect(applyRule(wrapBareValue, 1000, clickGuide())).toBeUndefined();
    expect(applyRule(wrapBareValue, true, clickGuide())).toBeUndefined();
  });
  it("stays silent when the property does not accept the value's kind", () => {
    expect(applyRule(wrapBareValue, null, clickGuide())).toBeUndefined();
    expect(applyRule(wrapBareValue, ["#btn"], clickGuide())).toBeUndefined();
  });
  it("stays silent with two required properties, or none", () => {
    const two = node({ types: ["object"], properties: { a: { node: str, required: true }, b: { node: str, required: true } } });
    expect(applyRule(wrapBareValue, "x", two)).toBeUndefined();
    const none = node({ types: ["object"], properties: { a: { node: str } } });
    expect(applyRule(wrapBareValue, "x", none)).toBeUndefined();
  });
  it("never wraps a string that reads like an object or array", () => {
    expect(applyRule(wrapBareValue, '{\\"selector\\": \\"#b\\"}', clickGuide())).toBeUndefined();
    expect(applyRule(wrapBareValue, " [1, 2] ", clickGuide())).toBeUndefined();
    expect(applyRule(wrapBareValue, "{curly} text", clickGuide())).toEqual({ value: { selector: "{curly} text" } });
    // Fuzzed regressions (test/properties/soundness): `Action Input: {sel` cut off and read as plain text, and a
    // double-encoded object in typographic quotes read as plain text.
    expect(applyRule(wrapBareValue, "{sel", clickGuide())).toBeUndefined();
    expect(applyRule(wrapBareValue, '“{\\"selector\\": \\"#b\\"}”', clickGuide())).toBeUndefined();
  });
  it("never wraps an object", () => {
    expect(applyRule(wrapBareValue, { other: "#btn" }, clickGuide())).toBeUndefined();
  });
});
