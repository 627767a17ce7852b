import { open } from "node:fs/promises";
import { createCorpusRunner, emptyTally, parseCorpus, tallyResult, type CaseResult, type Tally } from "../corpus/index.js";
import { colourWanted, paint } from "./colour.js";
import { compareRuns, parseEarlierResults } from "./compare.js";
import { formatComparison } from "./format-comparison.js";
import { formatHelp, wantsHelp, type Help } from "./help.js";
import { parseArgs, readInput, UsageError } from "./io.js";
import { progressBar } from "./progress.js";

export const corpusUsage = "salvage corpus FILE.jsonl [--out RESULTS.jsonl] [--compare RESULTS.jsonl] [--json]";

export const corpusHelp: Help = {
  usage: corpusUsage,
  summary: [
    "Runs every case of a JSONL corpus (one {id, input, expected, schema, category} a line) and prints, per",
    "category, what was recovered exactly, what came back wrong, what failed, and the throughput. With",
    "--compare, it also shows what changed since an earlier run's --out file: correct cases per category",
    "before and now, and every case that moved; the exit code is then 1 when any case got worse.",
  ].join("\n"),
  options: [
    ["--out RESULTS.jsonl", "write one result per case (id, category, verdict, value or error, rules, ms)"],
    ["--compare RESULTS.jsonl", "compare with an earlier run's --out file"],
    ["--json", "print the summary (and the comparison) as JSON"],
    ["-h, --help", "this help"],
  ],
  examples: [
    "salvage corpus bench/corpora/bundled.jsonl",
    "salvage corpus my-cases.jsonl --out before.jsonl",
    "salvage corpus my-cases.jsonl --compare before.jsonl --out after.jsonl",
  ],
};

/** `salvage corpus`: runs every case and prints, per category and in total, what was recovered. */
export async function corpusCommand(args: readonly string[]): Promise<number> {
  if (wantsHelp(args)) {
    process.stdout.write(formatHelp(corpusHelp));
    return 0;
  }
  const { options, positional } = parseArgs(args, { out: "value", compare: "value", json: "boolean" });
  if (positional.length !== 1) throw new UsageError(`expected one corpus file\nusage: ${corpusUsage}`);
  const text = await readInput(positional[0]);
  // Read before the run: --compare and --out may name the same file.
  const earlier = typeof options["compare"] === "string" ? parseEarlierResults(await readInput(options["compare"])) : undefined;
  const { cases, errors } = parseCorpus(text);
  for (const error of errors) process.stderr.write(`salvage: line ${error.line} skipped: ${error.message}\n`);
  const out = typeof options["out"] === "string" ? await openOut(options["out"]) : undefined;
  const run = createCorpusRunner();
  const tallies = new Map<string, Tally>();
  const total = emptyTally();
  const progress = process.stderr.isTTY && cases.length >= 500 ? progressBar(cases.length) : undefined;
  const started = performance.now();
  const results: CaseResult[] = [];
  for (const [index, item] of cases.entries()) {
    const result = run(item);
    results.push(result);
    const bytes = item.input.length;
    let tally = tallies.get(item.category);
    if (tally === undefined) tallies.set(item.category, (tally = emptyTally()));
    tallyResult(tally, result, bytes);
    tallyResult(total, result, bytes);
    if (out !== undefined) await out.write(`${JSON.stringify(resultLine(result))}\n`);
    progress?.(index + 1);
  }
  const wallMs = performance.now() - started;
  await out?.close();
  const categories = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
  const comparison = earlier === undefined ? undefined : compareRuns(cases, results, earlier.results);
  if (earlier !== undefined && earlier.skipped > 0) process.stderr.write(`salvage: ${earlier.skipped} line(s) of ${String(options["compare"])} are not results, ignored\n`);
  if (options["json"] === true) {
    const summary = { categories: Object.fromEntries(categories), total, wallMs, skippedLines: errors.length, ...(comparison ? { compare: comparison } : {}) };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } else {
    process.stdout.write(formatTable(categories, total, wallMs, errors.length));
    if (comparison !== undefined) process.stdout.write(`\n${formatComparison(comparison, String(options["compare"]), paint(colourWanted(process.stdout)))}`);
  }
  return comparison?.moved.some((move) => !move.better) === true ? 1 : 0;
}

async function openOut(path: string) {
  try {
    return await open(path, "w");
  } catch (error) {
    throw new UsageError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

function resultLine(result: ReturnType<ReturnType<typeof createCorpusRunner>>) {
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

/** Percent correct: recovered exactly, plus unrecoverable cases that failed as they should. */
function correct(tally: Tally): string {
  return tally.cases === 0 ? "-" : `${(((tally.exact + tally.failedCleanly) / tally.cases) * 100).toFixed(1)}%`;
}

function formatTable(categories: [string, Tally][], total: Tally, wallMs: number, skipped: number): string {
  const header = ["category", "cases", "exact", "wrong", "failed", "unrecoverable, failed cleanly", "correct"];
  const row = (name: string, t: Tally) => [name, t.cases, t.exact, t.wrong, t.failed, t.failedCleanly, correct(t)].map(String);
  const rows = [header, ...categories.map(([name, t]) => row(name, t)), row("total", total)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] as string).length)));
  const lines = rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join("  "));
  lines.splice(1, 0, widths.map((w) => "-".repeat(w)).join("  "));
  lines.splice(lines.length - 1, 0, widths.map((w) => "-".repeat(w)).join("  "));
  const seconds = wallMs / 1000;
  lines.push("");
  lines.push(`throughput: ${(total.cases / seconds).toFixed(0)} cases/s, ${(total.bytes / 1e6 / seconds).toFixed(2)} MB/s (${wallMs.toFixed(0)} ms)`);
  if (skipped > 0) lines.push(`skipped ${skipped} malformed line(s)`);
  return `${lines.join("\n")}\n`;
}
