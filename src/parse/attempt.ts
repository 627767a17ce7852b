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
  /** The value as read from the candidate, before coercion and validation: what the model wrote. */
  readonly written?: unknown;
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
  const attempt = yield* drive(readForAttempt(candidate, index, parser, repaired));
  // A string closed before the closers, in a value the schema does not accept: read as the cut-off text it also is.
  if (attempt.outcome.ok || !readByUnclosedString(repaired)) return attempt;
  return yield* drive(readForAttempt(candidate, index, parser, readCandidate(candidate, index, withoutUnclosedString(settings))));
}

/**
 * {@link attemptCandidate} with the synchronous validator chain called in place: the same attempt, without a
 * generator per candidate (a parse of a small answer pays for each one).
 */
export function attemptCandidateNow(candidate: Candidate, index: number, parser: CompiledParser, text: string): Attempt {
  const settings = parser.readSettings(text);
  const repaired = readCandidate(candidate, index, settings);
  const attempt = driveNow(readForAttempt(candidate, index, parser, repaired), parser);
  if (attempt.outcome.ok || !readByUnclosedString(repaired)) return attempt;
  return driveNow(readForAttempt(candidate, index, parser, readCandidate(candidate, index, withoutUnclosedString(settings))), parser);
}

/** Runs an attempt, yielding each value to validate to the caller. */
function* drive(run: Attempt | AttemptRun): Validation {
  if (!(run instanceof AttemptRun)) return run;
  let request = run.start();
  while (request !== undefined) request = run.resume(yield request);
  return run.result();
}

/** Runs an attempt with the synchronous validator chain. */
function driveNow(run: Attempt | AttemptRun, parser: CompiledParser): Attempt {
  if (!(run instanceof AttemptRun)) return run;
  let request = run.start();
  while (request !== undefined) request = run.resume(validateNow(request, parser));
  return run.result();
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

/** A candidate read: a failed attempt when no reader read it, else the run that coerces and validates its value. */
function readForAttempt(candidate: Candidate, index: number, parser: CompiledParser, repaired: Outcome<unknown>): Attempt | AttemptRun {
  const steps = [extractStep(candidate, index), ...repaired.steps];
  if (!repaired.ok) {
    return { index, candidate, outcome: failure(repaired.error, steps), cost: 0, reached: Reached.Repair };
  }
  let cost = 0;
  for (const step of repaired.steps) {
    if (step.stage === "repair") cost += step.kind === "truncated" ? truncationCost : syntaxRepairCost;
  }
  return new AttemptRun(repaired.value, index, parser, steps, cost, candidate, undefined);
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
  return yield* drive(new AttemptRun(value, index, parser, [...stepsBefore], costBefore, candidate, validatedAs));
}

/**
 * One value through coercion and validation, as a machine the caller drives: `start` and `resume` return the
 * next value to validate (or `undefined` when the attempt is over), `resume` takes that validation's outcome.
 * A generator driver and a synchronous one share it, so both take exactly the same steps.
 */
class AttemptRun {
  private cost: number;
  /** The value after the first coercion, which a second one (at the paths validators reported) starts from. */
  private coerced: unknown;
  private second = false;
  private done: Attempt | undefined;

  constructor(
    private readonly value: unknown,
    private readonly index: number,
    private readonly parser: CompiledParser,
    /** The steps so far; the run appends to it. */
    private readonly steps: Step[],
    costBefore: number,
    private readonly candidate: Candidate | undefined,
    private readonly validatedAs: Outcome<unknown> | undefined,
  ) {
    this.cost = costBefore;
  }

  start(): ValidateRequest | undefined {
    const { parser, index, value, steps } = this;
    const coerced = coerce(value, parser.guide, parser.rules, { candidate: index, maxDepth: parser.maxDepth });
    for (const step of coerced.steps) steps.push(step);
    if (!coerced.ok) return this.finish(failure(coerced.error, steps), Reached.Coerce);
    this.coerced = coerced.value;
    this.cost += coerced.cost;
    const unchanged = this.validatedAs !== undefined && coerced.steps.length === 0 && Object.is(coerced.value, value);
    return unchanged ? this.resume(this.validatedAs as Outcome<unknown>) : { value: coerced.value, candidate: index };
  }

  resume(validated: Outcome<unknown>): ValidateRequest | undefined {
    const { steps, index } = this;
    for (const step of validated.steps) steps.push(step);
    if (validated.ok) return this.finish(success(validated.value, steps), Reached.Validate);
    if (this.second) return this.finish(failure(validated.error, steps), Reached.Validate);
    // Rules get a chance at what the validators reported, even where the guide saw nothing wrong.
    const reported = validated.error.issues.map((issue) => issue.path);
    if (reported.length > 0) {
      const { parser } = this;
      const second = coerce(this.coerced, parser.guide, parser.rules, {
        candidate: index,
        maxDepth: parser.maxDepth,
        reported,
      });
      if (second.ok && second.steps.length > 0) {
        for (const step of second.steps) steps.push(step);
        this.cost += second.cost;
        this.second = true;
        return { value: second.value, candidate: index };
      }
    }
    return this.finish(failure(validated.error, steps), Reached.Validate);
  }

  result(): Attempt {
    return this.done as Attempt;
  }

  private finish(outcome: Outcome<unknown>, reached: Reached): undefined {
    this.done = { index: this.index, candidate: this.candidate, outcome, cost: this.cost, reached, written: this.value };
    return undefined;
  }
}
