// Recovery on the bundled corpus: every peer on every case, scored the same way as `salvage corpus`.
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { Validator } from "@cfworker/json-schema";
import { parseCorpus } from "../dist/index.js";
import { bamlPeer } from "./baml/baml-peer.mjs";
import { peers, salvagePeer } from "./peers.mjs";

const validators = new Map();
function validates(schema, value) {
  if (schema === null) return true;
  const key = JSON.stringify(schema);
  let validator = validators.get(key);
  if (!validator) validators.set(key, (validator = new Validator(schema, "2020-12", false)));
  try {
    return validator.validate(value).valid;
  } catch {
    return false;
  }
}

/** exact | wrong | failed | failed-cleanly, for a peer's answer on one case. */
function verdict(item, ok, value, equal = isDeepStrictEqual) {
  if (!ok) return item.hasExpected ? "failed" : "failed-cleanly";
  return item.hasExpected && equal(value, item.expected, item) ? "exact" : "wrong";
}

/** Runs every peer on every case; returns per-peer, per-category tallies. */
export async function runRecovery(file = "bench/corpora/bundled.jsonl") {
  const { cases } = parseCorpus(readFileSync(file, "utf8"));
  const baml = await bamlPeer(file);
  const all = baml.unavailable ? peers : [...peers, baml];
  const names = [...all.map((p) => p.name), "salvage"];
  const tallies = Object.fromEntries(names.map((name) => [name, {}]));
  const add = (peer, category, v) => {
    const byCategory = tallies[peer];
    const t = (byCategory[category] ??= { cases: 0, exact: 0, wrong: 0, failed: 0, failedCleanly: 0 });
    t.cases++;
    if (v === "exact") t.exact++;
    else if (v === "wrong") t.wrong++;
    else if (v === "failed") t.failed++;
    else t.failedCleanly++;
  };
  const ours = salvagePeer();
  for (const item of cases) {
    for (const peer of all) {
      if (peer.supports && !peer.supports(item)) continue;
      const read = peer.parseAsync ? await peer.parseAsync(item.input) : peer.parse(item.input, item);
      const ok = read.ok && validates(item.schema, read.value);
      add(peer.name, item.category, verdict(item, ok, read.value, peer.equal));
    }
    add("salvage", item.category, ours.runCase(item).verdict);
  }
  const categories = [...new Set(cases.map((c) => c.category))].sort();
  return { names, categories, tallies, cases: cases.length, unavailable: baml.unavailable ? { BAML: baml.unavailable } : {} };
}

/** Percent correct: recovered exactly, plus unrecoverable cases that failed as they should. */
export function percent(t) {
  return t && t.cases > 0 ? (100 * (t.exact + t.failedCleanly)) / t.cases : 0;
}

export function totals(tally) {
  const total = { cases: 0, exact: 0, wrong: 0, failed: 0, failedCleanly: 0 };
  for (const t of Object.values(tally)) for (const key of Object.keys(total)) total[key] += t[key];
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runRecovery();
  for (const name of result.names) {
    const t = totals(result.tallies[name]);
    console.log(`${name.padEnd(12)} correct ${percent(t).toFixed(1)}%  wrong ${t.wrong}`);
  }
}
