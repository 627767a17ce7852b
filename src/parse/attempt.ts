import { extractStep } from "../extract/candidate.js";
import { coerce } from "../coerce/engine.js";
import { readCandidate, type ReadSettings } from "../repair/index.js";
import type { ReadMemo } from "../repair/reader.js";
import { failure, success } from "../outcome/make.js";
import type { Candidate, Outcome, Step } from "../outcome/types.js";
import type { CompiledParser } from "./compile.js";
import { readByCutOffReader, withoutCutOffReaders } from "./unclosed-taken-back.js";

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

/** What an attempt asks its driver for next: a value to validate, or (with `outcome`) the finished attempt. */
export type AttemptNext = ValidateRequest | Attempt;

/**
 * Repairs a candidate's text, then coerces and validates the value, as a state machine its driver runs: `start()`,
 * then `resume(validated)` with each validation asked for, until an {@link Attempt} comes back. The pipeline's body
 * drives it with its own `yield`: one generator resumption per validation, however the attempt is built.
 */
export class CandidateAttempt {
  private settings: ReadSettings | undefined;
  private repaired: Outcome<unknown> | undefined;
  private current: ValueAttempt | undefined;
  private retried = false;

  constructor(
    private readonly candidate: Candidate,
    private readonly index: number,
    private readonly parser: CompiledParser,
    private readonly text: string,
    private readonly memo: ReadMemo,
  ) {}

  start(): AttemptNext {
    this.settings = this.parser.readSettings(this.text, this.memo);
    this.repaired = readCandidate(this.candidate, this.index, this.settings);
    return this.begin(this.repaired);
  }

  resume(validated: Outcome<unknown>): AttemptNext {
    const next = (this.current as ValueAttempt).resume(validated);
    return "outcome" in next ? this.finished(next) : next;
  }

  private begin(repaired: Outcome<unknown>): AttemptNext {
    const read = readForAttempt(this.candidate, this.index, repaired);
    if ("outcome" in read) return this.finished(read);
    this.current = new ValueAttempt(read.value, this.index, this.parser, read.steps, read.cost, this.candidate);
    const next = this.current.start();
    return "outcome" in next ? this.finished(next) : next;
  }

  private finished(attempt: Attempt): AttemptNext {
    // A reading that may be a cut-off text's (a string closed before the closers), in a value the schema does not
    // accept: read as the cut-off text it also is.
    const settings = this.settings as ReadSettings;
    if (this.retried || attempt.outcome.ok || !readByCutOffReader(this.repaired as Outcome<unknown>, settings)) return attempt;
    this.retried = true;
    return this.begin(readCandidate(this.candidate, this.index, withoutCutOffReaders(settings)));
  }
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
  const steps = [extractStep(candidate, index)];
  for (const step of repaired.steps) steps.push(step);
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
 * it stands instead of validating the same value again. `stepsBefore` is taken over (the attempt's steps extend it).
 * A {@link ValueAttempt} as a generator.
 */
export function* attemptValue(
  value: unknown,
  index: number,
  parser: CompiledParser,
  stepsBefore: Step[] = [],
  costBefore = 0,
  candidate?: Candidate,
  validatedAs?: Outcome<unknown>,
): Validation {
  const attempt = new ValueAttempt(value, index, parser, stepsBefore, costBefore, candidate);
  let next = attempt.start(validatedAs);
  while (!("outcome" in next)) next = attempt.resume(yield next);
  return next;
}

/** A value's coercion and validation as a state machine (see {@link CandidateAttempt}): `start`, then `resume`. */
class ValueAttempt {
  private readonly steps: Step[];
  private cost: number;
  private coerced: unknown;
  /** Which validation `resume` answers: the first (1) or the one after a second coercion (2). */
  private phase = 1;

  constructor(
    private readonly value: unknown,
    private readonly index: number,
    private readonly parser: CompiledParser,
    stepsBefore: Step[],
    costBefore: number,
    private readonly candidate: Candidate | undefined,
  ) {
    // Taken over, not copied: every caller hands a fresh array, which the attempt's steps then extend.
    this.steps = stepsBefore;
    this.cost = costBefore;
  }

  start(validatedAs?: Outcome<unknown>): AttemptNext {
    const { value, index, parser, steps } = this;
    const text = this.candidate?.text;
    // One options object, no spread: made for every candidate.
    const coerced = coerce(value, parser.guide, parser.rules, text === undefined ? { candidate: index, maxDepth: parser.maxDepth } : { candidate: index, maxDepth: parser.maxDepth, text });
    for (const step of coerced.steps) steps.push(step);
    if (!coerced.ok) return this.done(failure(coerced.error, steps), Reached.Coerce);
    this.cost += coerced.cost;
    this.coerced = coerced.value;
    const unchanged = validatedAs !== undefined && coerced.steps.length === 0 && Object.is(coerced.value, value);
    return unchanged ? this.resume(validatedAs) : { value: coerced.value, candidate: index };
  }

  resume(validated: Outcome<unknown>): AttemptNext {
    const { index, parser, steps } = this;
    for (const step of validated.steps) steps.push(step);
    if (this.phase === 2) return this.done(validated.ok ? success(validated.value, steps) : failure(validated.error, steps), Reached.Validate);
    if (validated.ok) return this.done(success(validated.value, steps), Reached.Validate);
    // Rules get a chance at what the validators reported, even where the guide saw nothing wrong.
    const reported = validated.error.issues.map((issue) => issue.path);
    if (reported.length === 0) return this.done(failure(validated.error, steps), Reached.Validate);
    const text = this.candidate?.text;
    const second = coerce(this.coerced, parser.guide, parser.rules, { candidate: index, maxDepth: parser.maxDepth, reported, ...(text === undefined ? {} : { text }) });
    if (!second.ok || second.steps.length === 0) return this.done(failure(validated.error, steps), Reached.Validate);
    for (const step of second.steps) steps.push(step);
    this.cost += second.cost;
    this.phase = 2;
    return { value: second.value, candidate: index };
  }

  private done(outcome: Outcome<unknown>, reached: Reached): Attempt {
    return { index: this.index, candidate: this.candidate, outcome, cost: this.cost, reached, written: this.value };
  }
}
