// Runs one bench section in a fresh Node process and returns what it returned, sent back as JSON.
// Each timed section gets its own process so that what ran before it in `npm run bench` does not set its speed:
// the recovery corpus alone, run first, pushes thousands of texts and hundreds of schemas through salvage and the
// peers, and code that has seen that many shapes runs slower afterwards (the valid 1 KB fast path went from 1.23x
// to 1.48x of its floor in one measurement). `fast-path.mjs --after-corpus` measures that case on its own.
import { execFileSync } from "node:child_process";
import { fileURLToPath, URL } from "node:url";

const runner = fileURLToPath(new URL("./section.mjs", import.meta.url));

/** Calls `name(...args)` exported by `module` (a path relative to bench/) in a child process; args and result go as JSON. */
export function isolated(module, name, ...args) {
  const output = execFileSync(process.execPath, ["--expose-gc", runner, module, name, JSON.stringify(args)], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(output);
}
