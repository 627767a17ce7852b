// Peak memory of one large malformed answer: about 9 MB of text with single quotes, trailing commas and Python
// literals (the speed table's malformed text), parsed once by salvage(schema) in a fresh process that only reads the
// text from a file and parses it, beside the same process reading the text and doing nothing (the floor) and
// JSON.parse of the valid text. Peak RSS is the process's maximum resident set (process.resourceUsage().maxRSS),
// taken right after the parse; the value is checked after that, before the figure is printed.
// `node --expose-gc bench/memory.mjs [MB]`
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { malformed } from "./speed.mjs";

const MB = 1024 * 1024;

/** In a child: reads the text, does `kind`'s work once, and prints the peak RSS and the RSS before the work. */
function child(kind, dir) {
  const text = readFileSync(join(dir, kind === "json-parse" ? "valid.json" : "malformed.txt"), "utf8");
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let value;
  if (kind === "salvage") {
    const outcome = salvage(productSchema)(text);
    value = outcome.ok ? outcome.value : outcome.error.code;
  } else if (kind === "json-parse") {
    value = JSON.parse(text);
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  // Checked before it is reported: the value is the document.
  if (kind !== "input" && JSON.stringify(value) !== readFileSync(join(dir, "valid.json"), "utf8")) throw new Error(`${kind}: wrong value`);
  console.log(JSON.stringify({ kind, bytes: text.length, beforeMB: before / MB, peakMB: peak / MB }));
}

/** Each kind in its own process, over a text of about `megabytes` MB: `[{ kind, bytes, beforeMB, peakMB }]`. */
export function runMemory({ megabytes = 9, kinds = ["input", "json-parse", "salvage"] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "salvage-memory-"));
  try {
    // The malformed text (indent 1, quotes swapped) is about 1.5 times the compact JSON.
    const { value } = productDocument(Math.round((megabytes * MB) / 1.5));
    writeFileSync(join(dir, "malformed.txt"), malformed(value));
    writeFileSync(join(dir, "valid.json"), JSON.stringify(value));
    const self = fileURLToPath(import.meta.url);
    return kinds.map((kind) => JSON.parse(execFileSync(process.execPath, ["--expose-gc", self, "--child", kind, dir], { encoding: "utf8" }).trim()));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === "--child") {
    child(args[1], args[2]);
  } else {
    for (const row of runMemory({ megabytes: Number(args[0] ?? 9) })) {
      console.log(`${row.kind.padEnd(11)} ${(row.bytes / MB).toFixed(1)} MB text  RSS before ${row.beforeMB.toFixed(0)} MB  peak ${row.peakMB.toFixed(0)} MB`);
    }
  }
}
