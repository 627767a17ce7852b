// The example test of docs/fuzz.md, verbatim but for the import paths ("salvage" and "salvage/fuzz" there).
// If you change one, change the other.
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { salvage } from "../../src/index.js";
import { deepEqual, modelOutput, validates, type Corruption } from "../../src/fuzz/index.js";

const Click = z.strictObject({
  selector: z.string().min(1).meta({ aliases: ["element", "target"] }),
  double: z.boolean().optional(),
});
const parse = salvage(Click);
// The kit draws from JSON Schema: the parser's own, with the aliases declared above.
const jsonSchema = parse.jsonSchema ?? {};

describe("my click tool survives what models write", () => {
  it("recovers every recoverable output exactly, and never returns a wrong value", () => {
    fc.assert(
      fc.property(modelOutput(jsonSchema, { toolName: "click" }), (out) => {
        const result = parse(out.text);
        if (out.recoverable) {
          // The truth is still in the text: salvage must return it, exactly.
          expect(result.ok && deepEqual(result.value, out.expected), out.text).toBe(true);
        } else if (result.ok) {
          // Cut off, or a key renamed past recognition: failing is right; a value, if any, must still fit.
          expect(validates(jsonSchema, result.value), out.text).toBe(true);
        }
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it("reads only the corruptions I care about, with a fixed seed", () => {
    const sloppy = modelOutput(jsonSchema, { corruptions: ["key-alias", "single-quotes", "fence", "prose-around"], maxCorruptions: 4 });
    fc.assert(
      fc.property(sloppy, (out) => {
        expect(parse(out.text)).toMatchObject({ ok: true, value: out.expected });
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});

// The corruption of "A corruption of your own" in docs/fuzz.md.
const saidInline: Corruption = {
  name: "said-inline",
  phase: "text",
  rank: 90, // after the other text corruptions
  recoverable: true,
  applies: (draft) => !draft.truncated,
  apply: (draft) => ({
    ...draft,
    text: `The answer is ${draft.text}, as requested.`,
    span: { start: draft.span.start + 14, end: draft.span.end + 14 },
    applied: [...draft.applied, "said-inline"],
  }),
};

describe("a corruption of your own", () => {
  it("composes with the built-in ones", () => {
    const arb = modelOutput(jsonSchema, { corruptions: ["single-quotes", "python-literals", saidInline], maxCorruptions: 3 });
    fc.assert(
      fc.property(arb, (out) => {
        if (out.corruptions.includes("said-inline")) expect(out.text.startsWith("The answer is ")).toBe(true);
        expect(parse(out.text)).toMatchObject({ ok: true, value: out.expected });
      }),
      { seed: 3, numRuns: 200 },
    );
  });
});
