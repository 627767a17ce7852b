import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { extract } from "./extract.js";
import { findHiddenRanges } from "./think.js";

/** Fragments that exercise every finder and their interactions. */
const fragment = fc.constantFrom(
  "{", "}", "[", "]", '"', "'", "\\", ":", ",", " ", "\n", "\r\n", "\t", "a", "1", "-", "true",
  "```", "```json\n", "~~~", "\n```\n", "<think>", "</think>", "\n<think>\n", "<json>", "</json>",
  "<answer x='1'>", "Action: click\n", "Action Input: ", "Final Answer: ", "Observation: ", "**",
  "{\"a\": 1}", "['x']", "{a: 1}", "[see]", "(", "é", "\u00a0", "\u2028",
);
const text = fc.oneof(fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join("")), fc.string({ unit: "binary" }));

describe("extract properties", () => {
  test("never throws; candidates are exact, trimmed, distinct, visible slices", () => {
    fc.assert(
      fc.property(text, (input) => {
        const outcome = extract(input);
        if (!outcome.ok) {
          expect(outcome.error.code).toBe("no-json-found");
          expect(outcome.error.text).toBe(input);
          return;
        }
        const hidden = findHiddenRanges(input);
        expect(outcome.value.length).toBeGreaterThan(0);
        expect(outcome.value.length).toBeLessThanOrEqual(32);
        expect(new Set(outcome.value.map((c) => c.text)).size).toBe(outcome.value.length);
        for (const c of outcome.value) {
          expect(input.slice(c.start, c.end)).toBe(c.text);
          expect(c.text.length).toBeGreaterThan(0);
          expect(c.text.trim()).toBe(c.text);
          expect(hidden.some((r) => r.start <= c.start && c.start < r.end)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
