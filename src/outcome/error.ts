import type { Failure, Outcome } from "./types.js";

/** The one error salvage throws, and only from the `orThrow` conveniences: it carries the failed outcome. */
export class SalvageError extends Error {
  override readonly name: string = "SalvageError";
  readonly code: Failure["code"];
  readonly failure: Failure;
  readonly outcome: Outcome<never>;

  constructor(outcome: Outcome<unknown> & { ok: false }) {
    super(outcome.error.message);
    this.code = outcome.error.code;
    this.failure = outcome.error;
    this.outcome = outcome;
  }
}

/** The value of an ok outcome, or a thrown `SalvageError` carrying the failure. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new SalvageError(outcome);
}
