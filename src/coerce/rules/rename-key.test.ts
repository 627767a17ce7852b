import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, node, str } from "../../../test/helpers/guide.js";
import { renameKey } from "./rename-key.js";

const camel = node({ types: ["object"], properties: { selectorName: { node: str, required: true } } });

describe("rename-key", () => {
  it("renames a declared alias", () => {
    expect(applyRule(renameKey, { element: "#b" }, clickGuide())).toEqual({ value: { selector: "#b" } });
  });
  it("renames unique case, snake, kebab and camel variants", () => {
    expect(applyRule(renameKey, { Selector: "#b" }, clickGuide())).toEqual({ value: { selector: "#b" } });
    expect(applyRule(renameKey, { selector_name: "#b" }, camel)).toEqual({ value: { selectorName: "#b" } });
    expect(applyRule(renameKey, { "selector-name": "#b" }, camel)).toEqual({ value: { selectorName: "#b" } });
    expect(applyRule(renameKey, { SELECTORNAME: "#b" }, camel)).toEqual({ value: { selectorName: "#b" } });
  });
  it("keeps the key order", () => {
    const result = applyRule(renameKey, { a: 1, element: "#b", z: 2 }, clickGuide()) as { value: object };
    expect(Object.keys(result.value)).toEqual(["a", "selector", "z"]);
  });
  it("stays silent when the value already fits or the name is not declared", () => {
    expect(applyRule(renameKey, { selector: "#b" }, clickGuide())).toBeUndefined();
    expect(applyRule(renameKey, { selector_name: "#b" }, clickGuide())).toBeUndefined();
    expect(applyRule(renameKey, "#b", clickGuide())).toBeUndefined();
  });
  it("never renames onto a property that is present", () => {
    expect(applyRule(renameKey, { selector: "#a", element: "#b" }, clickGuide())).toBeUndefined();
  });
  it("renames nothing when two keys claim one property", () => {
    expect(applyRule(renameKey, { Selector: "#a", element: "#b" }, clickGuide())).toBeUndefined();
  });
  it("renames nothing when one key could be two properties", () => {
    const guide = node({ types: ["object"], properties: { a: { node: str, aliases: ["x"] }, b: { node: str, aliases: ["x"] } } });
    expect(applyRule(renameKey, { x: "1" }, guide)).toBeUndefined();
  });
});
