import type { Outcome } from "../outcome/types.js";
import { noGuidanceMessage } from "../schema/index.js";
import type { CompiledParser } from "./compile.js";
import type { Pipeline } from "./pipeline.js";
import { relabel, validateNow } from "./attempt.js";

/** Drives a pipeline with the synchronous validator chain. */
export function runSync(pipeline: Pipeline, parser: CompiledParser): Outcome<unknown> {
  let next = pipeline.next();
  while (!next.done) next = pipeline.next(validateNow(next.value, parser));
  return withGuidanceHint(next.value, parser);
}

/** Drives a pipeline with the asynchronous validator chain (schemas with async checks). */
export async function runAsync(pipeline: Pipeline, parser: CompiledParser): Promise<Outcome<unknown>> {
  let next = pipeline.next();
  while (!next.done) {
    const validated = await parser.chain.validateAsync(next.value.value);
    next = pipeline.next(relabel(validated, next.value.candidate));
  }
  return withGuidanceHint(next.value, parser);
}

/** A mismatch under a schema that guided no repair says how to give it guidance (re-ask prompts use the issues, not this). */
export function withGuidanceHint(outcome: Outcome<unknown>, parser: CompiledParser): Outcome<unknown> {
  if (outcome.ok || parser.unguided === undefined || outcome.error.code !== "schema-mismatch") return outcome;
  return { ok: false, error: { ...outcome.error, message: `${outcome.error.message}\n${noGuidanceMessage(parser.unguided)}` }, steps: outcome.steps };
}
