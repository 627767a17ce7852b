// Typical answers: what models write most, 100 B to 10 KB, valid and malformed, bare and in prose with a
// fence. salvage beside the peers a user would reach for, each followed by the same zod validation; each
// peer's reading is checked before timing (a peer that reads a wrong value is marked, not timed).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { LlmJson } from "@typia/utils";
import { parse as bestEffortParse, disableErrorLogging } from "best-effort-json-parser";
import dirtyJson from "dirty-json";
import { jsonrepair } from "jsonrepair";
import * as z from "zod";
import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { malformed } from "./speed.mjs";
import { timeInterleaved } from "./timing.mjs";

const before = "Sure! Here is the JSON you asked for:\n\n```json\n";
const after = "\n```\n\nLet me know if you need anything else.";

/** The four shapes of an answer: valid or malformed (single quotes, trailing commas, True/False), bare or in prose with a fence. */
export const variants = ["valid", "valid, prose + fence", "malformed", "malformed, prose + fence"];

/**
 * A variant of a document of about `bytes` characters of JSON (the prose, when there is some, comes on top), with its
 * value; `seed` picks one of several documents of that size (see `productDocument`).
 */
export function typicalAnswer(variant, bytes, seed = 0) {
  const document = productDocument(bytes, seed);
  const body = variant.startsWith("valid") ? document.text : malformed(document.value);
  return { value: document.value, text: variant.endsWith("fence") ? before + body + after : body, json: document.text };
}

/** The fenced block's content when the text has one, else the text: how a user feeds a syntax repairer a model's prose. */
export function fenced(text) {
  const open = text.indexOf("```");
  if (open < 0) return text;
  const start = text.indexOf("\n", open) + 1;
  const end = text.indexOf("```", start);
  return start > 0 && end > start ? text.slice(start, end) : text;
}

const typiaParameters = { ...z.toJSONSchema(productSchema, { target: "draft-2020-12" }), $defs: {}, additionalProperties: false };

function validated(read) {
  const result = productSchema.safeParse(read);
  return result.success ? result.data : undefined;
}

function attempt(read) {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * The switch for a second route through the pipeline: `SALVAGE_BESIDE=<dist/ directories, comma-separated>` times
 * other builds of salvage beside this one, in the same rounds (`salvage @ <dir>`), so that what a route buys is
 * measured, not claimed: build the code with the route, copy its dist/ aside, build it without, run this script.
 */
const beside = await Promise.all(
  (process.env.SALVAGE_BESIDE ?? "")
    .split(",")
    .filter((dir) => dir !== "")
    .map(async (dir) => ({ name: `salvage @ ${dir}`, salvage: (await import(pathToFileURL(resolve(dir, "index.js")).href)).salvage })),
);

function salvageContender(make) {
  const parse = make(productSchema);
  return (text) => {
    const outcome = parse(text);
    return outcome.ok ? outcome.value : undefined;
  };
}

/** Each contender: text in, the validated value or undefined out. */
export function typicalContenders() {
  return {
    salvage: salvageContender(salvage),
    ...Object.fromEntries(beside.map((build) => [build.name, salvageContender(build.salvage)])),
    "jsonrepair + zod": (text) => attempt(() => validated(JSON.parse(jsonrepair(text)))),
    "fence cut + jsonrepair + zod": (text) => attempt(() => validated(JSON.parse(jsonrepair(fenced(text))))),
    "typia LlmJson.parse + zod": (text) => {
      const read = LlmJson.parse(text, typiaParameters);
      return read.success ? validated(read.data) : undefined;
    },
    "dirty-json + zod": (text) => attempt(() => validated(dirtyJson.parse(text))),
    "best-effort-json-parser + zod": (text) => attempt(() => validated(bestEffortParse(text))),
  };
}

/** How many different texts each row cycles through: no call sees the text of the call before it. */
export const textsPerRow = 16;

/** Calls of each contender before a row is timed: salvage reaches its steady speed after thousands of calls. */
export function warmUpCalls(bytes) {
  return Math.min(25_000, Math.ceil(4e6 / bytes));
}

/** A function that calls `run` on the next of `inputs` each time, round and round. */
export function cycling(inputs, run) {
  let k = 0;
  return () => run(inputs[k++ % inputs.length]);
}

/**
 * Rows of { size, variant, bytes, floorUs, peers: { name: { us, ratio } | { wrong } | { fails } } }. The floor
 * is `productSchema.safeParse(JSON.parse(json))` on the same values written as valid JSON, timed in the same rounds.
 * Each row cycles through `textsPerRow` answers of the same shape and size with different content, every peer
 * checked on each of them, and warms every contender up on them before timing.
 */
export function runTypical({ sizes = [100, 1024, 10 * 1024], minMs = 400 } = {}) {
  const contenders = typicalContenders();
  const rows = [];
  // best-effort-json-parser logs what it skipped; a bench's output is its table.
  disableErrorLogging();
  for (const bytes of sizes) {
    for (const variant of variants) {
      const answers = Array.from({ length: textsPerRow }, (_, seed) => typicalAnswer(variant, bytes, seed));
      const texts = answers.map((answer) => answer.text);
      const row = { size: bytes, variant, bytes: texts[0].length, peers: {} };
      const timed = { floor: cycling(answers.map((answer) => answer.json), (json) => productSchema.safeParse(JSON.parse(json))) };
      for (const [name, run] of Object.entries(contenders)) {
        const reads = answers.map((answer) => run(answer.text));
        if (reads.some((read) => read === undefined)) row.peers[name] = { fails: true };
        else if (reads.some((read, k) => !isDeepStrictEqual(read, answers[k].value))) row.peers[name] = { wrong: true };
        else timed[name] = cycling(texts, run);
      }
      const warmUp = warmUpCalls(row.bytes);
      for (const fn of Object.values(timed)) for (let i = 0; i < warmUp; i++) fn();
      const reps = Math.max(1, Math.ceil((64 * 1024) / row.bytes));
      const batch = (fn) => () => {
        for (let i = 0; i < reps; i++) fn();
      };
      const ms = timeInterleaved(Object.fromEntries(Object.entries(timed).map(([k, f]) => [k, batch(f)])), { minMs, minRounds: 9 });
      const us = (name) => (ms[name] / reps) * 1000;
      row.floorUs = us("floor");
      for (const name of Object.keys(timed)) if (name !== "floor") row.peers[name] = { us: us(name), ratio: us(name) / row.floorUs };
      rows.push(row);
    }
  }
  return rows;
}

/** One cell: µs and × floor, or why the peer was not timed. */
export function typicalCell(peer) {
  if (peer === undefined) return "-";
  if (peer.wrong) return "wrong value";
  if (peer.fails) return "fails";
  return `${peer.us.toFixed(1)} µs (${peer.ratio.toFixed(1)}×)`;
}

/** salvage's speed-up over jsonrepair + zod (the fence cut when the answer is in prose), or undefined. */
export function speedupOverJsonrepair(row) {
  const salvageUs = row.peers.salvage?.us;
  const repair = row.peers["jsonrepair + zod"]?.us ?? row.peers["fence cut + jsonrepair + zod"]?.us;
  return salvageUs === undefined || repair === undefined ? undefined : repair / salvageUs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of runTypical()) {
    const speedup = speedupOverJsonrepair(row);
    console.log(
      `${String(row.bytes).padStart(6)} B  ${row.variant.padEnd(25)} floor ${row.floorUs.toFixed(1)} µs  ` +
        Object.entries(row.peers).map(([name, p]) => `${name}: ${typicalCell(p)}`).join("  ") +
        (speedup === undefined ? "" : `  salvage ${speedup.toFixed(2)}× faster than jsonrepair`),
    );
  }
}
