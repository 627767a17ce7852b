import { extractStep } from "../extract/candidate.js";
import { coerce } from "../coerce/engine.js";
import { readCandidate } from "../repair/index.js";
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
}

/** A request to run the validator chain on a value; the driver answers with its outcome. */
export type ValidateRequest = { readonly value: unknown; readonly candidate: number };
export type Validation = Generator<ValidateRequest, Attempt, Outcome<unknown>>;

const syntaxRepairCost = 0.5;
const truncationCost = 2;

/** Repairs a candidate's text, then coerces and validates the value. */
export function* attemptCandidate(candidate: Candidate, index: number, parser: CompiledParser, text: string): Validation {
  const settings = parser.readSettings(text);
  const repaired = readCandidate(candidate, index, settings);
  const attempt = yield* attemptRead(candidate, index, parser, repaired);
  // A string closed before the closers, in a value the schema does not accept: read as the cut-off text it also is.
  if (attempt.outcome.ok || !readByUnclosedString(repaired)) return attempt;
  return yield* attemptRead(candidate, index, parser, readCandidate(candidate, index, withoutUnclosedString(settings)));
}

function* attemptRead(candidate: Candidate, index: number, parser: CompiledParser, repaired: Outcome<unknown>): Validation {
  const steps = [extractStep(candidate, index), ...repaired.steps];
  if (!repaired.ok) {
    return { index, candidate, outcome: failure(repaired.error, steps), cost: 0, reached: Reached.Repair };
  }
  let cost = 0;
  for (const step of repaired.steps) {
    if (step.stage === "repair") cost += step.kind === "truncated" ? truncationCost : syntaxRepairCost;
  }
  return yield* attemptValue(repaired.value, index, parser, steps, cost, candidate);
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
  const coerced = coerce(value, parser.guide, parser.rules, { candidate: index, maxDepth: parser.maxDepth });
  const steps = [...stepsBefore, ...coerced.steps];
  if (!coerced.ok) {
    return { index, candidate, outcome: failure(coerced.error, steps), cost: costBefore, reached: Reached.Coerce };
  }
  const cost = costBefore + coerced.cost;
  const unchanged = validatedAs !== undefined && coerced.steps.length === 0 && Object.is(coerced.value, value);
  const validated = unchanged ? validatedAs : yield { value: coerced.value, candidate: index };
  steps.push(...validated.steps);
  if (validated.ok) return { index, candidate, outcome: success(validated.value, steps), cost, reached: Reached.Validate };

  // Rules get a chance at what the validators reported, even where the guide saw nothing wrong.
  const reported = validated.error.issues.map((issue) => issue.path);
  if (reported.length > 0) {
    const second = coerce(coerced.value, parser.guide, parser.rules, {
      candidate: index,
      maxDepth: parser.maxDepth,
      reported,
    });
    if (second.ok && second.steps.length > 0) {
      steps.push(...second.steps);
      const revalidated = yield { value: second.value, candidate: index };
      steps.push(...revalidated.steps);
      const total = cost + second.cost;
      if (revalidated.ok) {
        return { index, candidate, outcome: success(revalidated.value, steps), cost: total, reached: Reached.Validate };
      }
      return { index, candidate, outcome: failure(revalidated.error, steps), cost: total, reached: Reached.Validate };
    }
  }
  return { index, candidate, outcome: failure(validated.error, steps), cost, reached: Reached.Validate };
}
