// The valid-JSON fast path: salvage(schema)(text) against the floor schema.safeParse(JSON.parse(text)).
// Usage: node --expose-gc bench/fast-path.mjs [--cpu] [--after-corpus]: --cpu times in CPU time (process.cpuUsage), for a
// shared machine; --after-corpus measures 1 KB after the recovery corpus has run in the same process (see below).
import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { runRecovery } from "./recovery.mjs";
import { check, formatSize, timeInterleaved } from "./timing.mjs";

export function runFastPath(sizes = [1024, 100 * 1024, 10 * 1024 * 1024], { clock = "wall" } = {}) {
  const parse = salvage(productSchema);
  const rows = [];
  for (const bytes of sizes) {
    const { value, text } = productDocument(bytes);
    const outcome = parse(text);
    check(`salvage ${formatSize(bytes)}`, outcome.ok && outcome.value, value);
    check(`floor ${formatSize(bytes)}`, productSchema.safeParse(JSON.parse(text)).data, value);
    // Small documents run in batches, so one sample is long enough for the timer to resolve.
    const reps = Math.max(1, Math.ceil((256 * 1024) / bytes));
    const batch = (fn) => () => {
      for (let i = 0; i < reps; i++) fn();
    };
    const ms = timeInterleaved(
      {
        floor: batch(() => productSchema.safeParse(JSON.parse(text))),
        salvage: batch(() => parse(text)),
      },
      { minMs: bytes > 1e6 ? 3000 : 1000, clock },
    );
    const floorMs = ms.floor / reps;
    const salvageMs = ms.salvage / reps;
    rows.push({ size: formatSize(bytes), floorMs, salvageMs, ratio: salvageMs / floorMs });
  }
  return rows;
}

/**
 * The 1 KB row after the recovery corpus (every peer and salvage on every case) has run in the same process: code
 * that has seen thousands of texts and hundreds of schemas runs slower than code that has seen one, as in a
 * service that parses many schemas.
 */
export async function runFastPathAfterCorpus({ clock = "wall" } = {}) {
  await runRecovery();
  return runFastPath([1024], { clock });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clock = process.argv.includes("--cpu") ? "cpu" : "wall";
  const rows = process.argv.includes("--after-corpus") ? await runFastPathAfterCorpus({ clock }) : runFastPath(undefined, { clock });
  for (const row of rows) {
    console.log(`${row.size.padStart(6)}  floor ${row.floorMs.toFixed(4)} ms  salvage ${row.salvageMs.toFixed(4)} ms  ratio ${row.ratio.toFixed(2)}x`);
  }
}
