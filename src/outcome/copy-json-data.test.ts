import { describe, expect, it } from "vitest";
import type { Reader } from "../repair/reader.js";
import type { Rule } from "../coerce/rule.js";
import { salvage } from "../salvage/salvage.js";
import { toolset } from "../tools/toolset.js";
import { copyJsonData } from "./pieces.js";

// A user piece's output is read once, into a copy, before validation (issue 33): a value that changes between reads
// (a getter, a proxy) cannot be validated on one read and returned on another.

/** An object whose `selector` is a string on its first read and a number on every later one. */
function shifty(): Record<string, unknown> {
  let reads = 0;
  return Object.defineProperty({}, "selector", { get: () => (reads++ === 0 ? "#ok" : 42), enumerable: true });
}

const schema = { type: "object", properties: { selector: { type: "string" } }, required: ["selector"], additionalProperties: false };

describe("piece outputs are copied once", () => {
  it("a reader's value: what is validated is what is returned", () => {
    const reader: Reader = { name: "shifty", read: () => ({ value: shifty() }) };
    const outcome = salvage(schema, { readers: [reader] })("{selector}");
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#ok" } });
    if (outcome.ok) expect(Object.getOwnPropertyDescriptor(outcome.value, "selector")).toMatchObject({ value: "#ok", writable: true });
  });

  it("a tool input a rule gave: an invalid input never comes back ok", () => {
    const rule: Rule = { name: "shifty", cost: 1, apply: () => ({ value: shifty() }) };
    const outcome = toolset({ click: { schema, rules: [rule] } }).parse('{"name": "click", "arguments": [1]}');
    expect(outcome).toMatchObject({ ok: true, value: [{ tool: "click", input: { selector: "#ok" } }] });
  });

  it("a rule's replacement: copied too", () => {
    const rule: Rule = { name: "shifty", cost: 1, apply: () => ({ value: shifty() }) };
    const outcome = salvage(schema, { rules: [rule] })("[1]");
    expect(outcome.ok ? outcome.value : outcome.error.code).toEqual({ selector: "#ok" });
  });

  it("copyJsonData keeps key order and own __proto__ keys, and refuses what is not JSON data", () => {
    const value = JSON.parse('{"b": 1, "a": [true, null, "x"], "__proto__": {"c": 2}}') as unknown;
    const copy = copyJsonData(value, 64);
    expect(JSON.stringify(copy?.value)).toBe(JSON.stringify(value));
    expect(Object.getPrototypeOf(copy?.value)).toBe(Object.prototype);
    const cycle: Record<string, unknown> = {};
    cycle["self"] = cycle;
    for (const bad of [cycle, { f: () => 1 }, { n: Number.NaN }, new Date(), [[[1]]]]) expect(copyJsonData(bad, 2)).toBeUndefined();
  });
});
