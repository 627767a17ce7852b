import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, int, node, str } from "../../../test/helpers/guide.js";
import { ABSENT } from "../rule.js";
import { arrayToSingle } from "./array-to-single.js";
import { dropUnknownKeys } from "./drop-unknown-keys.js";
import { enumMatch } from "./enum-match.js";
import { fillDefault } from "./fill-default.js";
import { nullToAbsent } from "./null-to-absent.js";
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

describe("drop-unknown-keys", () => {
  it("drops keys a strict object rejects", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#b", note: "x" }, clickGuide(true))).toEqual({ value: { selector: "#b" } });
  });
  it("stays silent on open objects and objects without unknown keys", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#b", note: "x" }, clickGuide(false))).toBeUndefined();
    expect(applyRule(dropUnknownKeys, { selector: "#b" }, clickGuide(true))).toBeUndefined();
  });
});

describe("null-to-absent", () => {
  it("removes null for an optional property", () => {
    expect(applyRule(nullToAbsent, null, int, { node: int, required: false, aliases: [] })).toEqual({ value: ABSENT });
  });
  it("keeps null for required or nullable properties and outside objects", () => {
    expect(applyRule(nullToAbsent, null, int, { node: int, required: true, aliases: [] })).toBeUndefined();
    const nullable = node({ types: ["integer", "null"] });
    expect(applyRule(nullToAbsent, null, nullable, { node: nullable, required: false, aliases: [] })).toBeUndefined();
    expect(applyRule(nullToAbsent, null, int)).toBeUndefined();
  });
});

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

describe("drop-unknown-keys never drops a competing value", () => {
  it("keeps the object as it is when an unknown key is an alias or casing of a declared property", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#a", element: "#b" }, clickGuide(true))).toBeUndefined();
    expect(applyRule(dropUnknownKeys, { selector: "#a", Selector: "#b" }, clickGuide(true))).toBeUndefined();
  });
});

describe("the rule sets", () => {
  it("allRules is the default set in the same order, plus the opt-in rules", async () => {
    const { allRules, defaultRules } = await import("./index.js");
    expect(allRules.slice(0, defaultRules.length)).toEqual(defaultRules);
    expect(allRules.slice(defaultRules.length).map((rule) => rule.name)).toEqual(["fill-default"]);
  });
});
