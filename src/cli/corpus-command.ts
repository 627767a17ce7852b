import { createWriteStream, type WriteStream } from "node:fs";
import { availableParallelism } from "node:os";
import { emptyTally, readCase, tallyResult, type CorpusCase, type Tally } from "../corpus/index.js";
import { evidenceTally, formatSuggestions, suggestFrom } from "../corpus/suggest.js";
import { colourWanted, paint } from "./colour.js";
import { createComparer, readEarlierResults } from "./compare.js";
import type { BatchResult } from "./corpus-batch.js";
import { openLines } from "./corpus-lines.js";
import { inProcessPool, workerPool } from "./corpus-pool.js";
import { openResumable, type Recorded } from "./corpus-resume.js";
import { formatComparison } from "./format-comparison.js";
import { formatHelp, wantsHelp, type Help } from "./help.js";
import { parseArgs, UsageError } from "./io.js";
import { progressBar } from "./progress.js";

export const corpusUsage =
  "salvage corpus FILE.jsonl[.gz]|- [--allow-truncated] [--out RESULTS.jsonl [--resume]] [--jobs N] [--shard I/N] [--compare RESULTS.jsonl [--as-recorded]] [--suggest] [--json]";

export const corpusHelp: Help = {
  usage: corpusUsage,
  summary: [
    "Runs every case of a JSONL corpus (one {id, input, expected, schema, category} a line; gzip-compressed or",
    "standard input too) and prints, per category, what was recovered exactly, what came back wrong, what",
    "failed, and the throughput. The file is read as a stream and the cases run on N worker threads; --out is",
    "written as results come, in input order, and the same as a one-thread run's (but for the timings).",
    "",
    "With --compare, it also shows what changed since an earlier run's --out file: correct cases per category",
    "before and now, and every case that moved; the exit code is then 1 when any case got worse. The earlier",
    "results are judged again against today's expected values (so a case whose expected value was corrected",
    "since is compared fairly); --as-recorded takes the verdicts the earlier file recorded instead.",
  ].join("\n"),
  options: [
    ["--allow-truncated", "accept answers cut off at the token limit (closed where they stopped) in every case that does not set options.allowTruncated"],
    ["--out RESULTS.jsonl", "write one result per case (id, category, verdict, value or error, rules, ms)"],
    ["--resume", "continue an interrupted run: keep the results already in --out, run the rest"],
    ["--jobs N", "worker threads (default: the number of cores; 1 runs in this thread)"],
    ["--shard I/N", "run only the I-th of N shards (every N-th case from the I-th), for a job array"],
    ["--compare RESULTS.jsonl", "compare with an earlier run's --out file, judged again against today's corpus"],
    ["--as-recorded", "with --compare: take the earlier verdicts as that run recorded them"],
    ["--suggest", "propose schema changes from what the model wrote: aliases, enum synonyms, fields left out, rules"],
    ["--json", "print the summary (and the comparison, the suggestions) as JSON"],
    ["-h, --help", "this help"],
  ],
  examples: [
    "salvage corpus bench/corpora/bundled.jsonl",
    "salvage corpus logs.jsonl.gz --out results.jsonl --jobs 8",
    "salvage corpus logs.jsonl.gz --out results.jsonl --resume",
    "salvage corpus logs.jsonl --shard 3/16 --out results-3.jsonl --json > summary-3.json",
    "salvage corpus my-cases.jsonl --compare before.jsonl --out after.jsonl",
    "salvage corpus my-cases.jsonl --suggest",
  ],
};

const BATCH = 256;

interface Options {
  readonly jobs: number;
  readonly shard: readonly [index: number, count: number];
}

function readOptions(options: Record<string, string | true>): Options {
  const jobsText = options["jobs"];
  const jobs = jobsText === undefined ? availableParallelism() : Number(jobsText);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) throw new UsageError(`--jobs must be a whole number from 1 to 256, got ${String(jobsText)}`);
  const shardText = options["shard"];
  let shard: [number, number] = [1, 1];
  if (shardText !== undefined) {
    const match = /^(\d{1,6})\/(\d{1,6})$/.exec(String(shardText));
    const [index, count] = match === null ? [0, 0] : [Number(match[1]), Number(match[2])];
    if (index < 1 || index > count) throw new UsageError(`--shard must be I/N with 1 ≤ I ≤ N, got ${String(shardText)}`);
    shard = [index, count];
  }
  if (options["resume"] === true && typeof options["out"] !== "string") throw new UsageError("--resume needs --out, the results file to continue");
  if (options["resume"] === true && options["suggest"] === true) throw new UsageError("--suggest needs every case's outcome: run it without --resume");
  if (options["as-recorded"] === true && typeof options["compare"] !== "string") throw new UsageError("--as-recorded goes with --compare");
  return { jobs, shard };
}

/** `salvage corpus`: runs every case and prints, per category and in total, what was recovered. */
export async function corpusCommand(args: readonly string[]): Promise<number> {
  if (wantsHelp(args)) {
    process.stdout.write(formatHelp(corpusHelp));
    return 0;
  }
  const { options, positional } = parseArgs(args, {
    out: "value",
    compare: "value",
    json: "boolean",
    jobs: "value",
    shard: "value",
    resume: "boolean",
    suggest: "boolean",
    "as-recorded": "boolean",
    "allow-truncated": "boolean",
  });
  if (positional.length !== 1) throw new UsageError(`expected one corpus file (or - for standard input)\nusage: ${corpusUsage}`);
  const { jobs, shard } = readOptions(options);
  const input = await openLines(positional[0] as string);
  // Read before the run: --compare and --out may name the same file.
  const earlier = typeof options["compare"] === "string" ? await readEarlierResults(await openLines(options["compare"])) : undefined;
  const comparer = earlier === undefined ? undefined : createComparer(earlier.results, options["as-recorded"] === true);
  const evidence = options["suggest"] === true ? evidenceTally() : undefined;
  const tallies = new Map<string, Tally>();
  const total = emptyTally();
  const addTally = (category: string, tally: Tally) => {
    let into = tallies.get(category);
    if (into === undefined) tallies.set(category, (into = emptyTally()));
    for (const target of [into, total]) {
      for (const key of ["cases", "exact", "wrong", "failed", "failedCleanly", "bytes", "ms"] as const) target[key] += tally[key];
    }
  };
  let skipped = 0;
  const skip = (line: number, message: string) => {
    skipped++;
    process.stderr.write(`salvage: line ${line} skipped: ${message}\n`);
  };

  // The input's lines, numbered, blank ones and other shards' left out.
  let lineNumber = 0;
  let nonBlank = 0;
  let pending: { line: string; number: number }[] = [];
  const nextMine = async (): Promise<{ line: string; number: number }[] | undefined> => {
    for (;;) {
      const lines = await input.nextLines();
      if (lines === undefined) return undefined;
      const mine: { line: string; number: number }[] = [];
      for (const line of lines) {
        lineNumber++;
        if (isBlank(line)) continue;
        if (nonBlank++ % shard[1] === shard[0] - 1) mine.push({ line, number: lineNumber });
      }
      if (mine.length > 0) return mine;
    }
  };

  // --resume: the cases already in --out are read back, checked against the corpus and counted, not run.
  let resumed = 0;
  let outStart: "w" | "a" = "w";
  if (options["resume"] === true) {
    const earlierOut = await openResumable(options["out"] as string);
    if (earlierOut !== undefined) {
      let recorded: Recorded | undefined = await earlierOut.next();
      while (recorded !== undefined) {
        if (pending.length === 0) pending = (await nextMine()) ?? [];
        const next = pending.shift();
        if (next === undefined) break;
        const item = readCase(next.line);
        if (typeof item === "string") {
          skip(next.number, item);
          continue;
        }
        if (item.id !== recorded.id) {
          throw new UsageError(`--resume: ${String(options["out"])} does not hold this corpus's results (line ${next.number} is case ${item.id}, the results have ${recorded.id})`);
        }
        const tally = emptyTally();
        tallyResult(tally, { ...recorded, ok: recorded.verdict === "exact" || recorded.verdict === "wrong", rules: [] }, item.input.length);
        addTally(item.category, tally);
        comparer?.add(judgedOf(item, recorded));
        resumed++;
        recorded = await earlierOut.next();
      }
      await earlierOut.cut();
      outStart = "a";
    }
  }

  const out = typeof options["out"] === "string" ? await openOut(options["out"], outStart) : undefined;
  const needs = { compare: comparer !== undefined, suggest: evidence !== undefined, allowTruncated: options["allow-truncated"] === true };
  const pool = jobs === 1 ? inProcessPool(needs) : workerPool(jobs, needs);
  const progress = process.stderr.isTTY ? progressBar((text) => process.stderr.write(text)) : undefined;
  const fraction = () => (input.totalBytes === undefined || input.totalBytes === 0 ? undefined : input.bytesRead() / input.totalBytes);
  const started = performance.now();
  let ran = 0;
  let ranBytes = 0;
  const consume = async (result: BatchResult) => {
    for (const error of result.errors) skip(error.line, error.message);
    for (const [category, tally] of Object.entries(result.tallies)) {
      addTally(category, tally);
      ranBytes += tally.bytes;
    }
    for (const judged of result.judged ?? []) comparer?.add(judged);
    if (result.evidence !== undefined) evidence?.merge(result.evidence);
    ran += result.cases;
    if (out !== undefined && result.out !== "" && !out.write(result.out)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    progress?.update(resumed + ran, fraction());
  };
  // Batches in flight, oldest first: results are taken in input order, so --out is too.
  const inFlight: Promise<BatchResult>[] = [];
  let seq = 0;
  try {
    for (;;) {
      if (pending.length < BATCH) {
        const more = await nextMine();
        if (more !== undefined) {
          for (const entry of more) pending.push(entry);
          if (pending.length < BATCH) continue;
        }
      }
      if (pending.length === 0) break;
      const batch = pending.splice(0, BATCH);
      inFlight.push(pool.run({ seq: seq++, lines: batch.map((entry) => entry.line), numbers: batch.map((entry) => entry.number) }));
      while (inFlight.length >= jobs * 3) await consume(await (inFlight.shift() as Promise<BatchResult>));
    }
    while (inFlight.length > 0) await consume(await (inFlight.shift() as Promise<BatchResult>));
  } finally {
    await pool.close();
  }
  const wallMs = performance.now() - started;
  progress?.finish(resumed + ran, fraction());
  if (out !== undefined) await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));

  const comparison = comparer?.finish();
  if (earlier !== undefined && earlier.skipped > 0) process.stderr.write(`salvage: ${earlier.skipped} line(s) of ${String(options["compare"])} are not results, ignored\n`);
  printSummary(tallies, total, comparison, evidence, options, { wallMs, ran, ranBytes, resumed, skipped, jobs, shard });
  return comparison?.moved.some((move) => !move.better) === true ? 1 : 0;
}

/** The run's figures, as a table (with the comparison and suggestions asked for) or as JSON with `--json`. */
function printSummary(
  tallies: ReadonlyMap<string, Tally>,
  total: Tally,
  comparison: ReturnType<ReturnType<typeof createComparer>["finish"]> | undefined,
  evidence: ReturnType<typeof evidenceTally> | undefined,
  options: Record<string, string | true>,
  run: { wallMs: number; ran: number; ranBytes: number; resumed: number; skipped: number; jobs: number; shard: readonly [number, number] },
): void {
  const categories = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
  const suggestions = evidence === undefined ? undefined : suggestFrom(evidence.entries());
  const { wallMs, resumed, skipped, jobs, shard } = run;
  if (options["json"] === true) {
    const summary = {
      categories: Object.fromEntries(categories),
      total,
      wallMs,
      skippedLines: skipped,
      jobs,
      ...(shard[1] > 1 ? { shard: `${shard[0]}/${shard[1]}` } : {}),
      ...(resumed > 0 ? { resumed } : {}),
      ...(comparison ? { compare: comparison } : {}),
      ...(suggestions ? { suggest: suggestions } : {}),
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } else {
    process.stdout.write(formatTable(categories, total, { wallMs, ran: run.ran, ranBytes: run.ranBytes, resumed, skipped, jobs }));
    if (comparison !== undefined) process.stdout.write(`\n${formatComparison(comparison, String(options["compare"]), paint(colourWanted(process.stdout)))}`);
    if (suggestions !== undefined) process.stdout.write(`\n${formatSuggestions(suggestions)}`);
  }
}

/** A line of the file holds no case when it is empty or only whitespace. */
function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 10) return false;
  }
  return true;
}

function judgedOf(item: CorpusCase, recorded: Recorded) {
  return { id: item.id, category: item.category, hasExpected: item.hasExpected, ...(item.hasExpected ? { expected: item.expected } : {}), verdict: recorded.verdict };
}

async function openOut(path: string, flags: "w" | "a"): Promise<WriteStream> {
  const stream = createWriteStream(path, { flags });
  await new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (error: NodeJS.ErrnoException) => reject(new UsageError(`cannot write ${path}: ${error.code ?? String(error)}`)));
  });
  return stream;
}

/** Percent correct: recovered exactly, plus unrecoverable cases that failed as they should. */
function correct(tally: Tally): string {
  return tally.cases === 0 ? "-" : `${(((tally.exact + tally.failedCleanly) / tally.cases) * 100).toFixed(1)}%`;
}

interface RunFigures {
  readonly wallMs: number;
  readonly ran: number;
  readonly ranBytes: number;
  readonly resumed: number;
  readonly skipped: number;
  readonly jobs: number;
}

function formatTable(categories: [string, Tally][], total: Tally, run: RunFigures): string {
  const header = ["category", "cases", "exact", "wrong", "failed", "unrecoverable, failed cleanly", "correct"];
  const row = (name: string, t: Tally) => [name, t.cases, t.exact, t.wrong, t.failed, t.failedCleanly, correct(t)].map(String);
  const rows = [header, ...categories.map(([name, t]) => row(name, t)), row("total", total)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] as string).length)));
  const lines = rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join("  "));
  lines.splice(1, 0, widths.map((w) => "-".repeat(w)).join("  "));
  lines.splice(lines.length - 1, 0, widths.map((w) => "-".repeat(w)).join("  "));
  const seconds = run.wallMs / 1000;
  lines.push("");
  lines.push(
    `throughput: ${(run.ran / seconds).toFixed(0)} cases/s, ${(run.ranBytes / 1e6 / seconds).toFixed(2)} MB/s (${run.wallMs.toFixed(0)} ms, ${run.jobs} job${run.jobs === 1 ? "" : "s"})`,
  );
  if (run.resumed > 0) lines.push(`resumed: ${run.resumed} case(s) already in the results file, counted above, not run again`);
  if (run.skipped > 0) lines.push(`skipped ${run.skipped} malformed line(s)`);
  return `${lines.join("\n")}\n`;
}
