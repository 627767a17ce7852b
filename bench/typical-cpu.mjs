// Typical malformed answers on a shared machine: salvage against jsonrepair + zod (the fence cut first when the
// answer is in prose), in CPU time (process.cpuUsage), after a long warm-up, as the median of paired rounds; each row
// cycles through several answers of its shape and size, so no call sees the text of the call before it.
// Wall-clock medians swing several-fold when other processes hold the cores; CPU time and a ratio taken within
// each round (salvage and the peer back to back) do not. bench/typical.mjs stays the reference on a quiet machine.
// Usage: node bench/typical-cpu.mjs [sizes, e.g. 100,1024,10240]
import { jsonrepair } from "jsonrepair";
import { salvage } from "../dist/index.js";
import { productSchema } from "./documents.mjs";
import { check } from "./timing.mjs";
import { cycling, fenced, textsPerRow, typicalAnswer } from "./typical.mjs";

const rounds = 11;


/** CPU microseconds per call of `fn` over `reps` calls. */
function cpuUs(fn, reps) {
  const t0 = process.cpuUsage();
  for (let i = 0; i < reps; i++) fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / reps;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Rows of { bytes, variant, salvageUs, peerUs, ratio }: ratio is the median over rounds of peer ÷ salvage. */
export function runTypicalCpu(sizes = [100, 1024, 10 * 1024]) {
  const parse = salvage(productSchema);
  const cases = [];
  for (const bytes of sizes) {
    for (const variant of ["malformed", "malformed, prose + fence"]) {
      // Several answers of the same shape and size, cycled: no call sees the text of the call before it.
      const answers = Array.from({ length: textsPerRow }, (_, seed) => typicalAnswer(variant, bytes, seed));
      const texts = answers.map((answer) => answer.text);
      const readOurs = (text) => parse(text);
      const readPeer = (text) => productSchema.safeParse(JSON.parse(jsonrepair(fenced(text))));
      for (const { text, value } of answers) {
        const read = readOurs(text);
        check(`salvage ${variant} ${bytes}`, read.ok && read.value, value);
        check(`jsonrepair + zod ${variant} ${bytes}`, readPeer(text).data, value);
      }
      cases.push({ bytes: texts[0].length, variant, ours: cycling(texts, readOurs), peer: cycling(texts, readPeer) });
    }
  }
  // Warm-up: salvage runs hundreds of functions per call, and reaches its steady speed after thousands of calls.
  for (let w = 0; w < 3; w++) {
    for (const c of cases) {
      const n = Math.ceil(3e6 / c.bytes);
      for (let i = 0; i < n; i++) c.ours();
      for (let i = 0; i < n / 4; i++) c.peer();
    }
  }
  return cases.map((c) => {
    const reps = Math.ceil(400_000 / c.bytes);
    const ours = [];
    const peer = [];
    const ratios = [];
    for (let r = 0; r < rounds; r++) {
      ours.push(cpuUs(c.ours, reps));
      peer.push(cpuUs(c.peer, reps));
      ratios.push(peer[r] / ours[r]);
    }
    return { bytes: c.bytes, variant: c.variant, salvageUs: median(ours), peerUs: median(peer), ratio: median(ratios) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv[2]?.split(",").map(Number);
  for (const row of runTypicalCpu(sizes)) {
    console.log(
      `${String(row.bytes).padStart(6)} B  ${row.variant.padEnd(25)} salvage ${row.salvageUs.toFixed(1)} µs  ` +
        `jsonrepair + zod ${row.peerUs.toFixed(1)} µs  salvage ${row.ratio.toFixed(2)}× faster (CPU time, median of ${rounds} paired rounds)`,
    );
  }
}
