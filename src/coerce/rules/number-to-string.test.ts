import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { num, str } from "../../../test/helpers/guide.js";
import { salvage } from "../../salvage/index.js";
import { fitsDeep, fitsShallow } from "../fits.js";
import { numberForms } from "../../text/number-forms.js";
import { numberToString } from "./number-to-string.js";

/** The rule as the pipeline runs it: with the text the value was read from. */
function fromText(value: number, text: string): unknown {
  const result = numberToString.apply(value, { node: str, path: [], property: undefined, fitsShallow, fitsDeep, writtenAs: numberForms(text) });
  return result === undefined ? undefined : result.value;
}

const versioned = { type: "object", properties: { version: { type: "string" } }, required: ["version"] } as const;

describe("number-to-string", () => {
  it("with no text, writes a whole number whose digits are certain", () => {
    expect(applyRule(numberToString, 42, str)).toEqual({ value: "42" });
    expect(applyRule(numberToString, -7, str)).toEqual({ value: "-7" });
  });
  it("with no text, leaves fractions and unsafe integers alone: their written form is lost", () => {
    expect(applyRule(numberToString, 3.1, str)).toBeUndefined();
    expect(applyRule(numberToString, 2 ** 60, str)).toBeUndefined();
  });
  it("stays silent where a number fits or the node wants no string", () => {
    expect(applyRule(numberToString, 42, num)).toBeUndefined();
    expect(applyRule(numberToString, "42", str)).toBeUndefined();
  });

  it("writes the number as the text wrote it", () => {
    expect(fromText(2, '{"version": 2.0}')).toBe("2.0");
    expect(fromText(3.1, '{"price": 3.10}')).toBe("3.10");
    expect(fromText(1000, '{"code": 1e3}')).toBe("1e3");
    expect(fromText(1234567890123456800, '{"id": 1234567890123456789}')).toBe("1234567890123456789");
    expect(fromText(-7, "[-7]")).toBe("-7");
    expect(fromText(82461110, '{"n": 82_461_110}')).toBe("82_461_110");
  });

  it("leaves the number alone where the text writes it two ways or nowhere", () => {
    expect(fromText(2, '{"a": 2, "b": 2.0}')).toBeUndefined();
    expect(fromText(3500000, "3.5 million")).toBeUndefined();
    // digits inside words are no number: `3f2a`, `1.2.3`, a leading zero
    expect(fromText(3, '{"id": "3f2a", "v": "1.2.3", "d": "2025-03-01"}')).toBeUndefined();
  });

  // Was a recoverable output that failed (soundness, seeds 20261132 and 20261142, SALVAGE_FUZZ_RUNS=50): the string
  // "+7" counted as a second way of writing 7, so the number 7 beside it was left a number.
  it("numbers written outside strings come first; a string's digits count only where no such number is written", () => {
    expect(fromText(7, '[{"name": "+7"}, {"name": 7}]')).toBe("7");
    expect(fromText(7, "[{“name”: “+7”}, {“name”: 7}]")).toBe("7");
    expect(fromText(2, '{"version": 2.0, "note": "use 2"}')).toBe("2.0");
    expect(fromText(2, '{"v": "{\\"x\\": 2.0}"}')).toBe("2.0");
    expect(fromText(7, '{"a": +7}')).toBe("+7");
    // two ways inside strings, none outside: still unread
    expect(fromText(2, '{"a": "2", "b": "2.0"}')).toBeUndefined();
    expect(salvage({ type: "array", items: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } }).parse('[{"name": "+7"}, {"name": 7}]')).toMatchObject({
      ok: true,
      value: [{ name: "+7" }, { name: "7" }],
    });
  });

  it("through the pipeline: `{\"version\": 2.0}` is the string 2.0, never 2", () => {
    expect(salvage(versioned).parse('{"version": 2.0}')).toMatchObject({ ok: true, value: { version: "2.0" } });
    expect(salvage(versioned).parse('Here: {version: 2.10,}')).toMatchObject({ ok: true, value: { version: "2.10" } });
    expect(salvage(versioned).parse('{"version": 7}')).toMatchObject({ ok: true, value: { version: "7" } });
    const id = { type: "object", properties: { id: { type: "string" } }, required: ["id"] } as const;
    expect(salvage(id).parse('{"id": 1234567890123456789}')).toMatchObject({ ok: true, value: { id: "1234567890123456789" } });
  });

  it("through the pipeline: two ways of writing the number leave it unread", () => {
    const two = { type: "object", properties: { version: { type: "string" }, n: { type: "number" } }, required: ["version"] } as const;
    expect(salvage(two).parse('{"version": 2, "n": 2.0}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });
});
