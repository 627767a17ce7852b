import { describe, expect, it } from "vitest";

describe("the rule sets", () => {
  it("allRules is the default set in the same order, plus the opt-in rules", async () => {
    const { allRules, defaultRules } = await import("./index.js");
    expect(allRules.slice(0, defaultRules.length)).toEqual(defaultRules);
    expect(allRules.slice(defaultRules.length).map((rule) => rule.name)).toEqual(["fill-default"]);
  });
});
