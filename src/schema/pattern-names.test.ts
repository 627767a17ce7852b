import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import { salvage } from "../salvage/salvage.js";
import { validate } from "./validate.js";

const REDOS = "^(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]$";

/** A one-member object written as JSON. */
const member = (key: string, value: unknown): string => JSON.stringify({ [key]: value });

describe("patternProperties names, matched in bounded time", () => {
  it("checks a long key a lookaround name matches, at any length (16 characters were the limit)", () => {
    const parse = salvage({ type: "object", patternProperties: { "^(?=.)\\d+x$": { type: "integer" } }, additionalProperties: false });
    for (const length of [20, 1_000, 100_000]) {
      const key = `${"1".repeat(length)}x`;
      expect(parse(member(key, 1))).toMatchObject({ ok: true, value: { [key]: 1 } });
      expect(parse(member(key, "one"))).toMatchObject({ ok: false, error: { code: "schema-mismatch", message: expect.stringContaining("Expected \"integer\"") } });
      expect(parse(member(`${key}y`, 1))).toMatchObject({ ok: false, error: { message: expect.stringContaining("Unexpected property") } });
    }
  });

  it("says a key it cannot settle in bounded time was not checked: never a pass, never a false no-match", () => {
    const parse = salvage({ type: "object", patternProperties: { [REDOS]: { type: "integer" } } });
    expect(parse(member("a-long-key-that-matches-the-name", 1))).toMatchObject({ ok: true });
    expect(parse(member("my-key", "one"))).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    // 2^40 steps on a plain backtracking engine; the bounded matcher's memo settles it: the name does not match.
    expect(parse(member(`${"a".repeat(40)}!`, "one"))).toMatchObject({ ok: true });
    // A name with a back-reference has no memo: over the budget, and said so.
    const repeated = salvage({ type: "object", patternProperties: { "^(a+)+\\1b$": { type: "integer" } } });
    const outcome = repeated(member(`${"a".repeat(40)}!`, "one"));
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch", message: expect.stringContaining("could not be checked against the patternProperties pattern") } });
    expect(!outcome.ok && outcome.error.issues?.[0]?.path).toStrictEqual([`${"a".repeat(40)}!`]);
  });

  it("never runs a name on JavaScript's engine: adjacent quantifiers on a long key cost time linear in it", () => {
    // RE2 could run this name, so it was thought safe and went to the validator's backtracking engine: O(n^6).
    const parse = salvage({ type: "object", patternProperties: { "^\\d*\\d*\\d*\\d*\\d*\\d*x$": { type: "integer" } } });
    expect(parse(member("123x", "s"))).toMatchObject({ ok: false, error: { message: expect.stringContaining("Expected \"integer\"") } });
    const digits = (n: number): string => member("1".repeat(n), 1);
    expect(growth((text: string) => parse(text), digits(2_000), digits(16_000))).toBeLessThan(24);
  });

  it("keeps the keyword's meaning: evaluated keys, two names on one key, names that match nothing, keys written in pattern syntax", () => {
    const two = { type: "object", patternProperties: { "^a": { type: "integer" }, "b$": { minimum: 5 }, "^zzz": false }, additionalProperties: false };
    expect(validate({ ab: 6, a: 1, xb: 7 }, two)).toMatchObject({ ok: true });
    expect(validate({ ab: 4 }, two)).toMatchObject({ ok: false });
    expect(validate({ ab: "6" }, two)).toMatchObject({ ok: false });
    expect(validate({ c: 1 }, two)).toMatchObject({ ok: false });
    const syntax = { type: "object", patternProperties: { "^[^a-z]*$": { type: "integer" } }, additionalProperties: false };
    expect(validate({ "": 1, "(?)": 2, "😀": 3, "\\": 4, "[]{}": 5, "$^|.*+": 6, __proto__: 7, "A\nB": 8 }, syntax)).toMatchObject({ ok: true });
    expect(validate({ "(?)": "two" }, syntax)).toMatchObject({ ok: false });
    const unevaluated = { type: "object", allOf: [{ patternProperties: { "^x-": true } }], unevaluatedProperties: false };
    expect(validate({ "x-a": 1, "x-b": 2 }, unevaluated)).toMatchObject({ ok: true });
    expect(validate({ "x-a": 1, y: 2 }, unevaluated)).toMatchObject({ ok: false });
    // The same name in nested objects and under $ref.
    const nested = { $defs: { m: { type: "object", patternProperties: { "^n\\d+$": { $ref: "#/$defs/m" } }, additionalProperties: false } }, $ref: "#/$defs/m" };
    expect(validate({ n1: { n2: {}, n3: { n4: {} } } }, nested)).toMatchObject({ ok: true });
    expect(validate({ n1: { n2: { m: {} } } }, nested)).toMatchObject({ ok: false });
  });

  it("sorts many keys in time linear in their number", () => {
    const check = (value: unknown) => validate(value, { type: "object", patternProperties: { "^k\\d*[02468]$": { type: "integer" }, "^k\\d*[13579]$": { type: "string" } } });
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i % 2 === 0 ? i : String(i)]));
    expect(check(keys(1_000))).toMatchObject({ ok: true });
    expect(growth(check, keys(2_000), keys(16_000))).toBeLessThan(24);
  });

  it("fails typed where the keys are too many to tell apart, never a throw", () => {
    // Keys a, aa, aaa, …: the name matches every other one, so each length is a branch of its own.
    const value = Object.fromEntries(Array.from({ length: 400 }, (_, i) => ["a".repeat(i + 1), 1]));
    const outcome = validate(value, { type: "object", patternProperties: { "^(?:aa)+$": { type: "integer" } } });
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch", message: expect.stringContaining("too many to sort") } });
  });
});
