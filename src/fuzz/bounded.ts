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
// Bumped around every probe, so filters forget runs of rejections a probe left unfinished.
let epoch = 0;
// Inside a probe (`yields`): a run of rejections is cut short, since the probe only asks whether values come easily
// (a union's branches each probed for 1.5 s made one schema's construction take 6 s).
let probing = 0;
/** Rejections in a row, and milliseconds of them, after which a probe gives up on a filter. */
export const PROBE_REJECTED_DRAWS = 200;
export const PROBE_REJECTING_MS = 100;

export function bounded(arb: fc.Arbitrary<unknown>, keep: (value: unknown) => boolean, what = "the schema"): fc.Arbitrary<unknown> {
  let rejected = 0;
  let since = 0;
  let seen = epoch;
  return arb.filter((value) => {
    if (keep(value)) {
      rejected = 0;
      return true;
    }
    // A probe (`yields`) that ended mid-run leaves no count behind: the next draw starts a new run.
    if (seen !== epoch) {
      seen = epoch;
      rejected = 0;
    }
    if (rejected++ === 0) since = Date.now();
    const [draws, ms] = probing > 0 ? [PROBE_REJECTED_DRAWS, PROBE_REJECTING_MS] : [MAX_REJECTED_DRAWS, MAX_REJECTING_MS];
    if (rejected >= draws || Date.now() - since > ms) {
      rejected = 0;
      throw new RangeError(`valueOf: ${MAX_REJECTED_DRAWS} draws in a row (or ${MAX_REJECTING_MS} ms of them) were not valid under ${what}; it is too constrained for this generator`);
    }
    return false;
  });
}


/**
 * True if some of `runs` values drawn from `arb` (fixed seed) pass `keep`; false when none does or the draw is
 * refused. Lets the kit drop a union branch or a way of drawing that never yields a valid value before filtering.
 */
export function yields(arb: fc.Arbitrary<unknown>, keep: (value: unknown) => boolean, runs = 20): boolean {
  epoch++;
  probing++;
  try {
    return fc.sample(arb, { numRuns: runs, seed: 20261123 }).some(keep);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  } finally {
    probing--;
    epoch++;
  }
}
