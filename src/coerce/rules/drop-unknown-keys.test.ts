import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, node, str } from "../../../test/helpers/guide.js";
import { dropUnknownKeys } from "./drop-unknown-keys.js";

describe("drop-unknown-keys", () => {
  it("drops keys a strict object rejects", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#b", note: "x" }, clickGuide(true))).toEqual({ value: { selector: "#b" } });
  });
  it("stays silent on open objects and objects without unknown keys", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#b", note: "x" }, clickGuide(false))).toBeUndefined();
    expect(applyRule(dropUnknownKeys, { selector: "#b" }, clickGuide(true))).toBeUndefined();
  });
});

describe("drop-unknown-keys never drops a competing value", () => {
  it("keeps the object as it is when an unknown key is an alias or casing of a declared property", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#a", element: "#b" }, clickGuide(true))).toBeUndefined();
    expect(applyRule(dropUnknownKeys, { selector: "#a", Selector: "#b" }, clickGuide(true))).toBeUndefined();
  });
});

describe("drop-unknown-keys applies to objects the node describes", () => {
  it("leaves an object alone where the node is a list that carries additionalProperties: false by mistake", () => {
    const list = node({ types: ["array"], additionalProperties: false, items: node({ types: ["object"], properties: { label: { node: str } } }) });
    expect(applyRule(dropUnknownKeys, { hint: "h", label: "Home" }, list)).toBeUndefined();
    const closed = node({ types: ["object"], additionalProperties: false, properties: { label: { node: str } } });
    expect(applyRule(dropUnknownKeys, { hint: "h", label: "Home" }, closed)).toEqual({ value: { label: "Home" } });
  });
});
