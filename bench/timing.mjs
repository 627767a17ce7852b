// Shared timing helpers for the benchmarks: interleaved runs, medians, ratios to a floor in the same run.
import { isDeepStrictEqual } from "node:util";

/** Throws unless `actual` deep-equals `expected`: every bench checks its output before it times anything. */
export function check(label, actual, expected) {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${label}: wrong output before timing:\n${JSON.stringify(actual)?.slice(0, 400)}`);
  }
}

/**
 * Times several functions on the same input, interleaved round by round so machine noise hits them alike.
 * Returns the median milliseconds per call of each. `clock: "cpu"` times in CPU time, as timeInterleavedAsync.
 */
export function timeInterleaved(fns, { minMs = 300, maxRounds = 200, minRounds = 5, clock = "wall" } = {}) {
  const now = clock === "cpu" ? cpuNow : () => performance.now();
  const names = Object.keys(fns);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) fns[name](); // warm up
  const started = performance.now();
  for (let round = 0; round < maxRounds; round++) {
    for (const name of names) {
      const t0 = now();
      fns[name]();
      samples[name].push(now() - t0);
    }
    if (round + 1 >= minRounds && performance.now() - started > minMs * names.length) break;
  }
  return Object.fromEntries(names.map((name) => [name, median(samples[name])]));
}

/** Milliseconds of CPU time the process used so far (every thread, the garbage collector's included). */
function cpuNow() {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * `timeInterleaved` for functions that may return promises (each call is awaited before the next). `clock: "cpu"`
 * times in CPU time: on a machine shared with other work, wall clock also counts the time others held the core.
 */
export async function timeInterleavedAsync(fns, { minMs = 300, maxRounds = 200, minRounds = 5, clock = "wall" } = {}) {
  const now = clock === "cpu" ? cpuNow : () => performance.now();
  const names = Object.keys(fns);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) await fns[name](); // warm up
  const started = performance.now();
  for (let round = 0; round < maxRounds; round++) {
    for (const name of names) {
      const t0 = now();
      await fns[name]();
      samples[name].push(now() - t0);
    }
    if (round + 1 >= minRounds && performance.now() - started > minMs * names.length) break;
  }
  return Object.fromEntries(names.map((name) => [name, median(samples[name])]));
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function formatSize(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${bytes} B`;
}
