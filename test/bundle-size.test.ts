import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error — a plain .mjs script of bench/, shared with `node bench/bundle-size.mjs`
import { measure, programs, runBundleSizes } from "../bench/bundle-size.mjs";

type Row = { name: string; minified: number; gzipped: number; parts: Record<string, number> };
const sizes = runBundleSizes as () => Promise<Row[]>;
const one = measure as (contents: string) => Promise<Row>;

// Run after `npm run build` (npm test builds first).
const built = existsSync("dist/index.js");

/**
 * The gzipped KB each program may weigh: a ratchet a little above what it weighs now (docs/benchmarks.md,
 * "Bundle size"), so growth is a decision. Lower them as weight comes off; the goal for the headline import
 * is below.
 */
const budgets: Readonly<Record<string, number>> = {
  'import { salvage } from "salvage"': 121,
  "salvage (every export)": 155,
  "salvage/messages": 14,
  "salvage/fuzz": 75,
  "salvage/yaml": 40,
  "salvage/openai": 124,
  "salvage/anthropic": 123,
  "salvage/ai-sdk": 147,
  "salvage/langchain": 148,
  "salvage/valibot": 145,
  "salvage/zod": 145,
  "salvage/zod3": 145,
};

/** Issue 31's goal for `import { salvage }` in a browser or edge bundle. */
const GOAL_KB = 40;

describe.skipIf(!built)("bundle size", () => {
  it("keeps every entry point within its budget", async () => {
    const rows = await sizes();
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(programs as object).sort());
    for (const row of rows) expect(row.gzipped / 1024, `${row.name}: ${(row.gzipped / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budgets[row.name] ?? 0);
  }, 120_000);

  // Not met yet (about 119 KB: re2js ~45 KB gzipped, salvage's own pipeline ~57): when it is, this test fails and becomes an `it`.
  it.fails(`brings import { salvage } to ${GOAL_KB} KB gzipped or less`, async () => {
    const row = await one((programs as Record<string, string>)['import { salvage } from "salvage"'] as string);
    expect(row.gzipped / 1024).toBeLessThanOrEqual(GOAL_KB);
  }, 60_000);
});
