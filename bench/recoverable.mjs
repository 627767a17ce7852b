// Sorts the failures of a `salvage corpus --out` file into cut-off texts, refusals by a documented
// policy, and recoverable failures, from each failure's code and message only, and prints per
// category: right / (right + recoverable failures), the proxy for "share of recoverable cases read".
//
//   node dist/cli/main.js corpus <corpus.jsonl> --out /tmp/out.jsonl >/dev/null
//   node bench/recoverable.mjs /tmp/out.jsonl [--list]
//
// A failure no rule below names counts as recoverable, so the proxy errs low, never high. Wrong
// values are counted apart: they are neither right nor a recoverable failure.
import { readFileSync } from "node:fs";

/** Each rule: a class name, whether the class counts as recoverable, and a test on code + message. */
const rules = [
  ["cut-off", false, (code) => code === "truncated"],
  ["policy: limits (too large / too deep)", false, (code) => code === "too-large" || code === "too-deep"],
  ["policy: empty text", false, (code, m) => code === "no-json-found" && m.includes("the text is empty")],
  ["policy: array hole", false, (_, m) => m.includes("an element is missing between commas")],
  ["policy: key with no value", false, (_, m) => m.includes("a key has no value")],
  ["policy: glued minus sign", false, (_, m) => m.includes("a minus sign is glued")],
  ["policy: key: value lines around a value", false, (_, m) => m.includes("follows key: value lines")],
  ["policy: several values, no schema to combine them", false, (_, m) => m.includes("JSON values one after the other")],
  ["policy: literal in another spelling or cut short, no schema", false, (_, m) => m.includes("reads as a literal in another spelling")],
  ["policy: unquoted word, no schema says string", false, (_, m) => m.includes("no schema says a string belongs there") || m.includes("holds only unquoted words")],
  ["policy: unquoted value of unclear shape (call, glued string)", false, (_, m) => m.includes("looks like a function call") || m.includes("runs into a quoted string")],
  ["policy: number JSON cannot hold (007, 1.2.3)", false, (_, m) => m.includes("looks like a number but is not one JSON can hold")],
  ["policy: mismatched closer with text after it", false, (_, m) => m.includes("after a mismatched closer closed the value")],
  // A whole text of one bare word or number-like token with no schema: nothing says what it is.
  ["policy: bare word, no schema", false, (code, m) => code === "no-json-found" && /^No JSON found in \d+ characters of text starting "[\p{L}\p{N}._ -]*"\./u.test(m)],
];

function classify(code, message) {
  for (const [name, recoverable, test] of rules) if (test(code, message)) return { name, recoverable };
  return { name: `recoverable: ${code}`, recoverable: true };
}

const args = process.argv.slice(2);
const path = args.find((a) => !a.startsWith("--"));
if (!path) {
  console.error("usage: node bench/recoverable.mjs <corpus --out file> [--list]");
  process.exit(2);
}
const list = args.includes("--list");

const perCategory = new Map();
const perClass = new Map();
for (const line of readFileSync(path, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const r = JSON.parse(line);
  const c = perCategory.get(r.category) ?? { n: 0, right: 0, wrong: 0, recoverable: 0, cutOff: 0, policy: 0 };
  perCategory.set(r.category, c);
  c.n++;
  if (r.verdict === "exact" || r.verdict === "failed-cleanly") c.right++;
  else if (r.verdict === "wrong") c.wrong++;
  else {
    const k = classify(r.error.code, r.error.message);
    if (k.recoverable) c.recoverable++;
    else if (k.name === "cut-off") c.cutOff++;
    else c.policy++;
    const ids = perClass.get(k.name) ?? [];
    ids.push(r.id);
    perClass.set(k.name, ids);
  }
}

const pct = (a, b) => (b === 0 ? "-" : ((100 * a) / b).toFixed(1));
const total = { n: 0, right: 0, wrong: 0, recoverable: 0, cutOff: 0, policy: 0 };
console.log("category                         n  right  wrong  cut-off  policy  recoverable  right/(right+recoverable)%");
for (const [name, c] of [...perCategory].sort()) {
  for (const k of Object.keys(total)) total[k] += c[k];
  console.log(`${name.padEnd(28)} ${String(c.n).padStart(5)} ${String(c.right).padStart(6)} ${String(c.wrong).padStart(6)} ${String(c.cutOff).padStart(8)} ${String(c.policy).padStart(7)} ${String(c.recoverable).padStart(12)}  ${pct(c.right, c.right + c.recoverable)}`);
}
const t = total;
console.log(`${"ALL".padEnd(28)} ${String(t.n).padStart(5)} ${String(t.right).padStart(6)} ${String(t.wrong).padStart(6)} ${String(t.cutOff).padStart(8)} ${String(t.policy).padStart(7)} ${String(t.recoverable).padStart(12)}  ${pct(t.right, t.right + t.recoverable)}`);
console.log("\nfailures by class:");
for (const [name, ids] of [...perClass].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${String(ids.length).padStart(4)}  ${name}${list || name.startsWith("recoverable") ? `: ${ids.join(" ")}` : ""}`);
}
