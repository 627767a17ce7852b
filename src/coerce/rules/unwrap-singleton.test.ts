import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, node, str } from "../../../test/helpers/guide.js";
import { unwrapSingleton } from "./unwrap-singleton.js";

describe("unwrap-singleton", () => {
  it("unwraps a tool-name or input wrapper around the expected object", () => {
    expect(applyRule(unwrapSingleton, { click: { selector: "#b" } }, clickGuide())).toEqual({ value: { selector: "#b" } });
    expect(applyRule(unwrapSingleton, { input: { element: "#b" } }, clickGuide())).toEqual({ value: { element: "#b" } });
  });
  it("unwraps a list under one key where a list is expected", () => {
    const list = node({ types: ["array"], items: str });
    expect(applyRule(unwrapSingleton, { results: ["a"] }, list)).toEqual({ value: ["a"] });
  });
  it("stays silent when the key is a declared property or alias", () => {
    const guide = node({ types: ["object"], properties: { data: { node: node({ types: ["object"] }), required: true } } });
    expect(applyRule(unwrapSingleton, { data: { data: 1 } }, guide)).toBeUndefined();
    expect(applyRule(unwrapSingleton, { element: { selector: "#b" } }, clickGuide())).toBeUndefined();
  });
  it("stays silent when the inner object shares no key with the schema", () => {
    expect(applyRule(unwrapSingleton, { click: { target: "#b" } }, clickGuide())).toBeUndefined();
    expect(applyRule(unwrapSingleton, { click: "#b" }, clickGuide())).toBeUndefined();
    expect(applyRule(unwrapSingleton, { a: { selector: "#b" }, b: 1 }, clickGuide())).toBeUndefined();
  });
});

describe("unwrap-singleton never unwraps what says it is not the answer", () => {
  it.each(["error", "example", "wrong_answer", "not", "Examples", "incorrect-answer"])("%s", (key) => {
    expect(applyRule(unwrapSingleton, { [key]: { selector: "#btn" } }, clickGuide())).toBeUndefined();
  });
  it("still unwraps a tool name", () => {
    expect(applyRule(unwrapSingleton, { click: { selector: "#btn" } }, clickGuide())).toEqual({ value: { selector: "#btn" } });
  });
});
