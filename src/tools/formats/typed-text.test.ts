import { describe, expect, it } from "vitest";
import { compileGuide } from "../../schema/compile-guide.js";
import type { GuideNode } from "../../schema/guide-types.js";
import { toolset } from "../toolset.js";
import { typedText } from "./typed-text.js";

const node = (schema: Record<string, unknown>): GuideNode => {
  const guide = compileGuide(schema);
  if (!guide.ok) throw new Error("bad schema");
  return guide.value;
};

describe("typedText: a parameter's text typed by its schema, never guessed", () => {
  it("types literals and JSON by the property's type", () => {
    expect(typedText("3", node({ type: "integer" }))).toBe(3);
    expect(typedText("true", node({ type: "boolean" }))).toBe(true);
    expect(typedText("[1, 2]", node({ type: "array" }))).toEqual([1, 2]);
    expect(typedText("01234", node({ type: "string" }))).toBe("01234");
  });

  it("reads blank text as the empty list or object where the property takes one of them", () => {
    expect(typedText("   ", node({ type: "array", items: { type: "number" } }))).toEqual([]);
    expect(typedText("\n", node({ type: "object" }))).toEqual({});
    const tools = toolset({ empty: { type: "object", properties: { arr: { type: "array", items: { type: "number" } }, name: { type: "string" } } } });
    expect(tools.parse("<empty><arr>  </arr><name>x</name></empty>")).toMatchObject({ ok: true, value: [{ tool: "empty", input: { arr: [], name: "x" } }] });
  });

  // Negative cases: where blank text could be another value, it stays text for the schema to judge.
  it("keeps blank text where the property also takes a string or null, or either shape", () => {
    expect(typedText(" ", node({ type: ["array", "string"] }))).toBe(" ");
    expect(typedText("", node({ type: ["array", "null"] }))).toBe("");
    expect(typedText("", node({ type: ["array", "object"] }))).toBe("");
    expect(typedText("", undefined)).toBe("");
  });
});
