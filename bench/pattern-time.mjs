// Schema patterns on long strings (issue 14): no pattern may take more than 100 ms on any text up to maxSize.
//
//   npm run build && node bench/pattern-time.mjs
//
// The D6 pattern of a real schema, `^(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]$` (seconds on 28 characters on a backtracking
// engine), on one string value of 64 KiB to 16 MiB: a string that fails at its last character, and one that matches.
// Every outcome is checked before it is timed; `JSON.parse` of the same text is the floor, timed in the same rounds,
// so `salvage − floor` is what validation (the pattern) costs. Strings over 1 MiB fail with a typed issue.
import { salvage } from "../dist/index.js";
import { useRe2 } from "../dist/re2.js";
import { check, timeInterleaved } from "./timing.mjs";

// RE2 is opt-in (salvage/re2): this bench times it, as an application that installs it runs.
useRe2();

const D6 = "^(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]$";
const schema = { type: "object", properties: { id: { type: "string", pattern: D6 } }, required: ["id"] };
const parse = salvage(schema);
const MiB = 1024 * 1024;
const sizes = [64 * 1024, 256 * 1024, MiB, MiB + 64, 4 * MiB, 16 * MiB - 64];

function shape(outcome) {
  if (outcome.ok) return "ok";
  return `${outcome.error.code}${outcome.error.message.includes("characters long") ? " (too long to check)" : ""}`;
}

const rows = [];
for (const size of sizes) {
  const bad = `{"id": "${"a".repeat(size - 1)}!"}`;
  const good = `{"id": "${"ab-".repeat(Math.floor((size - 1) / 3))}a"}`;
  for (const [kind, text, expected] of [
    ["fails at the end", bad, size <= MiB ? "schema-mismatch" : "schema-mismatch (too long to check)"],
    ["matches", good, size <= MiB ? "ok" : "schema-mismatch (too long to check)"],
  ]) {
    check(`${kind} ${size}`, shape(parse(text)), expected);
    const times = timeInterleaved({ salvage: () => parse(text), floor: () => JSON.parse(text) }, { minMs: 200, maxRounds: 15, minRounds: 3 });
    rows.push(`| ${(size / 1024).toFixed(0)} KiB | ${kind} | ${expected} | ${times.salvage.toFixed(1)} | ${times.floor.toFixed(1)} | ${(times.salvage - times.floor).toFixed(1)} |`);
  }
}
console.log("| string | text | outcome | salvage ms | JSON.parse floor ms | salvage − floor ms |");
console.log("|---|---|---|---:|---:|---:|");
for (const row of rows) console.log(row);
