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

/** Rows of { size, variant, peer, mbPerS, vsFloor, vsJsonrepair } or { …, fails } for a peer that cannot read it. */
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
    for (const bytes of sizes) {
      const { value, text: json } = productDocument(bytes);
      const text = variant === "valid" ? json : malformed(value);
      // Check before timing: a peer that cannot read the text (or reads it wrong) is reported, not timed.
      const working = {};
      const failing = [];
      for (const c of contenders) {
        const result = await c.run(text);
        if (result.success && isDeepStrictEqual(result.data, value)) working[c.name] = () => c.run(text);
        else failing.push(c.name);
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
      const per = (name) => ms[name] / reps;
      for (const name of Object.keys(working)) {
        rows.push({
          size: formatSize(bytes),
          variant,
          peer: name,
          "MB/s": (text.length / 1e6 / (per(name) / 1000)).toFixed(1),
          "× floor": (per(name) / per("floor")).toFixed(2),
          "× jsonrepair": working.jsonrepair ? (per(name) / per("jsonrepair")).toFixed(2) : "-",
        });
      }
      for (const name of failing) rows.push({ size: formatSize(bytes), variant, peer: name, "MB/s": "fails", "× floor": "-", "× jsonrepair": "-" });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runSpeed()) console.log(Object.values(row).join("\t"));
}
