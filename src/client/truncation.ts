import type { Failure, Step } from "../outcome/types.js";
import { tokenLimitMessage } from "./messages.js";

/** Anything outcome-shaped: `Outcome`, or a toolset's outcome whose failure carries more fields. */
type OutcomeLike<E extends Failure> =
  | { readonly ok: true; readonly value: unknown; readonly steps: readonly Step[] }
  | { readonly ok: false; readonly error: E; readonly steps: readonly Step[] };

/**
 * A failed outcome for an answer the client says stopped at the token limit becomes a `truncated`
 * failure, whatever else went wrong in it: the fix is a higher limit, not a re-ask. Successes and
 * outcomes already marked pass through.
 */
export function markTruncated<O extends OutcomeLike<Failure>>(outcome: O, truncated: boolean): O {
  if (outcome.ok || !truncated || outcome.error.code === "truncated") return outcome;
  return { ...outcome, error: { ...outcome.error, code: "truncated", message: tokenLimitMessage(outcome.error.message) } };
}
