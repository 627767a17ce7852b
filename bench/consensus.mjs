// Judges salvage's refusals and readings from outside: five established repair libraries (jsonrepair,
// dirty-json, typia's LlmJson, json5, best-effort-json-parser) read the same texts, and every text where at
// least three of them agree on one value that keeps every character of the text's tokens is a consensus case.
// salvage should read each consensus case as that value, or refuse it with a reason from docs/repair.md
// ("What the text leaves open"). Prints the agreement figure and lists every disagreement.
//
//   npm run build
//   node bench/consensus.mjs [--list] [--fuzz N] [corpus.jsonl …]
//
// Default corpora: ../shared/dev-corpus/json.jsonl and real-json.jsonl (when present), plus N (default 300)
// texts written by the fuzz kit (`salvage/fuzz`, schemaless corruptions of three schemas, seed 29).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fc from "fast-check";
import { salvage } from "../dist/index.js";
import { modelOutput } from "../dist/fuzz.js";

const require = createRequire(import.meta.url);
const { jsonrepair } = require("jsonrepair");
const dirtyJson = require("dirty-json");
const JSON5 = require("json5");
const bestEffort = require("best-effort-json-parser");
const { LlmJson } = require("@typia/utils");
bestEffort.disableErrorLogging?.();

const args = process.argv.slice(2);
const list = args.includes("--list");
const fuzzAt = args.indexOf("--fuzz");
const fuzzRuns = fuzzAt >= 0 ? Number(args[fuzzAt + 1]) : 300;
const files = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--fuzz");
const corpusDir = ["../shared/dev-corpus", "../../shared/dev-corpus"].find((d) => existsSync(`${d}/json.jsonl`));
const defaults = corpusDir === undefined ? [] : [`${corpusDir}/json.jsonl`, `${corpusDir}/real-json.jsonl`].filter((p) => existsSync(p));

/** The peers, each a function from text to a value or `undefined` (a failure). */
const peers = {
  jsonrepair: (text) => JSON.parse(jsonrepair(text)),
  "dirty-json": (text) => dirtyJson.parse(text),
  typia: (text) => {
    const result = LlmJson.parse(text);
    return result.success ? result.data : undefined;
  },
  json5: (text) => JSON5.parse(text),
  "best-effort-json-parser": (text) => bestEffort.parse(text),
};

function run(peer, text) {
  try {
    const value = peers[peer](text);
    return value === undefined || !isJson(value) ? undefined : value;
  } catch {
    return undefined;
  }
}

function isJson(value) {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value === "object") return Object.values(value).every(isJson);
  return false;
}

// Literal words are spelt in many ways (True, None, undefined); they are left out of the comparison of characters.
const literalWords = /\b(?:true|false|null|none|undefined|nil)\b/giu;

/** The letters and digits of a text, case-folded, literal words left out. */
function tokenCharacters(text) {
  return text.replace(literalWords, " ").replace(/[^\p{L}\p{N}]+/gu, "").toLowerCase();
}

/**
 * Whether `value` keeps every character of the text's tokens and invents none: the letters and digits of its
 * JSON are those of the text, in order (a fence's language tag aside). Drops (`{"k":"v"}[1, 2]` → `{"k":"v"}`) and
 * inventions (`tru` → `true`) both fail this test.
 */
function keepsTokens(text, value) {
  const written = tokenCharacters(text.replace(/^\s*(`{3,}|~{3,})[\w-]*/u, ""));
  const read = tokenCharacters(JSON.stringify(value));
  return written === read;
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The value at least three peers agree on, when it keeps every character of the text's tokens. */
function consensus(text) {
  const votes = new Map();
  for (const peer of Object.keys(peers)) {
    const value = run(peer, text);
    if (value === undefined) continue;
    const key = canonical(value);
    const entry = votes.get(key) ?? { value, peers: [] };
    entry.peers.push(peer);
    votes.set(key, entry);
  }
  for (const entry of votes.values()) if (entry.peers.length >= 3 && keepsTokens(text, entry.value)) return entry;
  return undefined;
}

const parsers = new Map();
function salvageParse(text, schema) {
  const key = JSON.stringify(schema ?? {});
  let parse = parsers.get(key);
  if (parse === undefined) {
    parse = salvage(schema ?? {});
    parsers.set(key, parse);
  }
  return parse.parse(text);
}

function* corpusTexts(path) {
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const c = JSON.parse(line);
    yield { id: c.id, text: c.input, schema: c.schema ?? null, set: path.split("/").pop() };
  }
}

function* fuzzTexts(runs) {
  const schemas = [
    { type: "object", properties: { name: { type: "string" }, age: { type: "integer" }, tags: { type: "array", items: { type: "string" } } }, required: ["name", "age", "tags"] },
    { type: "object", properties: { selector: { type: "string" }, double: { type: "boolean" } }, required: ["selector"] },
    { type: "array", items: { type: "object", properties: { id: { type: "number" }, ok: { type: "boolean" }, note: { type: ["string", "null"] } }, required: ["id", "ok", "note"] } },
  ];
  let n = 0;
  for (const [index, schema] of schemas.entries()) {
    const count = Math.ceil(runs / schemas.length);
    const outputs = fc.sample(modelOutput(schema, { schemaless: true }), { seed: 29 + index, numRuns: count });
    for (const out of outputs) yield { id: `fuzz-${n++}`, text: out.text, schema: null, set: "fuzz-kit" };
  }
}

const sources = [...(files.length > 0 ? files : defaults).map((p) => corpusTexts(p)), fuzzTexts(fuzzRuns)];
const sets = new Map();
const disagreements = [];
for (const source of sources) {
  for (const item of source) {
    const s = sets.get(item.set) ?? { texts: 0, consensus: 0, agrees: 0, refuses: 0, differs: 0 };
    sets.set(item.set, s);
    s.texts++;
    const agreed = consensus(item.text);
    if (agreed === undefined) continue;
    s.consensus++;
    // The peers read with no schema, so salvage does too: a schema's coercions would be no disagreement.
    const outcome = salvageParse(item.text, null);
    if (outcome.ok && canonical(outcome.value) === canonical(agreed.value)) {
      s.agrees++;
      continue;
    }
    if (outcome.ok) s.differs++;
    else s.refuses++;
    disagreements.push({ ...item, agreed, outcome });
  }
}

const pct = (a, b) => (b === 0 ? "-" : `${((100 * a) / b).toFixed(1)}%`);
console.log("set".padEnd(20), "texts".padStart(6), "consensus".padStart(10), "salvage agrees".padStart(15), "refuses".padStart(8), "differs".padStart(8));
const total = { texts: 0, consensus: 0, agrees: 0, refuses: 0, differs: 0 };
for (const [name, s] of sets) {
  for (const k of Object.keys(total)) total[k] += s[k];
  console.log(name.padEnd(20), String(s.texts).padStart(6), String(s.consensus).padStart(10), `${s.agrees} (${pct(s.agrees, s.consensus)})`.padStart(15), String(s.refuses).padStart(8), String(s.differs).padStart(8));
}
console.log(`AGREEMENT ${total.agrees}/${total.consensus} (${pct(total.agrees, total.consensus)}) of the texts where >= 3 peers agree on a value that keeps every token character; ${total.refuses} refused, ${total.differs} read otherwise`);
if (list) {
  for (const d of disagreements) {
    const got = d.outcome.ok ? `reads ${JSON.stringify(d.outcome.value).slice(0, 120)}` : `${d.outcome.error.code}: ${d.outcome.error.message.slice(0, 160)}`;
    console.log(`\n${d.set} ${d.id}: ${JSON.stringify(d.text).slice(0, 160)}\n  peers (${d.agreed.peers.join(", ")}): ${JSON.stringify(d.agreed.value).slice(0, 120)}\n  salvage ${got}`);
  }
}
