import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { node, str } from "../../../test/helpers/guide.js";
import { singleToArray } from "./single-to-array.js";

const list = node({ types: ["array"], items: str });

describe("single-to-array", () => {
  it("wraps one value where a list of such values is expected", () => {
    expect(applyRule(singleToArray, "red", list)).toEqual({ value: ["red"] });
  });
  it("stays silent on arrays, null, wrong item types and lists that need two items", () => {
    expect(applyRule(singleToArray, ["red"], list)).toBeUndefined();
    expect(applyRule(singleToArray, null, list)).toBeUndefined();
    expect(applyRule(singleToArray, 3, list)).toBeUndefined();
    expect(applyRule(singleToArray, "red", node({ types: ["array"], items: str, minItems: 2 }))).toBeUndefined();
  });
});
