import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTolerant } from "../tolerant/parse-tolerant.js";
import { membersOf, repeatsKeys } from "./repeated-keys.js";
import { readJson } from "./strict-json.js";

const repeats = (text: string): boolean => repeatsKeys(text, JSON.parse(text));

describe("repeatsKeys", () => {
  it("finds a key written twice in one object, at any level", () => {
    expect(repeats('{"name": "A", "name": "B"}')).toBe(true);
    expect(repeats('{"name": "A", "name": "A"}')).toBe(true);
    expect(repeats('[1, {"x": {"a": 1, "b": 2, "a": 3}}]')).toBe(true);
    expect(repeats('{"__proto__": 1, "__proto__": 2}')).toBe(true);
    expect(repeats('{"": 1, "": 1}')).toBe(true);
  });

  it("finds none where keys repeat only across objects, or colons stand inside strings", () => {
    expect(repeats('{"a": 1, "b": {"a": 1}}')).toBe(false);
    expect(repeats('[{"a": 1}, {"a": 2}]')).toBe(false);
    expect(repeats('{"url": "https://x.y:8080/a:b", "at": "12:30"}')).toBe(false);
    expect(repeats('{"k:1": "\\": \\\\", "k:2": "\\\\\\":"}')).toBe(false);
    expect(repeats('{"a": "\\\\"}')).toBe(false);
    expect(repeats('"a: b"')).toBe(false);
    expect(repeats("[1, 2, 3]")).toBe(false);
    expect(repeats("{}")).toBe(false);
  });

  it("membersOf counts members at every level, and with `finite` says -1 for a number JSON.parse read as Infinity", () => {
    expect(membersOf(JSON.parse('{"a": [{"b": 1, "c": 2}], "d": {}}'), true)).toBe(4);
    expect(membersOf(JSON.parse("[1, 2]"), true)).toBe(0);
    expect(membersOf(JSON.parse("1e400"), true)).toBe(-1);
    expect(membersOf(JSON.parse('{"a": [1, -1e400]}'), true)).toBe(-1);
    expect(membersOf(JSON.parse('{"a": {"b": 1e999}}'), true)).toBe(-1);
    expect(membersOf(JSON.parse('{"a": {"b": 1e999}}'), false)).toBe(2);
    expect(membersOf(JSON.parse('{"a": "1e999", "b": 1e300}'), true)).toBe(2);
  });

  it("walks any depth JSON.parse builds", () => {
    const deep = '{"a":'.repeat(20_000) + "1" + "}".repeat(20_000);
    expect(repeats(deep)).toBe(false);
    expect(repeats('{"b": 0, "b": ' + deep + "}")).toBe(true);
  });

  it("agrees with the tolerant parser on generated JSON with few key names and colons in strings", () => {
    const key = fc.constantFrom("a", "b", "a:b", ':"', "\\", "__proto__");
    const text = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.constantFrom("1", "null", '"x:y"', '"\\\\"', '"\\":"'),
        fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(", ")}]`),
        fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(", ")}}`),
      ),
    })).value;
    fc.assert(
      fc.property(text, (json) => {
        const read = parseTolerant(json);
        const expected = read.ok ? read.repairs.some((note) => note.kind === "repeated-key") : read.reason === "repeated-key";
        expect(repeats(json)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a text that repeats a key from the strict reading", () => {
    expect(readJson('{"a": 1, "a": 2}', 64)).toBeUndefined();
    expect(readJson('{"a": 1, "a": 1}', 64)).toBeUndefined();
    expect(readJson('{"a": "1:2", "b": 1}', 64)).toStrictEqual({ value: { a: "1:2", b: 1 } });
  });
});
