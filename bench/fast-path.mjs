// The valid-JSON fast path: salvage(schema)(text) against the floor schema.safeParse(JSON.parse(text)).
import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { check, formatSize, timeInterleaved } from "./timing.mjs";

export function runFastPath(sizes = [1024, 100 * 1024, 10 * 1024 * 1024]) {
  const parse = salvage(productSchema);
  const rows = [];
  for (const bytes of sizes) {
    const { value, text } = productDocument(bytes);
    const outcome = parse(text);
    check(`salvage ${formatSize(bytes)}`, outcome.ok && outcome.value, value);
    check(`floor ${formatSize(bytes)}`, productSchema.safeParse(JSON.parse(text)).data, value);
    const ms = timeInterleaved(
      {
        floor: () => productSchema.safeParse(JSON.parse(text)),
        salvage: () => parse(text),
      },
      { minMs: bytes > 1e6 ? 3000 : 500 },
    );
    rows.push({ size: formatSize(bytes), floorMs: ms.floor, salvageMs: ms.salvage, ratio: ms.salvage / ms.floor });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of runFastPath()) {
    console.log(`${row.size.padStart(6)}  floor ${row.floorMs.toFixed(3)} ms  salvage ${row.salvageMs.toFixed(3)} ms  ratio ${row.ratio.toFixed(2)}x`);
  }
}
