// Real-world JSON Schemas through salvage and its fuzz kit, per subset (issue 14).
/* global URL, setTimeout, clearTimeout */
//
//   npm run build && node bench/real-schemas.mjs ../shared/dev-corpus/real-schemas.jsonl [--sample N] [--draws K]
//     [--corruptions C] [--seed S] [--timeout MS] [--workers W] [--examples FILE] [--json FILE] [--only ID,ID] [--kit-only]
//
// For each schema: build `salvage(schema)` (construction outcome, and whether ajv finds the schema valid under
// its own draft); draw K values with `valueOf` (a draw slower than 2 s is a budget miss, one the watchdog kills
// is a hang); check each value with ajv (second, independent validator); parse `JSON.stringify(value)` (identity,
// latent `invalid-schema`); then C corrupted outputs of each value (`corrupt` with 1–3 random corruptions):
// recovered / failed / WRONG when the kit says the truth is recoverable. Every schema runs in a worker thread
// the parent terminates after `--timeout` ms.
import { readFileSync, writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && !/^\d+$/.test(a)) ?? "../shared/dev-corpus/real-schemas.jsonl";
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sample = Number(option("sample", "0"));
const config = {
  draws: Number(option("draws", "5")),
  corruptionsPerValue: Number(option("corruptions", "3")),
  seed: Number(option("seed", "1")),
  drawBudgetMs: 2000,
  // Draw and check values only (no salvage calls): the fuzz kit's columns alone, in a fraction of the time.
  kitOnly: args.includes("--kit-only"),
};
const timeout = Number(option("timeout", "30000"));
const workers = Number(option("workers", "2"));
const examplesFile = option("examples", undefined);
const jsonFile = option("json", undefined);

let lines = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
if (sample > 0 && sample < lines.length) {
  // Every k-th schema of each subset, so each subset keeps its share.
  const step = lines.length / sample;
  lines = Array.from({ length: sample }, (_, i) => lines[Math.floor(i * step)]);
}
// Each schema keeps its position as the seed of its corruptions, so `--only` reruns exactly what a full run drew.
lines = lines.map((line, position) => ({ ...line, position }));
const only = option("only", undefined);
if (only !== undefined) {
  const ids = new Set(only.split(","));
  lines = lines.filter((l) => ids.has(l.id) || ids.has(l.id.split("/").pop().replace(/\.json$/, "")) || ids.has(l.id.split("/").pop()));
}

const results = new Array(lines.length);
let next = 0;
const started = performance.now();

function spawn() {
  return new Promise((resolve) => {
    let worker;
    let current = -1;
    let timer;
    let phase = "build";
    const launch = () => {
      worker = new Worker(new URL("./real-schemas-worker.mjs", import.meta.url), { workerData: config });
      worker.on("message", (r) => {
        if (r.phase !== undefined) {
          phase = r.phase;
          return;
        }
        clearTimeout(timer);
        results[r.index] = r;
        feed();
      });
      worker.on("error", (error) => {
        clearTimeout(timer);
        if (current >= 0 && results[current] === undefined) results[current] = { index: current, id: lines[current].id, subset: lines[current].subset, crash: String(error) };
        launch();
        feed();
      });
    };
    const feed = () => {
      if (next >= lines.length) {
        void worker.terminate();
        resolve();
        return;
      }
      current = next++;
      if (current % 200 === 0) process.stderr.write(`${current}/${lines.length} ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
      const index = current;
      phase = "build";
      timer = setTimeout(() => {
        results[index] = { index, id: lines[index].id, subset: lines[index].subset, hang: phase };
        worker.removeAllListeners();
        void worker.terminate();
        launch();
        feed();
      }, timeout);
      worker.postMessage({ line: lines[index], index });
    };
    launch();
    feed();
  });
}

await Promise.all(Array.from({ length: workers }, spawn));

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

const rows = new Map();
const row = (name) => {
  if (!rows.has(name)) {
    rows.set(name, {
      schemas: 0, ok: 0, invalidSchema: 0, invalidSchemaRefValid: 0, otherFailure: 0, throws: 0, hangs: 0, crashes: 0, kitHangs: 0, kitThrows: 0,
      drawOk: 0, drawRefused: 0, drawThrows: 0, budgetMiss: 0, drawn: 0, drawnValid: 0, schemasAllValid: 0,
      same: 0, identityWrong: 0, latent: 0, identityFailed: 0, recovered: 0, recFailed: 0, wrong: 0, unjudged: 0,
      times: [],
    });
  }
  return rows.get(name);
};
for (const r of results) {
  for (const t of [row(r.subset), row("all")]) {
    t.schemas++;
    if (r.hang === "draw" || r.hang === "corrupt") t.kitHangs++;
    else if (r.hang) t.hangs++;
    if (r.crash) t.crashes++;
    if (r.hang || r.crash) continue;
    if (r.construction === "throw") t.throws++;
    else if (r.construction === "invalid-schema") {
      t.invalidSchema++;
      if (r.referenceValid) t.invalidSchemaRefValid++;
    } else if (r.construction !== "ok") t.otherFailure++;
    else t.ok++;
    if (r.draw === "ok") t.drawOk++;
    if (r.draw === "refused") t.drawRefused++;
    if (r.draw === "throw") t.kitThrows++;
    if (r.budgetMiss) t.budgetMiss++;
    t.drawn += r.drawn ?? 0;
    t.drawnValid += r.drawnValid ?? 0;
    if (r.draw === "ok" && r.drawn > 0 && r.drawnValid === r.drawn) t.schemasAllValid++;
    if (r.identity) {
      t.same += r.identity.same;
      t.identityWrong += r.identity.wrong;
      t.latent += r.identity.latentInvalidSchema;
      t.identityFailed += r.identity.failed;
      t.throws += r.identity.throws;
    }
    if (r.recovery) {
      t.recovered += r.recovery.recovered;
      t.recFailed += r.recovery.failed;
      t.wrong += r.recovery.wrong;
      t.unjudged += r.recovery.unjudged;
      t.throws += r.recovery.throws;
      t.kitThrows += r.recovery.kitThrows;
    }
    for (const ms of r.times ?? []) t.times.push(ms);
  }
}

const header = ["subset", "schemas", "built ok", "invalid-schema (ajv: valid)", "salvage throws / hangs", "kit: drew / refused / throws / hangs / >2 s", "schemas all-valid", "values valid / drawn", "identity same / wrong / latent inv. / failed", "recovery recovered / failed / WRONG", "call p99 / max ms"];
const table = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
const names = [...rows.keys()].filter((n) => n !== "all").sort();
for (const name of [...names, "all"]) {
  const t = rows.get(name);
  const times = t.times.sort((a, b) => a - b);
  table.push(`| ${name === "all" ? "**all**" : name} | ${t.schemas} | ${t.ok} | ${t.invalidSchema} (${t.invalidSchemaRefValid}) | ${t.throws} / ${t.hangs} | ${t.drawOk} / ${t.drawRefused} / ${t.kitThrows} / ${t.kitHangs} / ${t.budgetMiss} | ${t.schemasAllValid} (${((100 * t.schemasAllValid) / Math.max(1, t.ok)).toFixed(1)} %) | ${t.drawnValid} / ${t.drawn} | ${t.same} / ${t.identityWrong} / ${t.latent} / ${t.identityFailed} | ${t.recovered} / ${t.recFailed} / ${t.wrong} | ${percentile(times, 0.99).toFixed(1)} / ${(times.at(-1) ?? 0).toFixed(0)} |`);
}
console.log(`${file}: ${lines.length} schemas, ${config.draws} draws each, ${config.corruptionsPerValue} corrupted outputs per valid value, seed ${config.seed}, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
console.log(table.join("\n"));
const crashes = rows.get("all")?.crashes ?? 0;
if (crashes > 0) console.log(`\n${crashes} schemas not measured: the worker crashed (see --examples)`);

if (examplesFile) {
  const interesting = results.filter((r) => r.hang || r.crash || r.construction !== "ok" || r.draw !== "ok" || r.budgetMiss || (r.examples?.length ?? 0) > 0);
  writeFileSync(examplesFile, interesting.map((r) => JSON.stringify({ id: r.id, hang: r.hang, crash: r.crash, construction: r.construction, constructionMessage: r.constructionMessage, referenceValid: r.referenceValid, draw: r.draw, drawMessage: r.drawMessage, drawMs: Math.round(r.drawMs ?? 0), examples: r.examples })).join("\n") + "\n");
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(Object.fromEntries([...rows].map(([k, t]) => [k, { ...t, times: undefined }])), null, 1));
