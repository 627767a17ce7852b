import { jsonEqual } from "../coerce/json.js";
import type { CaseResult, CorpusCase, Verdict } from "../corpus/index.js";

/** One line of an earlier `--out` file: what that run returned for a case. */
export interface EarlierResult {
  readonly id: string;
  readonly ok: boolean;
  readonly value?: unknown;
}

/** A case whose verdict is not what it was. */
export interface Move {
  readonly id: string;
  readonly category: string;
  readonly before: Verdict;
  readonly now: Verdict;
  readonly better: boolean;
}

/** Correct cases per category, before and now, over the cases both runs have. */
export interface CategoryChange {
  readonly cases: number;
  readonly before: number;
  readonly now: number;
}

export interface Comparison {
  readonly categories: Readonly<Record<string, CategoryChange>>;
  readonly moved: readonly Move[];
  /** Cases of the corpus the earlier run has no result for. */
  readonly added: readonly string[];
  /** Results of the earlier run for cases the corpus no longer has. */
  readonly removed: readonly string[];
}

/** Reads an earlier `--out` file; lines that are not a result with an id are counted, not fatal. */
export function parseEarlierResults(text: string): { results: Map<string, EarlierResult>; skipped: number } {
  const results = new Map<string, EarlierResult>();
  let skipped = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const record = parsed as Partial<EarlierResult> | null;
    if (typeof record !== "object" || record === null || typeof record.id !== "string" || typeof record.ok !== "boolean") {
      skipped++;
      continue;
    }
    results.set(record.id, { id: record.id, ok: record.ok, value: record.value });
  }
  return { results, skipped };
}

/**
 * The earlier run's verdict, judged against today's corpus (the same rule as the runner's), so a
 * results file written before a case's `expected` was corrected is compared fairly.
 */
export function earlierVerdict(item: CorpusCase, earlier: EarlierResult): Verdict {
  if (!earlier.ok) return item.hasExpected ? "failed" : "failed-cleanly";
  return item.hasExpected && jsonEqual(earlier.value, item.expected) ? "exact" : "wrong";
}

const rank: Record<Verdict, number> = { wrong: 0, failed: 1, exact: 2, "failed-cleanly": 2 };
const isCorrect = (verdict: Verdict) => rank[verdict] === 2;

/** What changed between the earlier results and this run, per category and case by case. */
export function compareRuns(cases: readonly CorpusCase[], now: readonly CaseResult[], earlier: ReadonlyMap<string, EarlierResult>): Comparison {
  const categories: Record<string, { cases: number; before: number; now: number }> = {};
  const moved: Move[] = [];
  const added: string[] = [];
  const seen = new Set<string>();
  for (const [i, item] of cases.entries()) {
    const result = now[i];
    if (result === undefined) continue;
    seen.add(item.id);
    const then = earlier.get(item.id);
    if (then === undefined) {
      added.push(item.id);
      continue;
    }
    const before = earlierVerdict(item, then);
    const tally = (categories[item.category] ??= { cases: 0, before: 0, now: 0 });
    tally.cases++;
    if (isCorrect(before)) tally.before++;
    if (isCorrect(result.verdict)) tally.now++;
    if (before !== result.verdict) moved.push({ id: item.id, category: item.category, before, now: result.verdict, better: rank[result.verdict] > rank[before] });
  }
  const removed = [...earlier.keys()].filter((id) => !seen.has(id));
  return { categories, moved, added, removed };
}
