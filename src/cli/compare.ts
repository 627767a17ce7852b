import { jsonEqual } from "../coerce/json.js";
import type { CorpusCase, Verdict } from "../corpus/index.js";
import type { Judged } from "./corpus-batch.js";

/** One line of an earlier `--out` file: what that run returned for a case, and the verdict it recorded. */
export interface EarlierResult {
  readonly id: string;
  readonly ok: boolean;
  readonly value?: unknown;
  readonly verdict?: Verdict;
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

/** Reads an earlier `--out` file a line at a time (a stream, never one string); lines that are not a result with an id are counted, not fatal. */
export async function readEarlierResults(lines: { nextLine(): Promise<string | undefined> }): Promise<{ results: Map<string, EarlierResult>; skipped: number }> {
  const earlier = earlierResults();
  for (let line = await lines.nextLine(); line !== undefined; line = await lines.nextLine()) earlier.add(line);
  return earlier.done();
}

function earlierResults() {
  const results = new Map<string, EarlierResult>();
  let skipped = 0;
  return {
    add(line: string) {
      if (line.trim() === "") return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        skipped++;
        return;
      }
      const record = parsed as Partial<EarlierResult> | null;
      if (typeof record !== "object" || record === null || typeof record.id !== "string" || typeof record.ok !== "boolean") {
        skipped++;
        return;
      }
      const verdict = typeof record.verdict === "string" && Object.hasOwn(rank, record.verdict) ? record.verdict : undefined;
      results.set(record.id, { id: record.id, ok: record.ok, value: record.value, ...(verdict === undefined ? {} : { verdict }) });
    },
    done: () => ({ results, skipped }),
  };
}

/**
 * The earlier run's verdict, judged against today's corpus (the same rule as the runner's), so a
 * results file written before a case's `expected` was corrected is compared fairly.
 */
export function earlierVerdict(item: Pick<CorpusCase, "hasExpected" | "expected">, earlier: EarlierResult): Verdict {
  if (!earlier.ok) return item.hasExpected ? "failed" : "failed-cleanly";
  return item.hasExpected && jsonEqual(earlier.value, item.expected) ? "exact" : "wrong";
}

const rank: Record<Verdict, number> = { wrong: 0, failed: 1, exact: 2, "failed-cleanly": 2 };
const isCorrect = (verdict: Verdict) => rank[verdict] === 2;

/**
 * Compares case by case as results arrive, in input order. By default the earlier run is judged again
 * against today's `expected` values; `asRecorded` takes the verdicts the earlier file recorded instead
 * (re-judging only lines that recorded none).
 */
export function createComparer(earlier: ReadonlyMap<string, EarlierResult>, asRecorded = false): { add(now: Judged): void; finish(): Comparison } {
  const categories: Record<string, { cases: number; before: number; now: number }> = Object.create(null) as Record<string, { cases: number; before: number; now: number }>;
  const moved: Move[] = [];
  const added: string[] = [];
  const seen = new Set<string>();
  return {
    add(now) {
      seen.add(now.id);
      const then = earlier.get(now.id);
      if (then === undefined) {
        added.push(now.id);
        return;
      }
      const before = asRecorded && then.verdict !== undefined ? then.verdict : earlierVerdict(now, then);
      const tally = (categories[now.category] ??= { cases: 0, before: 0, now: 0 });
      tally.cases++;
      if (isCorrect(before)) tally.before++;
      if (isCorrect(now.verdict)) tally.now++;
      if (before !== now.verdict) moved.push({ id: now.id, category: now.category, before, now: now.verdict, better: rank[now.verdict] > rank[before] });
    },
    finish() {
      const removed = [...earlier.keys()].filter((id) => !seen.has(id));
      return { categories: { ...categories }, moved, added, removed };
    },
  };
}
