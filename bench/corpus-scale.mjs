// `salvage corpus` at log scale: a generated corpus of N cases (default 1,000,000, about 230 MB, written to
// /tmp, never to the repository) run with --jobs 1 and --jobs 2. Checks first: both runs give the same counts
// and the same --out lines but for the timings. Then reports peak RSS (GNU time's maximum resident set, the
// whole process with its worker threads), cases/s, and the --jobs 2 / --jobs 1 throughput ratio, beside the
// machine's own ceiling: two one-thread processes on two shards at once.
//
//   node bench/corpus-scale.mjs [--cases 100000] [--dir /tmp] [--jobs 2] [--markdown]
// bench/run.mjs runs it (as a child process) for docs/benchmarks.md, through `corpusScaleSection`.
import { spawn, spawnSync } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { join } from "node:path";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const cases = Number(arg("cases", "1000000"));
const dir = arg("dir", "/tmp");
const jobs = Number(arg("jobs", "2"));
const bin = "dist/cli/main.js";
if (!existsSync(bin) && import.meta.url === `file://${process.argv[1]}`) throw new Error("build first: npm run build");

/** The bundled corpus's shorter cases (≤ 400 characters a line), cycled with fresh ids: every category, ~230 bytes a case. */
async function generate(file) {
  const seeds = readFileSync("bench/corpora/bundled.jsonl", "utf8")
    .trim()
    .split("\n")
    .filter((line) => line.length <= 400)
    .map((line) => JSON.parse(line));
  const out = createWriteStream(file);
  let chunk = [];
  for (let i = 0; i < cases; i++) {
    const seed = seeds[i % seeds.length];
    chunk.push(JSON.stringify({ ...seed, id: `${seed.id}/${i}` }));
    if (chunk.length === 10_000 || i === cases - 1) {
      if (!out.write(`${chunk.join("\n")}\n`)) await new Promise((resolve) => out.once("drain", resolve));
      chunk = [];
    }
  }
  await new Promise((resolve) => out.end(resolve));
}

/** One run: the summary, peak RSS in MB (GNU time), wall seconds. */
function runCorpus(file, jobCount, out) {
  const result = spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, bin, "corpus", file, "--jobs", String(jobCount), "--out", out, "--json"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`salvage corpus --jobs ${jobCount} failed: ${result.stderr.slice(-2000)}`);
  const rssKb = Number(result.stderr.trim().split("\n").at(-1));
  const summary = JSON.parse(result.stdout);
  return { summary, rssMb: rssKb / 1024, seconds: summary.wallMs / 1000 };
}

/**
 * The machine's own ceiling, measured in the same run: the corpus as two shards run by two separate
 * one-thread processes at once (what two cores give two independent jobs, load and all). Wall time from
 * the start of both to the end of the last.
 */
async function runShardsApart(file, count) {
  const started = performance.now();
  const runs = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [bin, "corpus", file, "--jobs", "1", "--shard", `${i + 1}/${count}`, "--json"]);
        let stdout = "";
        child.stdout.on("data", (data) => (stdout += data));
        child.on("error", reject);
        child.on("close", (code) => (code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`shard ${i + 1} exited ${code}`))));
      }),
    ),
  );
  return { cases: runs.reduce((sum, run) => sum + run.total.cases, 0), seconds: (performance.now() - started) / 1000 };
}

/** Every --out line with its timing removed, compared line by line without holding either file. */
async function sameResults(a, b) {
  const untimed = (line) => line.replace(/"ms":[0-9.e-]+/, "");
  const left = createInterface({ input: createReadStream(a), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const right = createInterface({ input: createReadStream(b), crlfDelay: Infinity })[Symbol.asyncIterator]();
  let lines = 0;
  for (;;) {
    const [x, y] = await Promise.all([left.next(), right.next()]);
    if (x.done || y.done) return x.done === y.done ? lines : -1;
    if (untimed(x.value) !== untimed(y.value)) return -1;
    lines++;
  }
}

/** The section of docs/benchmarks.md, and its target rows ([what, figure, goal, met]). */
export function corpusScaleSection(report) {
  const jobsKey = Object.keys(report).find((key) => /^jobs[2-9]/.test(key));
  const apartKey = Object.keys(report).find((key) => key.endsWith("ProcessesApart"));
  const many = report[jobsKey];
  const apart = report[apartKey];
  const n = jobsKey.slice(4);
  const lines = [
    "## The corpus runner at log scale",
    "",
    `\`salvage corpus\` over ${report.cases.toLocaleString("en-US")} generated cases (${report.megabytes} MB; the bundled corpus's cases of up to`,
    "400 characters a line, cycled with fresh ids, generated into /tmp) with `--jobs 1` and `--jobs " + n + "`, each writing `--out`",
    "(bench/corpus-scale.mjs). Checked first: both runs give the same counts and the same result lines but for the",
    "timings. Peak RSS is GNU time's maximum resident set of the whole process (its worker threads included).",
    `The machine's own ceiling is measured in the same run: the corpus as ${n} shards run by ${n} separate one-thread`,
    `processes at once. Load average at the end: ${report.loadAverage.join(", ")} (the machine is shared).`,
    "",
    "| run | seconds | cases/s | peak RSS | ÷ --jobs 1 |",
    "|---|---:|---:|---:|---:|",
    `| --jobs 1 | ${report.jobs1.seconds} | ${report.jobs1.casesPerSecond.toLocaleString("en-US")} | ${report.jobs1.peakRssMb} MB | 1.00× |`,
    `| --jobs ${n} | ${many.seconds} | ${many.casesPerSecond.toLocaleString("en-US")} | ${many.peakRssMb} MB | ${report.ratio.toFixed(2)}× |`,
    `| ${n} processes on ${n} shards (ceiling) | ${apart.seconds} | ${apart.casesPerSecond.toLocaleString("en-US")} | — | ${report.ceilingRatio.toFixed(2)}× |`,
    "",
  ];
  const rss = Math.max(report.jobs1.peakRssMb, many.peakRssMb);
  const targets = [
    [`corpus runner, ${report.cases.toLocaleString("en-US")} cases: peak RSS`, `${rss} MB`, "≤ 300 MB", rss <= 300],
    [`corpus runner: --jobs ${n} ÷ --jobs 1 throughput`, `${report.ratio.toFixed(2)}× (ceiling ${report.ceilingRatio.toFixed(2)}×)`, "≥ 1.7×", report.ratio >= 1.7],
    ["corpus runner: results identical across --jobs", report.identical ? "identical" : "differ", "identical", report.identical],
  ];
  return { lines, targets };
}

if (import.meta.url !== `file://${process.argv[1]}`) {
  // Imported for corpusScaleSection: nothing runs.
} else {
  await main();
}

async function main() {
const file = join(dir, `salvage-corpus-scale-${cases}.jsonl`);
if (!existsSync(file)) await generate(file);
const megabytes = statSync(file).size / 1e6;
const outOne = join(dir, `salvage-corpus-scale-${cases}.jobs1.out.jsonl`);
const outMany = join(dir, `salvage-corpus-scale-${cases}.jobs${jobs}.out.jsonl`);
const one = runCorpus(file, 1, outOne);
const many = runCorpus(file, jobs, outMany);
const { ms: _a, ...countsOne } = one.summary.total;
const { ms: _b, ...countsMany } = many.summary.total;
if (JSON.stringify(countsOne) !== JSON.stringify(countsMany)) throw new Error(`counts differ: ${JSON.stringify(countsOne)} vs ${JSON.stringify(countsMany)}`);
if (countsOne.cases !== cases) throw new Error(`ran ${countsOne.cases} cases of ${cases}`);
const lines = await sameResults(outOne, outMany);
if (lines !== cases) throw new Error("the --out files differ (timings aside)");
rmSync(outOne);
rmSync(outMany);
const apart = await runShardsApart(file, jobs);
if (apart.cases !== cases) throw new Error(`the shards ran ${apart.cases} cases of ${cases}`);

const rate = (run) => cases / run.seconds;
const report = {
  cases,
  megabytes: Number(megabytes.toFixed(1)),
  identical: true,
  jobs1: { seconds: Number(one.seconds.toFixed(1)), casesPerSecond: Math.round(rate(one)), peakRssMb: Math.round(one.rssMb) },
  [`jobs${jobs}`]: { seconds: Number(many.seconds.toFixed(1)), casesPerSecond: Math.round(rate(many)), peakRssMb: Math.round(many.rssMb) },
  ratio: Number((rate(many) / rate(one)).toFixed(2)),
  [`${jobs}ProcessesApart`]: { seconds: Number(apart.seconds.toFixed(1)), casesPerSecond: Math.round(rate(apart)) },
  ceilingRatio: Number((rate(apart) / rate(one)).toFixed(2)),
  loadAverage: (await import("node:os")).loadavg().map((load) => Number(load.toFixed(2))),
};
console.log(process.argv.includes("--markdown") ? corpusScaleSection(report).lines.join("\n") : JSON.stringify(report, null, 2));
}
