/**
 * The budget of the property suite: a fixed seed, a run count per property, and a tally of the cases each
 * property ran, printed after each file. `SALVAGE_FUZZ_RUNS` multiplies every run count (`npm run fuzz`
 * sets 50); `SALVAGE_FUZZ_SEED` replays another seed (a failure prints the seed and path to replay it).
 */
import type { Parameters as FcParameters } from "fast-check";
import { expect } from "vitest";
import type { Outcome } from "../../src/index.js";

const factor = Number(process.env["SALVAGE_FUZZ_RUNS"] ?? "1");
/** The multiplier of every run count (1 in CI). */
export const RUN_FACTOR = Number.isFinite(factor) && factor > 0 ? factor : 1;
const seed = Number(process.env["SALVAGE_FUZZ_SEED"] ?? "20261122");
/** The base seed; each property adds its own offset so two properties never draw the same cases. */
export const SEED = Number.isInteger(seed) ? seed : 20261122;

/** Time limit of one property test: vitest's 30 s, times `SALVAGE_FUZZ_RUNS`. */
export const TIMEOUT = 90_000 * RUN_FACTOR; // a guard against hangs, generous for a shared, loaded machine

/** Runs of a property: its base count times `SALVAGE_FUZZ_RUNS`. */
export function runs(base: number): number {
  return Math.max(1, Math.round(base * RUN_FACTOR));
}

/** fast-check parameters of one property: its own fixed seed, its run count, no time limit. */
export function params<T>(offset: number, base: number): FcParameters<T> {
  return { seed: SEED + offset, numRuns: runs(base) };
}

const tally = new Map<string, Map<string, number>>();

/** Counts one case (or `n`) of a property under a label (`cases`, `ok`, `failed`, …). */
export function count(property: string, label = "cases", n = 1): void {
  let byLabel = tally.get(property);
  if (byLabel === undefined) tally.set(property, (byLabel = new Map()));
  byLabel.set(label, (byLabel.get(label) ?? 0) + n);
}

/** Cases counted for a property under a label. */
export function counted(property: string, label = "cases"): number {
  return tally.get(property)?.get(label) ?? 0;
}

/** One line per property with its counts, for `afterAll`. */
export function report(file: string): string {
  const lines = [...tally.entries()].map(([property, labels]) => {
    const parts = [...labels.entries()].map(([label, n]) => `${label} ${n.toLocaleString("en-US")}`);
    return `  ${property}: ${parts.join(", ")}`;
  });
  return `[${file}] seed ${SEED}, runs x${RUN_FACTOR}\n${lines.join("\n")}`;
}

/** Every failure code the library declares; an outcome with any other code is not a typed outcome. */
export const FAILURE_CODES: readonly string[] = [
  "no-json-found", "unrepairable", "truncated", "schema-mismatch", "validator-failed", "ambiguous",
  "too-large", "too-deep", "invalid-schema", "unknown-tool", "aborted", "call-failed",
];

/** Asserts `outcome` is a typed outcome: `{ ok: true, value, steps }` or `{ ok: false, error: { code, stage, message }, steps }`. */
export function expectOutcome(outcome: Outcome<unknown>, context: string): void {
  expect(typeof outcome, context).toBe("object");
  expect(typeof outcome.ok, context).toBe("boolean");
  expect(Array.isArray(outcome.steps), context).toBe(true);
  if (outcome.ok) return;
  expect(FAILURE_CODES, context).toContain(outcome.error.code);
  expect(typeof outcome.error.stage, context).toBe("string");
  expect(typeof outcome.error.message, context).toBe("string");
  expect(outcome.error.message.length, context).toBeGreaterThan(0);
  expect(Array.isArray(outcome.error.issues), context).toBe(true);
}

/** A short printable excerpt of a text, for assertion messages. */
export function excerpt(text: string, max = 300): string {
  const json = JSON.stringify(text);
  return json.length > max ? `${json.slice(0, max)}…(${text.length} chars)` : json;
}
