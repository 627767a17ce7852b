/**
 * Writes bench/corpora/bundled.jsonl: a deterministic corpus of malformed model outputs, one case a line.
 * Run from the repository root: `npm run corpus` (see docs/corpus.md). The output is committed; CI never generates it.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { corpusText, generateCorpus } from "./corpora/gen/generate.js";

const cases = generateCorpus();
const out = resolve(process.cwd(), "bench/corpora/bundled.jsonl");
writeFileSync(out, corpusText(cases));
const counts = new Map<string, { all: number; absent: number }>();
for (const c of cases) {
  const entry = counts.get(c.category) ?? { all: 0, absent: 0 };
  entry.all++;
  if (!("expected" in c)) entry.absent++;
  counts.set(c.category, entry);
}
for (const [category, { all, absent }] of counts) console.log(`${category.padEnd(18)} ${String(all).padStart(4)}  (${absent} without expected)`);
const absent = cases.filter((c) => !("expected" in c)).length;
console.log(`${cases.length} cases in ${counts.size} categories, ${absent} without expected (${((absent / cases.length) * 100).toFixed(1)}%) -> ${out}`);
