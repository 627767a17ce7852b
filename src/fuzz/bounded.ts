import * as fc from "fast-check";

/** Draws in a row a filter may reject before the draw is refused (a RangeError), instead of looping forever. */
export const MAX_REJECTED_DRAWS = 2000;
/** Milliseconds a run of rejected draws may last before the draw is refused. */
export const MAX_REJECTING_MS = 1500;

/**
 * `arb.filter(keep)` that refuses, with a RangeError, after `MAX_REJECTED_DRAWS` rejections in a row: a schema
 * whose constraints the generator cannot steer by (`not`, `oneOf` overlaps, a format beside a pattern) ends in
 * a typed refusal, never a hang.
 */
export function bounded(arb: fc.Arbitrary<unknown>, keep: (value: unknown) => boolean): fc.Arbitrary<unknown> {
  let rejected = 0;
  let since = 0;
  return arb.filter((value) => {
    if (keep(value)) {
      rejected = 0;
      return true;
    }
    if (rejected++ === 0) since = Date.now();
    if (rejected >= MAX_REJECTED_DRAWS || Date.now() - since > MAX_REJECTING_MS) {
      rejected = 0;
      throw new RangeError(`valueOf: ${MAX_REJECTED_DRAWS} draws in a row (or ${MAX_REJECTING_MS} ms of them) were not valid under the schema; it is too constrained for this generator`);
    }
    return false;
  });
}

