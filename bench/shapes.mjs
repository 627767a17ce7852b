// Answer shapes: what one 1 KB document costs salvage in each of the shapes models wrap it in (bare, malformed, in
// prose, after a reasoning block, in a tag, with comments, cut off), as a ratio to the floor JSON.parse + safeParse
// of the bare document, measured in the same rounds. Informative (no target): it shows what each shape adds.
// Usage: node bench/shapes.mjs [--cpu]
import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { malformed } from "./speed.mjs";
import { check, timeInterleaved } from "./timing.mjs";

const prose = "I looked at the catalogue and picked the items that match your request; the ones out of stock are marked. ";
const thinking = `<think>\n${prose.repeat(3)}\n</think>\n`;

/** Each shape: the text for a document, and the outcome's failure code when the shape is no answer (else it reads). */
export const shapes = [
  { name: "valid", text: (d) => d.text },
  { name: "valid, pretty-printed", text: (d) => JSON.stringify(d.value, null, 2) },
  { name: "malformed", text: (d) => malformed(d.value) },
  { name: "valid, in prose (no fence)", text: (d) => `${prose}\n${d.text}\nHope this helps.` },
  { name: "valid, after a think block", text: (d) => thinking + d.text },
  { name: "malformed, after a think block", text: (d) => thinking + malformed(d.value) },
  { name: "valid, in a <json> tag", text: (d) => `Here it is:\n<json>\n${d.text}\n</json>` },
  { name: "valid, with // comments", text: (d) => JSON.stringify(d.value, null, 2).replace(/,\n/g, ", // checked\n") },
  { name: "valid, cut off (fails: truncated)", text: (d) => d.text.slice(0, -40), fails: "truncated" },
];

/** How many documents each row cycles through, so that no memo of the last text serves a timed call. */
const documents = 16;

export function runShapes({ bytes = 1024, clock = "wall" } = {}) {
  const parse = salvage(productSchema);
  const docs = Array.from({ length: documents }, (_, seed) => productDocument(bytes, seed));
  const rows = [];
  for (const shape of shapes) {
    const texts = docs.map((d) => shape.text(d));
    const bare = docs.map((d) => d.text);
    // Check before timing: each text reads as its document, or fails as the shape says.
    texts.forEach((text, k) => {
      const outcome = parse(text);
      if (shape.fails === undefined) check(`${shape.name} #${k}`, outcome.ok && outcome.value, docs[k].value);
      else check(`${shape.name} #${k}`, outcome.ok ? "ok" : outcome.error.code, shape.fails);
    });
    const reps = 64;
    let k = 0;
    const ms = timeInterleaved(
      {
        floor: () => {
          for (let i = 0; i < reps; i++) productSchema.safeParse(JSON.parse(bare[k++ % documents]));
        },
        salvage: () => {
          for (let i = 0; i < reps; i++) parse(texts[k++ % documents]);
        },
      },
      { minMs: 400, clock },
    );
    rows.push({ shape: shape.name, bytes: Math.round(texts.reduce((sum, t) => sum + t.length, 0) / documents), floorUs: (ms.floor / reps) * 1000, salvageUs: (ms.salvage / reps) * 1000 });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clock = process.argv.includes("--cpu") ? "cpu" : "wall";
  for (const row of runShapes({ clock })) {
    console.log(`${row.shape.padEnd(36)} ${String(row.bytes).padStart(5)} B  floor ${row.floorUs.toFixed(2)} µs  salvage ${row.salvageUs.toFixed(2)} µs  ${(row.salvageUs / row.floorUs).toFixed(2)}×`);
  }
}
