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
  it("leaves a list to the one required property that takes it, unless the item fits the object itself", () => {
    const job = node({ types: ["object"], properties: { steps: { node: list, required: true } } });
    const jobs = node({ types: ["object"], properties: { jobs: { node: node({ types: ["array"], items: job }), required: true } } });
    expect(applyRule(arrayToSingle, [{ steps: ["build"] }], jobs)).toBeUndefined();
    expect(applyRule(arrayToSingle, [{ jobs: [] }], jobs)).toEqual({ value: { jobs: [] } });
    // A required property that takes no list: the object item is reworked as before (wrap-in-key, say).
    const image = node({ types: ["object"], properties: { image: { node: node({ types: ["object"] }), required: true } } });
    expect(applyRule(arrayToSingle, [{ url: "x" }], image)).toEqual({ value: { url: "x" } });
  });
});
