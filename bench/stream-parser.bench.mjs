// Benchmark of salvage's incremental tolerant parser (src/stream) against JSON.parse and jsonrepair.
// Run: node bench/stream-parser.bench.mjs
// The TypeScript source is bundled in memory with esbuild (already installed through tsup), so this
// needs no build step. Every output is checked before anything is timed.
import { build } from "esbuild";
import { deepStrictEqual } from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { URL, fileURLToPath, pathToFileURL } from "node:url";
import { jsonrepair } from "jsonrepair";

const bundled = await build({
  entryPoints: [fileURLToPath(new URL("../src/tolerant/index.ts", import.meta.url))],
  bundle: true,
  format: "esm",
  platform: "neutral",
  write: false,
  logLevel: "warning",
});
const dir = mkdtempSync(join(tmpdir(), "salvage-stream-bench-"));
const file = join(dir, "stream.mjs");
writeFileSync(file, bundled.outputFiles[0].text);
const { parseTolerant, createIncrementalParser } = await import(pathToFileURL(file).href);
rmSync(dir, { recursive: true, force: true });

// A deterministic document of about `bytes` characters, shaped like model output: records
// with strings (some escaped, some non-ASCII), numbers in all forms, booleans, nulls, nesting.
function makeDocument(bytes) {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const words = ["alpha", "beta", "gamma", "déjà vu", "naïve", "日本語", "emoji 😀", 'say "hi"', "tab\there", "line\nbreak", "back\\slash"];
  const items = [];
  let size = 2;
  for (let id = 0; size < bytes; id++) {
    const item = {
      id,
      name: `${words[id % words.length]} ${Math.floor(rand() * 1e6)}`,
      score: Math.round(rand() * 1e4) / 100,
      big: Math.floor(rand() * 1e15),
      exp: rand() * 1e-7,
      negative: -Math.floor(rand() * 1000),
      active: rand() > 0.5,
      note: rand() > 0.8 ? null : words[Math.floor(rand() * words.length)].repeat(1 + Math.floor(rand() * 4)),
      tags: Array.from({ length: Math.floor(rand() * 5) }, (_, k) => words[(id + k) % words.length]),
      nested: { depth: { level: [id, { leaf: "x".repeat(Math.floor(rand() * 20)) }] } },
    };
    size += JSON.stringify(item, null, 1).length + 3; // as indented in the document below
    items.push(item);
  }
  return JSON.stringify({ items, count: items.length, description: "A benchmark document" }, null, 1);
}

function time(fn, minMs = 400) {
  // Best of several rounds, each repeating until it has run for a while.
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    let runs = 0;
    const started = performance.now();
    let elapsed = 0;
    do {
      fn();
      runs++;
      elapsed = performance.now() - started;
    } while (elapsed < minMs / 5);
    best = Math.min(best, elapsed / runs);
  }
  return best;
}

function streamed(text, chunkSize, withSnapshots) {
  const parser = createIncrementalParser();
  let reads = 0;
  for (let i = 0; i < text.length; i += chunkSize) {
    parser.push(text.slice(i, i + chunkSize));
    if (withSnapshots) {
      const snap = parser.snapshot();
      if (snap.value !== undefined) reads++;
    }
  }
  const result = parser.end();
  return { result, reads };
}

const text = makeDocument(1_000_000);
const expected = JSON.parse(text);
const mb = text.length / 1e6;

// Check before timing.
const once = parseTolerant(text);
if (!once.ok) throw new Error(`one-shot parse failed: ${JSON.stringify(once)}`);
deepStrictEqual(once.value, expected);
deepStrictEqual(once.repairs, []);
const chunked = streamed(text, 20, true);
if (!chunked.result.ok) throw new Error("streamed parse failed");
deepStrictEqual(chunked.result.value, expected);
deepStrictEqual(JSON.parse(jsonrepair(text)), expected);

// Near-JSON of the same size: single quotes, Python literals, trailing commas, comments, cut off.
const sloppy = text.replace(/"([a-z]+)":/g, "'$1':").replace(/true/g, "True").replace(/\n\]/g, ",\n// end\n]");
const sloppyCut = sloppy.slice(0, Math.floor(sloppy.length * 0.9));
const sloppyOnce = parseTolerant(sloppy);
if (!sloppyOnce.ok) throw new Error("sloppy parse failed");
deepStrictEqual(sloppyOnce.value, expected);
deepStrictEqual(sloppyOnce.value, JSON.parse(jsonrepair(sloppy)));
const cutOnce = parseTolerant(sloppyCut);
if (!cutOnce.ok || !cutOnce.truncated) throw new Error("cut parse failed");

const floor = time(() => JSON.parse(text));
const rows = [
  ["JSON.parse (floor)", floor],
  ["parseTolerant one-shot", time(() => parseTolerant(text))],
  ["stream 20-byte chunks, no snapshots", time(() => streamed(text, 20, false))],
  ["stream 20-byte chunks + snapshot each", time(() => streamed(text, 20, true))],
  ["stream 1-byte chunks + snapshot each", time(() => streamed(text, 1, true), 2000)],
  ["jsonrepair (valid input)", time(() => jsonrepair(text))],
  ["parseTolerant near-JSON", time(() => parseTolerant(sloppy))],
  ["jsonrepair near-JSON", time(() => jsonrepair(sloppy), 2000)],
  ["parseTolerant near-JSON cut at 90%", time(() => parseTolerant(sloppyCut))],
];

// Scaling: MB/s of the one-shot parse on near-JSON of growing size, beside JSON.parse on the valid
// twin (both slow down on big heaps through garbage collection; a quadratic path would collapse).
const scaling = [0.1, 1, 4].map((size) => {
  const doc = makeDocument(size * 1e6).replace(/"([a-z]+)":/g, "'$1':").replace(/true/g, "True");
  const check = parseTolerant(doc);
  if (!check.ok) throw new Error("scaling parse failed");
  deepStrictEqual(check.value, JSON.parse(jsonrepair(doc)));
  const ms = time(() => parseTolerant(doc));
  const plain = makeDocument(size * 1e6);
  const floorMs = time(() => JSON.parse(plain));
  const rate = (chars, t) => (chars / 1e6 / (t / 1000)).toFixed(1);
  return `${(doc.length / 1e6).toFixed(2)} MB: ${rate(doc.length, ms)} MB/s (JSON.parse on the valid twin: ${rate(plain.length, floorMs)} MB/s)`;
});

const oneShot = rows[1][1];
console.log(`document: ${text.length} characters (${mb.toFixed(2)} MB), node ${process.version}`);
console.log("case".padEnd(42), "ms".padStart(9), "MB/s".padStart(8), "× JSON.parse".padStart(13), "× one-shot".padStart(11));
for (const [name, ms] of rows) {
  console.log(
    name.padEnd(42),
    ms.toFixed(2).padStart(9),
    (mb / (ms / 1000)).toFixed(1).padStart(8),
    (ms / floor).toFixed(2).padStart(13),
    (ms / oneShot).toFixed(2).padStart(11),
  );
}
console.log("near-JSON one-shot throughput by size:");
for (const line of scaling) console.log(`  ${line}`);
