// The mutation probe: single-character damage to nested JSON, read with no schema. A value is drawn (words,
// numbers, literals, lists and objects up to depth 4), written with JSON.stringify at 1 or 2 spaces, and one
// character of structure (`{ } [ ] , : "`) is inserted anywhere, deleted or replaced. A text that is still JSON
// must read exactly as JSON.parse reads it (IDENTITY otherwise). For the others, an ok value is checked against the
// text: DROPPED when a word or number written in the text is held nowhere in the value (not in a key, a string or a
// number): reading a fragment or cutting a tail lost data the model wrote. Ok values that differ from the original
// without dropping anything are counted (`changed`): most are readings the text determines (an inner quote read as
// content, a word read as a string); those with a leaf at another depth (a bracket missing or added in the middle,
// closed where the reader met a mismatched or stray closer) are counted apart, open in docs/reliability.md.
// Run: npm run build && node bench/mutation-probe.mjs [seed] [texts] [--list]
import { salvage } from "../dist/index.js";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const list = process.argv.includes("--list");
const seed = Number(args[0] ?? 11);
const texts = Number(args[1] ?? 15000);

// mulberry32: a small seeded generator, so a seed names the same texts everywhere
let state = seed >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (n) => Math.floor(random() * n);
const pick = (items) => items[int(items.length)];

const WORDS = ["alpha", "beta", "gamma", "delta", "zeta", "k", "root", "sigma0", "x y", "New York", "a-b"];
function draw(depth) {
  const roll = random();
  if (depth > 3 || roll < 0.35) {
    const kind = random();
    return kind < 0.5 ? pick(WORDS) : kind < 0.85 ? int(100) : kind < 0.93 ? pick([true, false]) : null;
  }
  if (roll < 0.65) return Array.from({ length: 1 + int(4) }, () => draw(depth + 1));
  const object = {};
  for (let i = 0, n = 1 + int(4); i < n; i++) object[pick(WORDS).replace(/ /g, "_") + (i || "")] = draw(depth + 1);
  return object;
}

/** Every key and leaf of a value, as text. */
function held(value, out = []) {
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      held(item, out);
    }
  } else out.push(JSON.stringify(value));
  return out;
}

/** The depth of every leaf, in order. */
function depths(value, depth = 0, out = []) {
  if (value !== null && typeof value === "object") for (const item of Object.values(value)) depths(item, depth + 1, out);
  else out.push(depth);
  return out;
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const parse = salvage({});
const STRUCTURE = ["}", "]", "{", "[", ",", ":", '"'];
const counts = { texts: 0, throws: 0, ok: 0, "ok and equal": 0, changed: 0, "changed: a leaf at another depth": 0, DROPPED: 0, IDENTITY: 0 };
for (let n = 0; n < texts; n++) {
  let value = draw(0);
  if (value === null || typeof value !== "object") value = [value, draw(1)];
  const text = JSON.stringify(value, null, 1 + int(2));
  const sites = [...text].flatMap((c, i) => (STRUCTURE.includes(c) ? [i] : []));
  const op = int(3);
  const at = op === 0 ? int(text.length + 1) : pick(sites);
  const c = pick(STRUCTURE);
  const damaged = op === 0 ? text.slice(0, at) + c + text.slice(at) : op === 1 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + c + text.slice(at + 1);
  if (damaged === text) continue;
  counts.texts++;
  let outcome;
  try {
    outcome = parse(damaged);
  } catch (error) {
    counts.throws++;
    console.log("THROW", JSON.stringify(damaged), error);
    continue;
  }
  if (!outcome.ok) continue;
  counts.ok++;
  if (same(outcome.value, value)) {
    counts["ok and equal"]++;
    continue;
  }
  let strict;
  try {
    strict = JSON.parse(damaged);
  } catch {
    strict = undefined;
  }
  let finding;
  if (strict !== undefined) finding = same(strict, outcome.value) ? undefined : "IDENTITY";
  else {
    const all = held(outcome.value).join(" ");
    const dropped = (damaged.match(/[A-Za-z0-9_.-]+/g) ?? []).filter((word) => !all.includes(word));
    finding = dropped.length > 0 ? "DROPPED" : undefined;
    if (finding === undefined) {
      counts.changed++;
      // moved: every word kept, but a leaf at another depth (a closer or opener missing or added in the middle)
      if (depths(value).join() !== depths(outcome.value).join()) counts["changed: a leaf at another depth"]++;
    }
  }
  if (finding === undefined) continue;
  counts[finding]++;
  if (list) console.log(finding, JSON.stringify(damaged), "\n  read", JSON.stringify(outcome.value), "\n  was ", JSON.stringify(value));
}
console.log(`mutation probe, seed ${seed}:`, counts);
if (counts.throws + counts.DROPPED + counts.IDENTITY > 0) process.exitCode = 1;
