import { createCorpusRunner, emptyTally, readCase, tallyResult, type CaseResult, type CorpusLineError, type Tally, type Verdict } from "../corpus/index.js";
import { createSuggestProbe } from "../corpus/probe.js";
import { evidenceTally, type Tallied } from "../corpus/suggest.js";

/** A run of consecutive corpus lines, numbered as in the file. */
export interface BatchJob {
  readonly seq: number;
  readonly lines: readonly string[];
  readonly numbers: readonly number[];
}

/** What the main thread needs beyond the counts: the cases' expected values for --compare, evidence for --suggest. */
export interface BatchNeeds {
  readonly compare: boolean;
  readonly suggest: boolean;
  /** `--allow-truncated`: every case that sets no `options.allowTruncated` of its own accepts a cut-off answer. */
  readonly allowTruncated?: boolean;
}

/** For --compare: a case's verdict now, and what the earlier run is judged against. */
export interface Judged {
  readonly id: string;
  readonly category: string;
  readonly hasExpected: boolean;
  readonly expected?: unknown;
  readonly verdict: Verdict;
}

/** A batch's results: the --out lines in input order (one string), counts per category, skipped lines. */
export interface BatchResult {
  readonly seq: number;
  readonly cases: number;
  readonly out: string;
  readonly tallies: Record<string, Tally>;
  readonly errors: CorpusLineError[];
  readonly judged?: Judged[];
  readonly evidence?: Tallied[];
}

/** One `--out` line: id, category, verdict, value or error, rules, ms. */
export function resultLine(result: CaseResult) {
  return {
    id: result.id,
    category: result.category,
    verdict: result.verdict,
    ok: result.ok,
    ...(result.ok ? { value: result.value } : { error: result.error }),
    rules: result.rules,
    ms: Number(result.ms.toFixed(3)),
  };
}

/**
 * Runs batches of lines: the same code in the one-process run and in each worker thread, so both give the
 * same results. Parsers are kept per schema for the life of the runner.
 */
export function createBatchRunner(needs: BatchNeeds): (job: BatchJob) => BatchResult {
  const probe = needs.suggest ? createSuggestProbe() : undefined;
  let evidence = evidenceTally();
  let caseId = "";
  const run = createCorpusRunner(undefined, probe === undefined ? undefined : (item, outcome) => {
    for (const found of probe(item, outcome)) evidence.add(found, caseId);
  });
  return (job) => {
    // No prototype: a category named `__proto__` is a category like any other.
    const tallies = Object.create(null) as Record<string, Tally>;
    const errors: CorpusLineError[] = [];
    const judged: Judged[] = [];
    const out: string[] = [];
    evidence = evidenceTally();
    let cases = 0;
    for (const [i, line] of job.lines.entries()) {
      const read = readCase(line);
      if (typeof read === "string") {
        errors.push({ line: job.numbers[i] as number, message: read });
        continue;
      }
      const item = needs.allowTruncated === true && read.options === undefined ? { ...read, options: { allowTruncated: true } } : read;
      caseId = item.id;
      const result = run(item);
      cases++;
      tallyResult((tallies[item.category] ??= emptyTally()), result, item.input.length);
      out.push(JSON.stringify(resultLine(result)));
      if (needs.compare) {
        judged.push({ id: item.id, category: item.category, hasExpected: item.hasExpected, ...(item.hasExpected ? { expected: item.expected } : {}), verdict: result.verdict });
      }
    }
    return {
      seq: job.seq,
      cases,
      out: out.length === 0 ? "" : `${out.join("\n")}\n`,
      tallies,
      errors,
      ...(needs.compare ? { judged } : {}),
      ...(needs.suggest ? { evidence: evidence.entries() } : {}),
    };
  };
}
