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
 * is below. Raised 0.5–1 KB by issue 29's guards against fragments and missing quotes (member-value, the broken-whole
 * pieces, swallowed-closer, quote-across-lines: 81.05 KB for `import { salvage }` when raised). Raised again by issue 30's
 * streaming work (about 0.7 KB: the view settling members mid-push, arrays read by index, `printsAs`), and to main's
 * size then (it was over already: 82.0 KB for `import { salvage }`, 85.1 for salvage/openai): 82.67 and 85.78 when raised.
 * Raised about 1.2 KB by issue 29's determined readings and the broken heads in prose (whole-text literal spellings,
 * mismatched closers, missing outer braces, repeated trailing commas, `isBrokenHead`): 83.86 and 86.99 when raised.
 * Lowered to 0.3 KB above each entry's size (never raised) after issue 31's last round (shared helpers in schema
 * and coerce: 0.15 KB off). Raised 0.3–0.4 KB by the fuzz campaigns' fixes of issue 29 (a quoted ReAct final answer
 * alone on its line, number forms outside strings first, hedges between the tokenizer's strings, string ends no quote
 * writes): 84.0 and 87.1 when raised. Raised 0.2–0.3 KB (0.38 KB of growth) by issue 30's limit on a function's length (the bare-words rewrite as a
 * class of one handler per token kind, `#` fields so esbuild shortens them): 84.38 KB for `import { salvage }`.
 * Lowered 0.3–0.5 KB by issue 31's `#` private members (the partial view, the guide compiler, the bounded matcher's
 * parser) and one `blankOutside` for four readers' copies: 83.98 KB for `import { salvage }`, 87.09 for salvage/openai.
 * Lowered again after the tolerant layer's classes lost their twin interfaces (0.44 KB) and the readers, schema and
 * coerce shared the rest of their duplicated helpers, and the tolerant parser's number and escape reading went to the
 * grammar's helpers: 83.42 KB for `import { salvage }`, 86.56 for salvage/openai. Raised by issue 30's stream loop
 * (a read's continuation clears it, the snapshot passed through where the view shows nothing otherwise): +0.06 KB for
 * salvage/openai and salvage/anthropic, +0.05 for salvage/valibot and salvage/zod (86.94, 85.83, 114.83, 114.82).
 * Raised 0.15 KB by issue 30's one promise per chunk in stream() (the source reader's `readThen`, a loop's handlers
 * made once): 83.84 KB for `import { salvage }`, 86.99 for salvage/openai.
 * Raised 0.16 KB (what it adds to `import { salvage }`) by issue 30's per-call cost on short malformed answers (one
 * walk of a read value for non-finite numbers and key line breaks, a refutation noted in the memo): 83.91 KB for
 * `import { salvage }`, 115.01 for salvage/valibot when raised.
 * Raised 0.6–0.65 KB by issue 30's valid-JSON fast path (rename-key's walk that also counts members, the placeholder
 * census queuing a container when it opens it).
 * Raised 0.1 KB for salvage/langchain (what it adds there: 0.07 KB to `import { salvage }`) by issue 30's `needs` of
 * an extractor (the check in `extract`, the declarations of fence, fence-list and tag): 119.06 KB when raised.
 * Raised 0.15 KB for `import { salvage }` (what it adds there: 84.80 KB when raised) by issue 30's `wants` of an
 * extractor or a reader (the checks in `extract` and `readCandidate`, the parser's schema wants, four declarations).
 */
const budgets: Readonly<Record<string, number>> = {
  'import { salvage } from "salvage"': 84.86,
  "salvage (every export)": 126.16,
  "salvage/messages": 9.7,
  "salvage/fuzz": 30.1,
  "salvage/yaml": 40.5,
  "salvage/re2": 46.2,
  "salvage/openai": 87.86,
  "salvage/anthropic": 86.88,
  "salvage/ai-sdk": 117.55,
  "salvage/langchain": 119.15,
  "salvage/valibot": 115.88,
  "salvage/zod": 115.88,
  "salvage/zod3": 115.93,
};

/** Issue 31's goal for `import { salvage }` in a browser or edge bundle. */
const GOAL_KB = 40;

describe.skipIf(!built)("bundle size", () => {
  it("keeps every entry point within its budget", async () => {
    const rows = await sizes();
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(programs as object).sort());
    for (const row of rows) expect(row.gzipped / 1024, `${row.name}: ${(row.gzipped / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budgets[row.name] ?? 0);
  }, 120_000);

  it("leaves RE2 out of import { salvage }: only salvage/re2 brings it", async () => {
    const row = await one((programs as Record<string, string>)['import { salvage } from "salvage"'] as string);
    expect(row.parts["re2js"]).toBeUndefined();
    const withRe2 = await one('import { salvage } from "./dist/index.js"; import { useRe2 } from "./dist/re2.js"; useRe2(); console.log(salvage);');
    expect(withRe2.parts["re2js"]).toBeGreaterThan(100_000);
  }, 60_000);

  // Not met (83.4 KB: the pipeline ~65 KB, the JSON Schema validator ~10 KB, streaming ~5.3 KB, jsonrepair ~3 KB;
  // docs/benchmarks.md, `node bench/bundle-size.mjs --parts --modules`): when it is, this test fails and becomes an `it`.
  it.fails(`brings import { salvage } to ${GOAL_KB} KB gzipped or less`, async () => {
    const row = await one((programs as Record<string, string>)['import { salvage } from "salvage"'] as string);
    expect(row.gzipped / 1024).toBeLessThanOrEqual(GOAL_KB);
  }, 60_000);
});
