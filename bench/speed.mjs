// Speed: every peer (parse + the same zod validation) on valid documents and on malformed variants.
import { isDeepStrictEqual } from "node:util";
import { salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { peers } from "./peers.mjs";
import { formatSize, timeInterleavedAsync } from "./timing.mjs";

/**
 * The same document with the syntax models get wrong: single quotes, trailing commas and Python's
 * True/False. No prose around it, so the syntax repairers (jsonrepair, json5) can take part.
 */
export function malformed(value) {
  return JSON.stringify(value, null, 1)
    .replace(/"/g, "'")
    .replace(/: true/g, ": True")
    .replace(/: false/g, ": False")
    .replace(/\n(\s*)([}\]])/g, ",\n$1$2");
}

function validated(read) {
  return read.ok ? productSchema.safeParse(read.value) : { success: false };
}

/** A contender whose checked call takes longer than this is not timed in rounds: that one call is its time (marked). */
export const slowCallMs = 1000;
/** A contender whose time at a smaller size, scaled linearly to this one, exceeds this is not run: projected from that size. */
export const projectAboveMs = 5000;

/**
 * Rows of { size, variant, peer, mbPerS, vsFloor, vsJsonrepair, timing } or { …, fails } for a peer that cannot read it.
 * `timing` says how a row was measured: "rounds" (medians of interleaved rounds), "one call" (the checked call
 * alone: a slow peer, see {@link slowCallMs}) or "projected" (not run: its time per byte at the largest smaller
 * size it ran, scaled linearly; a lower bound for a peer that grows faster than linearly, as jsonrepair does on
 * this text). Slow peers get this budget so `npm run bench` stays bounded (jsonrepair takes tens of seconds per
 * 1 MB call here).
 */
export async function runSpeed({ valid = [1024, 100 * 1024, 10 * 1024 * 1024], broken = [1024, 100 * 1024, 1024 * 1024, 2 * 1024 * 1024] } = {}) {
  const parse = salvage(productSchema);
  const contenders = [
    ...peers.map((p) => ({
      name: p.name,
      run: p.parse
        ? (text) => validated(p.parse(text))
        : async (text) => validated(await p.parseAsync(text)), // the AI SDK parses asynchronously
    })),
    { name: "salvage", run: (text) => { const o = parse(text); return o.ok ? { success: true, data: o.value } : { success: false }; } },
  ];
  const rows = [];
  for (const [variant, sizes] of [["valid", valid], ["malformed", broken]]) {
    // Per contender, its time per call at the largest smaller size of this variant it ran: { ms, bytes }.
    const ranAt = {};
    for (const bytes of sizes) {
      const { value, text: json } = productDocument(bytes);
      const text = variant === "valid" ? json : malformed(value);
      // Check before timing: a peer that cannot read the text (or reads it wrong) is reported, not timed.
      const working = {};
      const failing = [];
      // Slow contenders' one checked call (ms), and projections for those too slow to run at this size.
      const oneCall = {};
      const projected = {};
      const skipped = [];
      for (const c of contenders) {
        const before = ranAt[c.name];
        const projection = before === undefined ? 0 : (before.ms * text.length) / before.bytes;
        if (projection > projectAboveMs) {
          // A peer that could not read the smaller text is not given minutes to fail this one.
          if (before.failed) skipped.push(c.name);
          else projected[c.name] = projection;
          continue;
        }
        const t0 = performance.now();
        const result = await c.run(text);
        const elapsed = performance.now() - t0;
        if (!(result.success && isDeepStrictEqual(result.data, value))) {
          failing.push(c.name);
          ranAt[c.name] = { ms: elapsed, bytes: text.length, failed: true };
        } else if (elapsed > slowCallMs) oneCall[c.name] = elapsed;
        else working[c.name] = () => c.run(text);
      }
      const floor = () => productSchema.safeParse(JSON.parse(json));
      const reps = Math.max(1, Math.ceil((256 * 1024) / bytes));
      // Only the AI SDK returns promises; the others are timed without an await per call.
      const batch = (fn) => async () => {
        for (let i = 0; i < reps; i++) {
          const pending = fn();
          if (pending instanceof Promise) await pending;
        }
      };
      const fns = { floor: batch(floor), ...Object.fromEntries(Object.entries(working).map(([k, f]) => [k, batch(f)])) };
      const ms = await timeInterleavedAsync(fns, { minMs: bytes > 1e6 ? 2000 : 500, maxRounds: bytes > 1e6 ? 8 : 200, minRounds: 3 });
      const per = (name) => oneCall[name] ?? projected[name] ?? ms[name] / reps;
      const timing = (name) => (name in oneCall ? "one call" : name in projected ? "projected" : "rounds");
      const repairTimed = "jsonrepair" in working || "jsonrepair" in oneCall || "jsonrepair" in projected;
      for (const name of [...Object.keys(working), ...Object.keys(oneCall), ...Object.keys(projected)]) {
        if (!(name in projected)) ranAt[name] = { ms: per(name), bytes: text.length };
        rows.push({
          size: formatSize(bytes),
          variant,
          peer: name,
          "MB/s": (text.length / 1e6 / (per(name) / 1000)).toFixed(1),
          "× floor": (per(name) / per("floor")).toFixed(2),
          // Three significant digits: salvage's share of jsonrepair's time at 1 MB is below 0.01.
          "× jsonrepair": repairTimed ? String(Number((per(name) / per("jsonrepair")).toPrecision(3))) : "-",
          jsonrepairOverThis: repairTimed ? per("jsonrepair") / per(name) : undefined,
          timing: timing(name),
        });
      }
      for (const name of failing) rows.push({ size: formatSize(bytes), variant, peer: name, "MB/s": "fails", "× floor": "-", "× jsonrepair": "-", timing: "-" });
      for (const name of skipped) rows.push({ size: formatSize(bytes), variant, peer: name, "MB/s": "not run", "× floor": "-", "× jsonrepair": "-", timing: "failed at a smaller size" });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runSpeed()) console.log(Object.values(row).join("\t"));
}
