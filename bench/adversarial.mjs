// Linear time on adversarial input: hostile families at 1, 4 and 10 MB through salvage(schema), extract and
// repair. Every result must be a typed outcome; the figure is ms per MB at each size and the growth factor
// (ms/MB at 10 MB ÷ ms/MB at 1 MB): about 1 when linear, about 10 if quadratic. JSON.parse, which salvage
// tries first on every text, is timed beside them as the floor: on input that allocates millions of arrays or
// objects its own ms/MB grows with size (the garbage collector), and salvage's with it.
// Run: npm run build && node --expose-gc bench/adversarial.mjs
import { extract, repair, salvage } from "../dist/index.js";
import { formatSize, timeInterleaved } from "./timing.mjs";

const MB = 1024 * 1024;

/** Text of exactly `bytes` UTF-16 units: `head`, whole copies of `unit`, spaces to make up the size, `tail`. */
function fill(unit, bytes, head = "", tail = "") {
  const body = bytes - head.length - tail.length;
  const copies = Math.floor(body / unit.length);
  return head + unit.repeat(copies) + " ".repeat(body - copies * unit.length) + tail;
}

/** The hostile families, by name: each builds a text of the given size. */
export const families = {
  "[ run": (n) => fill("[", n),
  '{"a": run': (n) => fill('{"a":', n),
  '" run': (n) => fill('"', n),
  "backticks": (n) => fill("`", n),
  "fences": (n) => fill("```json\n{\n", n),
  "<think> run": (n) => fill("<think>", n),
  "whitespace": (n) => fill(" \n\t ", n, "", "{}"),
  "tiny objects": (n) => fill("{},", n, "[", "{}]"),
  "missing commas": (n) => fill("1 ", n, "[", "]"),
  "near-JSON": (n) => fill("{'a': True, b: None,}, ", n, "[", "]"),
};

/** The floor, timed beside the entry points but not checked: V8's own JSON.parse, which salvage tries first. */
const FLOOR = "JSON.parse";
function floor(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The entry points timed on each text. */
function entryPoints() {
  const schema = {
    type: "object",
    properties: { name: { type: "string" }, items: { type: "array", items: { type: "object" } } },
    required: ["name"],
  };
  const parse = salvage(schema);
  return { salvage: (text) => parse(text), extract: (text) => extract(text), repair: (text) => repair(text) };
}

/** A typed outcome: `{ ok: true, value, steps }` or `{ ok: false, error: { code, stage, message }, steps }`. */
function describeOutcome(name, outcome) {
  const typed =
    outcome !== null &&
    typeof outcome === "object" &&
    typeof outcome.ok === "boolean" &&
    Array.isArray(outcome.steps) &&
    (outcome.ok || (typeof outcome.error?.code === "string" && typeof outcome.error.stage === "string" && typeof outcome.error.message === "string" && outcome.error.message.length > 0));
  if (!typed) throw new Error(`${name}: not a typed outcome: ${JSON.stringify(outcome)?.slice(0, 300)}`);
  return outcome.ok ? "ok" : outcome.error.code;
}

/**
 * Times every family at every size through every entry point. Returns one row per family and entry point:
 * ms per MB at each size, the growth factor, and the outcome at the largest size.
 */
export function runAdversarial({ sizes = [1 * MB, 4 * MB, 10 * MB], only } = {}) {
  const fns = entryPoints();
  const rows = [];
  for (const [family, build] of Object.entries(families)) {
    if (only !== undefined && !only.includes(family)) continue;
    const perFn = Object.fromEntries([...Object.keys(fns), FLOOR].map((name) => [name, { family, entry: name, msPerMB: [], outcome: "" }]));
    for (const bytes of sizes) {
      globalThis.gc?.();
      const text = build(bytes);
      if (text.length !== bytes) throw new Error(`${family}: built ${text.length} units, wanted ${bytes}`);
      const timed = { [FLOOR]: () => floor(text) };
      perFn[FLOOR].outcome = floor(text) === undefined ? "throws" : "parses";
      for (const [name, fn] of Object.entries(fns)) {
        perFn[name].outcome = describeOutcome(`${name} on ${family} ${formatSize(bytes)}`, fn(text));
        timed[name] = () => fn(text);
      }
      const ms = timeInterleaved(timed, { minMs: 150, minRounds: 3, maxRounds: 7 });
      for (const name of Object.keys(timed)) perFn[name].msPerMB.push(ms[name] / (bytes / MB));
    }
    for (const row of Object.values(perFn)) {
      const first = row.msPerMB[0];
      const last = row.msPerMB[row.msPerMB.length - 1];
      rows.push({ ...row, sizes: sizes.map(formatSize), growth: last / Math.max(first, 1e-3) });
    }
  }
  return rows;
}

/** The worst ms per MB of salvage's entry points over all rows and sizes, and the worst growth factor. */
export function worst(rows) {
  let msPerMB = { value: 0 };
  let growth = { value: 0 };
  for (const row of rows) {
    if (row.entry === FLOOR) continue;
    row.msPerMB.forEach((value, i) => {
      if (value > msPerMB.value) msPerMB = { value, family: row.family, entry: row.entry, size: row.sizes[i] };
    });
    if (row.growth > growth.value) growth = { value: row.growth, family: row.family, entry: row.entry };
  }
  return { msPerMB, growth };
}

export function formatTable(rows) {
  const sizes = rows[0]?.sizes ?? [];
  const head = ["family".padEnd(16), "entry".padEnd(10), ...sizes.map((s) => `ms/MB @${s}`.padStart(13)), "growth".padStart(7), "  outcome"];
  const lines = [head.join(" ")];
  for (const row of rows) {
    lines.push(
      [
        row.family.padEnd(16),
        row.entry.padEnd(10),
        ...row.msPerMB.map((v) => v.toFixed(2).padStart(13)),
        `${row.growth.toFixed(2)}x`.padStart(7),
        `  ${row.outcome}`,
      ].join(" "),
    );
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (globalThis.gc === undefined) console.warn("(run with node --expose-gc for steadier figures)");
  const rows = runAdversarial();
  console.log(formatTable(rows));
  const { msPerMB, growth } = worst(rows);
  console.log(`\nworst: ${msPerMB.value.toFixed(2)} ms/MB (${msPerMB.entry} on ${msPerMB.family} at ${msPerMB.size}); worst growth ${growth.value.toFixed(2)}x (${growth.entry} on ${growth.family})`);
}
