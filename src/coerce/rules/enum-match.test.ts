import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { node } from "../../../test/helpers/guide.js";
import { enumMatch } from "./enum-match.js";

describe("enum-match", () => {
  const sentiment = node({ types: ["string"], enum: ["positive", "negative", "very_positive"] });
  it("matches one allowed value ignoring case, spaces and punctuation", () => {
    expect(applyRule(enumMatch, "Positive", sentiment)).toEqual({ value: "positive" });
    expect(applyRule(enumMatch, "Very Positive!", sentiment)).toEqual({ value: "very_positive" });
  });
  it("stays silent on no match, two matches and empty labels", () => {
    expect(applyRule(enumMatch, "neutral", sentiment)).toBeUndefined();
    expect(applyRule(enumMatch, "A-B", node({ enum: ["ab", "a_b"] }))).toBeUndefined();
    expect(applyRule(enumMatch, "!!", sentiment)).toBeUndefined();
    expect(applyRule(enumMatch, "pos", sentiment)).toBeUndefined();
  });
});
