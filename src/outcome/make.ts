import type { Failure, Outcome, Step } from "./types.js";

/** Builds a successful outcome. */
export function success<T>(value: T, steps: readonly Step[] = []): Outcome<T> {
  return { ok: true, value, steps };
}

/** Builds a failed outcome; `issues` defaults to none. */
export function failure<T = never>(
  error: Omit<Failure, "issues"> & { readonly issues?: Failure["issues"] },
  steps: readonly Step[] = [],
): Outcome<T> {
  return { ok: false, error: { ...error, issues: error.issues ?? [] }, steps };
}
