// Timed tests that hold on a busy machine: no absolute limit, only how one run compares with another measured
// in the same test — a larger input (growth) or a floor doing comparable work (ratio). Time is the process's CPU
// time where the runtime has it: on a loaded machine, wall time also counts the slices other processes took, and
// a long run is cut into more of them than a short one, which inflates a ratio; CPU time does not.

/** Milliseconds of CPU this process has used (wall time where the runtime cannot say). */
const now: () => number =
  typeof process === "object" && typeof process.cpuUsage === "function"
    ? () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      }
    : () => performance.now();

/** Milliseconds one call of `run` takes. */
function time(run: () => unknown): number {
  const started = now();
  run();
  return now() - started;
}

/**
 * How many times longer `subject` takes than `floor`: the best of `runs` runs of each, the two interleaved so that a
 * burst of load weighs on both, after one warm-up of each; `minMs` keeps a tiny floor from inflating the ratio.
 */
export function timeRatio(subject: () => unknown, floor: () => unknown, options: { runs?: number; minMs?: number } = {}): number {
  const { runs = 5, minMs = 0.05 } = options;
  time(floor);
  time(subject);
  let bestSubject = Infinity;
  let bestFloor = Infinity;
  for (let run = 0; run < runs; run++) {
    bestFloor = Math.min(bestFloor, time(floor));
    bestSubject = Math.min(bestSubject, time(subject));
  }
  return bestSubject / Math.max(bestFloor, minMs);
}

/** How many times longer `run(large)` takes than `run(small)` (see timeRatio): linear work grows as large / small. */
export function growth<T>(run: (input: T) => unknown, small: T, large: T, options: { runs?: number; minMs?: number } = {}): number {
  return timeRatio(() => run(large), () => run(small), options);
}
