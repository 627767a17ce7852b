import * as fc from "fast-check";
import JSON5 from "json5";
import { describe, expect, it } from "vitest";
import { corruptionArb, modelOutput } from "./arbitraries.js";
import { schemaNamed } from "./schemas.fixture.js";

describe("corruptionArb", () => {
  it("draws one to three corruptions in running order, at most one root wrapper", () => {
    fc.assert(
      fc.property(corruptionArb(), (list) => {
        expect(list.length).toBeGreaterThanOrEqual(1);
        expect(list.length).toBeLessThanOrEqual(3);
        const phases = list.map((c) => ["value", "syntax", "text"].indexOf(c.phase));
        expect([...phases].sort()).toEqual(phases);
        expect(list.filter((c) => c.group === "root-wrapper").length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("draws only from the pool it is given, and rejects unknown names", () => {
    fc.assert(fc.property(corruptionArb({ corruptions: ["fence", "comments"], maxCorruptions: 2 }), (list) => {
      for (const c of list) expect(["fence", "comments"]).toContain(c.name);
    }));
    expect(() => corruptionArb({ corruptions: ["no-such-thing"] })).toThrow(RangeError);
  });
});

describe("modelOutput", () => {
  it("has an expected value exactly when recoverable, equal to the value meant", () => {
    fc.assert(
      fc.property(modelOutput(schemaNamed("product"), { toolName: "product" }), (out) => {
        expect("expected" in out).toBe(out.recoverable);
        if (out.recoverable) expect(out.expected).toEqual(out.value);
        if (out.corruptions.includes("truncate") || out.corruptions.includes("undeclared-alias")) expect(out.recoverable).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("writes JSON5 that reads back to the value when only JSON5-style corruptions apply", () => {
    const arb = modelOutput(schemaNamed("config"), { corruptions: ["single-quotes", "trailing-commas", "comments", "unquoted-keys"] });
    fc.assert(fc.property(arb, (out) => {
      expect(JSON5.parse(out.text)).toEqual(out.value);
    }), { numRuns: 200 });
  });

  it("applies no value corruption when schemaless", () => {
    const arb = modelOutput(schemaNamed("click"), { schemaless: true, corruptions: ["key-alias", "bare-value", "wrap-object", "fence"] });
    fc.assert(fc.property(arb, (out) => {
      expect(out.corruptions.filter((c) => c !== "fence")).toEqual([]);
    }));
  });

  it("is reproducible for a seed", () => {
    const arb = modelOutput(schemaNamed("tree"));
    expect(fc.sample(arb, { seed: 9, numRuns: 30 })).toEqual(fc.sample(arb, { seed: 9, numRuns: 30 }));
  });
});
