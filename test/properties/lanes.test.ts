/**
 * The parse pipeline has one lane, a generator, and two drivers: its outcome is the same whichever drives it, on the
 * fuzz kit's model outputs for every fixture schema (and with no schema):
 *  - driven by the synchronous validator chain (`runSync`, what `parse` runs) and by the asynchronous one
 *    (`runAsync`, what `parseAsync` runs);
 *  - one candidate taken without `select` and `select` over that one attempt.
 * Outcomes are compared whole: value or error, and every step.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { compileParser, type CompiledParser } from "../../src/parse/compile.js";
import { parseText, select } from "../../src/parse/pipeline.js";
import { runAsync, runSync } from "../../src/parse/run.js";
import { CandidateAttempt, validateNow, type Attempt } from "../../src/parse/attempt.js";
import { extract } from "../../src/extract/index.js";
import { newReadMemo } from "../../src/repair/reader.js";
import { modelOutput, type JsonSchema } from "../../src/fuzz/index.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";
import type { Candidate, Outcome } from "../../src/outcome/types.js";
import { count, excerpt, params, report, TIMEOUT } from "./budget.js";

const PROPERTY = "lanes (sync driver = async driver; one candidate = select over it)";

function compiled(schema: Record<string, unknown>): CompiledParser {
  const result = compileParser(schema);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const family = [
  ...Object.entries(schemas).map(([name, schema]) => ({ name, schema: schema as JsonSchema, parser: compiled(schema as Record<string, unknown>) })),
  { name: "(no schema)", schema: {} as JsonSchema, parser: compiled({}) },
];

/** An attempt through its state machine, its validations answered by the synchronous chain (as `runSync` does). */
function attemptDriven(candidate: Candidate, index: number, parser: CompiledParser, text: string): Attempt {
  const run = new CandidateAttempt(candidate, index, parser, text, newReadMemo());
  let next = run.start();
  while (!("outcome" in next)) next = run.resume(validateNow(next, parser));
  return next;
}

function same(a: Outcome<unknown>, b: Outcome<unknown>, context: string): void {
  expect(JSON.stringify(a), context).toBe(JSON.stringify(b));
  expect(a, context).toEqual(b);
}

describe("lanes: the pipeline's drivers and shortcut take exactly the general path's steps", () => {
  it("on the fuzz kit's outputs for every fixture schema", async () => {
    const cases = fc.constantFrom(...family).chain((member) => fc.tuple(fc.constant(member), modelOutput(member.schema)));
    await fc.assert(
      fc.asyncProperty(cases, async ([member, output]) => {
        count(PROPERTY, "cases");
        const { parser } = member;
        const text = output.text;
        const context = `${member.name}: ${excerpt(text)}`;
        same(await runAsync(parseText(text, parser), parser), runSync(parseText(text, parser), parser), context);
        const extracted = extract(text, { extractors: parser.extractors, maxCandidates: parser.maxCandidates, scalarWanted: parser.scalarWanted, arrayWanted: parser.arrayWanted });
        if (!extracted.ok) return;
        extracted.value.forEach((candidate, index) => {
          count(PROPERTY, "candidates");
          const attempt = attemptDriven(candidate, index, parser, text);
          // Over one attempt, `select` returns that attempt's outcome itself: the one-candidate lane skips it.
          expect(select([attempt], text, parser.rules), context).toBe(attempt.outcome);
        });
      }),
      params(43, 600),
    );
  }, TIMEOUT);
});

afterAll(() => {
  console.log(report("lanes"));
});
