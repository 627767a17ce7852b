import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, node, str } from "../../../test/helpers/guide.js";
import { fillDefault } from "./fill-default.js";

describe("fill-default (opt-in)", () => {
  const guide = node({ types: ["object"], properties: { mode: { node: node({ types: ["string"], default: "fast" }), required: true }, x: { node: str } } });
  it("fills a missing required property that has a default", () => {
    expect(applyRule(fillDefault, { x: "1" }, guide)).toEqual({ value: { x: "1", mode: "fast" } });
  });
  it("stays silent when the property is present or has no default", () => {
    expect(applyRule(fillDefault, { mode: "slow" }, guide)).toBeUndefined();
    expect(applyRule(fillDefault, {}, clickGuide())).toBeUndefined();
  });
});
