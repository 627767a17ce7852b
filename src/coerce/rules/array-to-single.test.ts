import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { node, str } from "../../../test/helpers/guide.js";
import { arrayToSingle } from "./array-to-single.js";

const list = node({ types: ["array"], items: str });

describe("array-to-single", () => {
  it("takes the one item of a one-item list", () => {
    expect(applyRule(arrayToSingle, ["#b"], str)).toEqual({ value: "#b" });
  });
  it("stays silent on longer lists, wrong item types and where lists fit", () => {
    expect(applyRule(arrayToSingle, ["a", "b"], str)).toBeUndefined();
    expect(applyRule(arrayToSingle, [1], str)).toBeUndefined();
    expect(applyRule(arrayToSingle, ["a"], list)).toBeUndefined();
  });
});
