import { describe, expect, it } from "vitest";
import { evidenceOf } from "./evidence.js";

const click = { type: "object", properties: { selector: { type: "string", aliases: ["element"] }, wait: { type: "number" } }, required: ["selector"], additionalProperties: false };
const mood = { type: "object", properties: { mood: { type: "string", enum: ["positive", "negative", "neutral"] } }, required: ["mood"] };
const of = (value: unknown, schema: Record<string, unknown>, expected?: unknown) => evidenceOf(value, schema, "k", expected, expected !== undefined);

describe("evidenceOf", () => {
  it("finds nothing for declared keys, aliases and their case or separator variants", () => {
    for (const value of [{ selector: "#a" }, { element: "#a" }, { Selector: "#a" }, { ELEMENT_: "#a", wait: 1 }]) expect(of(value, click), JSON.stringify(value)).toEqual([]);
  });

  it("pairs a lone unknown key with a lone missing required property, and nothing more without an expected value", () => {
    expect(of({ css: "#a" }, click)).toEqual([{ kind: "alias", schema: "k", at: "/properties/selector", path: "selector", from: "css", to: "selector" }]);
    // Two unknown keys: which one stands for `selector` is a guess, so the field is only reported missing.
    expect(of({ css: "#a", xpath: "//a" }, click)).toEqual([{ kind: "left-out", schema: "k", at: "/properties/selector", path: "selector", from: "selector" }]);
  });

  it("with an expected value, pairs the unknown key that holds the missing property's value", () => {
    expect(of({ css: "#a", xpath: "//a" }, click, { selector: "#a" })).toEqual([expect.objectContaining({ kind: "alias", from: "css", to: "selector" })]);
    expect(of({ css: "#b" }, click, { selector: "#a" })).toEqual([expect.objectContaining({ kind: "left-out", from: "selector" })]);
  });

  it("names the enum member a string stands for only when the text or the expected value says which", () => {
    expect(of({ mood: "pos" }, mood)).toEqual([expect.objectContaining({ kind: "enum-synonym", from: "pos", to: "positive" })]);
    expect(of({ mood: "glad" }, mood)[0]).not.toHaveProperty("to");
    expect(of({ mood: "glad" }, mood, { mood: "positive" })).toEqual([expect.objectContaining({ from: "glad", to: "positive" })]);
    // "ne" abbreviates two members (and is short): no target.
    expect(of({ mood: "ne" }, mood)[0]).not.toHaveProperty("to");
    expect(of({ mood: "neutral" }, mood)).toEqual([]);
  });

  it("follows $ref and array items, and does not enter unions", () => {
    const tree = { $ref: "#/$defs/node", $defs: { node: { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/node" } } }, required: ["name"] } } };
    expect(of({ name: "a", children: [{ title: "b" }] }, tree)).toEqual([expect.objectContaining({ kind: "alias", at: "/$defs/node/properties/name", path: "children[].name", from: "title" })]);
    expect(of({ css: "#a" }, { anyOf: [click] })).toEqual([]);
  });
});
