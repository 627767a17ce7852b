import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { build } from "esbuild";

/** One check's result, as test/runtimes/checks.mjs reports it. */
export interface CheckResult {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: unknown;
}

/** Every check each runtime must pass, in the order checks.mjs runs them. */
export const allChecks = ["seed scenario", "tool call", "stream over a ReadableStream", "salvage/fuzz", "salvage/valibot"];

const arch = process.arch === "arm64" ? "aarch64" : process.arch;

/** The runtimes npm installs as devDependencies: the platform binary itself (install scripts are denied in package.json). */
export const binaries = {
  bun: {
    path: `node_modules/@oven/bun-${process.platform}-${arch}/bin/bun`,
    install: "Bun is missing: run `npm ci` (the `bun` devDependency brings its platform binary, @oven/bun-<os>-<arch>, from the npm registry).",
  },
  deno: {
    path: `node_modules/@deno/${process.platform}-${process.arch}-glibc/deno`,
    install: "Deno is missing: run `npm ci` (the `deno` devDependency brings its platform binary, @deno/<os>-<arch>-glibc, from the npm registry).",
  },
} as const;

/** Runs test/runtimes/cli-entry.mjs with a runtime binary and returns the checks it printed. */
export async function runEntry(runtime: keyof typeof binaries, args: readonly string[]): Promise<CheckResult[]> {
  const { path, install } = binaries[runtime];
  if (!existsSync(path)) throw new Error(install);
  // No update checks, no telemetry: the runtimes stay off the network.
  const env = { ...process.env, DENO_NO_UPDATE_CHECK: "1", DO_NOT_TRACK: "1", NO_COLOR: "1" };
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(path, [...args, "test/runtimes/cli-entry.mjs"], { env, timeout: 60_000 }, (error, out, err) =>
      error ? reject(new Error(`${runtime} failed: ${error.message}\n${err}`)) : resolve(out),
    );
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]") as CheckResult[];
}

/** test/runtimes/entry.mjs and the dist/ files it imports, bundled for a runtime with no node_modules. */
export async function bundleChecks(format: "esm" | "iife", entry: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    write: false,
    format,
    ...(format === "iife" ? { globalName: "salvageChecks" } : {}),
    platform: "browser",
    target: "es2022",
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** The names of the checks that passed, and the details of those that did not (shown when a test fails). */
export function summary(results: readonly CheckResult[]): { passed: string[]; failed: CheckResult[] } {
  return { passed: results.filter((r) => r.ok).map((r) => r.name), failed: results.filter((r) => !r.ok) };
}
