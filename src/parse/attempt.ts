import { extractStep } from "../extract/candidate.js";
import { coerce } from "../coerce/engine.js";
import { readCandidate } from "../repair/index.js";
import type { ReadMemo } from "../repair/reader.js";
import { failure, success } from "../outcome/make.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import type { CompiledParser } from "./compile.js";
import { readByUnclosedString, withoutUnclosedString } from "./unclosed-taken-back.js";

/** How far an attempt got: a failure that reached validation says more than one stopped at repair. */
export const Reached = { Repair: 1, Coerce: 2, Validate: 3 } as const;
export type Reached = (typeof Reached)[keyof typeof Reached];

/** One candidate taken through repair, coercion and validation. */
export interface Attempt {
  readonly index: number;
  readonly candidate: Candidate | undefined;
  readonly outcome: Outcome<unknown>;
  /** Price of the fixes: rule costs, plus syntax repair. Lower wins among valid readings. */
  readonly cost: number;
  readonly reached: Reached;
  /** The value as read from the candidate, before coercion and validation: what the model wrote. */
  readonly written?: unknown;
}

/** A request to run the validator chain on a value; the driver answers with its outcome. */
export type ValidateRequest = { readonly value: unknown; readonly candidate: number };
export type Validation = Generator<ValidateRequest, Attempt, Outcome<unknown>>;

const syntaxRepairCost = 0.5;
const truncationCost = 2;

/** Repairs a candidate's text, then coerces and validates the value. */
export function* attemptCandidate(candidate: Candidate, index: number, parser: CompiledParser, text: string, memo: ReadMemo): Validation {
  const settings = parser.readSettings(text, memo);
  const repaired = readCandidate(candidate, index, settings);
  let read = readForAttempt(candidate, index, repaired);
  const attempt = "outcome" in read ? read : yield* attemptValue(read.value, index, parser, read.steps, read.cost, candidate);
  // A string closed before the closers, in a value the schema does not accept: read as the cut-off text it also is.
  if (attempt.outcome.ok || !readByUnclosedString(repaired)) return attempt;
  read = readForAttempt(candidate, index, readCandidate(candidate, index, withoutUnclosedString(settings)));
  return "outcome" in read ? read : yield* attemptValue(read.value, index, parser, read.steps, read.cost, candidate);
}

/** The sync chain's outcome for a request, its validation steps naming the candidate they checked. */
export function validateNow(request: ValidateRequest, parser: CompiledParser): Outcome<unknown> {
  return relabel(parser.chain.validate(request.value), request.candidate);
}

/** Validation steps name the candidate they checked. */
export function relabel(outcome: Outcome<unknown>, candidate: number): Outcome<unknown> {
  if (candidate === 0) return outcome;
  const steps = outcome.steps.map((step) => (step.stage === "validate" ? { ...step, candidate } : step));
  return outcome.ok ? { ok: true, value: outcome.value, steps } : { ok: false, error: outcome.error, steps };
}

/** A candidate read: a failed attempt when no reader read it, else its value with the steps and cost so far. */
function readForAttempt(candidate: Candidate, index: number, repaired: Outcome<unknown>): Attempt | { readonly value: unknown; readonly steps: Step[]; readonly cost: number } {
  const steps = [extractStep(candidate, index), ...repaired.steps];
  if (!repaired.ok) {
    return { index, candidate, outcome: failure(repaired.error, steps), cost: 0, reached: Reached.Repair };
  }
  let cost = 0;
  for (const step of repaired.steps) {
    if (step.stage === "repair") cost += step.kind === "truncated" ? truncationCost : syntaxRepairCost;
  }
  return { value: repaired.value, steps, cost };
}

/**
 * Coerces and validates a value (already parsed): one pass, then one more for paths the validators reported.
 * `validatedAs` is the validation of `value` itself, when the caller has it: if no rule changes the value,
 * it stands instead of validating the same value again.
 */
export function* attemptValue(
  value: unknown,
  index: number,
  parser: CompiledParser,
  stepsBefore: readonly Step[] = [],
  costBefore = 0,
  candidate?: Candidate,
  validatedAs?: Outcome<unknown>,
): Validation {
  const steps = [...stepsBefore];
  let cost = costBefore;
  const done = (outcome: Outcome<unknown>, reached: Reached): Attempt => ({ index, candidate, outcome, cost, reached, written: value });
  const text = candidate?.text;
  // One options object, no spread: made for every candidate.
  const coerced = coerce(value, parser.guide, parser.rules, text === undefined ? { candidate: index, maxDepth: parser.maxDepth } : { candidate: index, maxDepth: parser.maxDepth, text });
  for (const step of coerced.steps) steps.push(step);
  if (!coerced.ok) return done(failure(coerced.error, steps), Reached.Coerce);
  cost += coerced.cost;
  const unchanged = validatedAs !== undefined && coerced.steps.length === 0 && Object.is(coerced.value, value);
  const validated = unchanged ? validatedAs : yield { value: coerced.value, candidate: index };
  for (const step of validated.steps) steps.push(step);
  if (validated.ok) return done(success(validated.value, steps), Reached.Validate);
  // Rules get a chance at what the validators reported, even where the guide saw nothing wrong.
  const reported = validated.error.issues.map((issue) => issue.path);
  if (reported.length === 0) return done(failure(validated.error, steps), Reached.Validate);
  const second = coerce(coerced.value, parser.guide, parser.rules, { candidate: index, maxDepth: parser.maxDepth, reported, ...(text === undefined ? {} : { text }) });
  if (!second.ok || second.steps.length === 0) return done(failure(validated.error, steps), Reached.Validate);
  for (const step of second.steps) steps.push(step);
  cost += second.cost;
  const revalidated = yield { value: second.value, candidate: index };
  for (const step of revalidated.steps) steps.push(step);
  return done(revalidated.ok ? success(revalidated.value, steps) : failure(revalidated.error, steps), Reached.Validate);
}
