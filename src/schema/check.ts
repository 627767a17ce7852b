import type { Issue } from "../outcome/types.js";

/** What one validator said about one value. */
export type CheckResult =
  | { readonly kind: "pass"; readonly value: unknown }
  | { readonly kind: "fail"; readonly issues: readonly Issue[] }
  /** The validator could not judge the value: its schema is unusable, or the value is too deep for it. */
  | { readonly kind: "error"; readonly reason: "invalid-schema" | "too-deep"; readonly message: string };

/** One validator, compiled: a name for steps and issues, and a function that may answer asynchronously. */
export interface Check {
  readonly name: string;
  readonly run: (value: unknown) => CheckResult | PromiseLike<CheckResult>;
  /** Why the validator could not be built at all, if it could not (it then answers every value with this). */
  readonly setupError?: string;
}

/** Whether a value is a promise or any other thenable. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}
