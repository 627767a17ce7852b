// npm 11.19 here writes a package-lock.json without the optional packages of other platforms (rollup's,
// BAML's), and then its own `npm ci` refuses that lock ("Missing: … from lock file"). This adds those
// entries, marked optional with their os/cpu, so `npm ci` accepts the lock and skips them on this machine.
// Run after any `npm install`: `node scripts/fix-lock.mjs`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const pkgs = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`;
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => pkgs[c])) continue;
    let meta = {};
    try { meta = JSON.parse(execFileSync("npm", ["view", `${name}@${range}`, "version", "os", "cpu", "libc", "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })); } catch { meta = {}; }
    if (Array.isArray(meta)) meta = meta.at(-1);
    const version = meta.version ?? range;
    pkgs[`node_modules/${name}`] = { version, dev: entry.dev, optional: true, ...(meta.cpu ? { cpu: meta.cpu } : {}), ...(meta.os ? { os: meta.os } : {}), ...(meta.libc ? { libc: meta.libc } : {}) };
    added++;
  }
}
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} entries`);
