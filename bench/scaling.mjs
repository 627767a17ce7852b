// Malformed documents at 1 and 10 MB through salvage: ms per MB at each size and the growth between them
// (about 1 when linear). The same malformed text as the speed table (single quotes, trailing commas, True/False).
import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { malformed } from "./speed.mjs";
import { check, formatSize, median } from "./timing.mjs";

const MB = 1024 * 1024;

/** { rows: [{ size, bytes, ms, msPerMB }], growth } for salvage on malformed text, medians of `rounds` runs per size, sizes interleaved. */
export function runScaling({ sizes = [MB, 10 * MB], rounds = 5 } = {}) {
  const parse = salvage(productSchema);
  const cases = sizes.map((bytes) => {
    const { value } = productDocument(bytes);
    const text = malformed(value);
    const outcome = parse(text);
    check(`salvage malformed ${formatSize(bytes)}`, outcome.ok && outcome.value, value);
    return { bytes, text, samples: [] };
  });
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      globalThis.gc?.();
      const t0 = performance.now();
      parse(c.text);
      c.samples.push(performance.now() - t0);
    }
  }
  const rows = cases.map((c) => {
    const ms = median(c.samples);
    return { size: formatSize(c.bytes), bytes: c.text.length, ms, msPerMB: ms / (c.text.length / MB) };
  });
  return { rows, growth: rows[rows.length - 1].msPerMB / rows[0].msPerMB };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, growth } = runScaling();
  for (const row of rows) console.log(`${row.size.padStart(6)}  ${row.ms.toFixed(1)} ms  ${row.msPerMB.toFixed(1)} ms/MB`);
  console.log(`growth ${growth.toFixed(2)}x per byte`);
}
