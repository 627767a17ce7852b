// What Bun and Deno run, and what esbuild bundles for workerd and the page: the built package, all checks.
import * as fc from "fast-check";
import * as core from "../../dist/index.js";
import * as fuzz from "../../dist/fuzz.js";
import * as valibotEntry from "../../dist/valibot/index.js";
import * as v from "valibot";
import { runChecks } from "./checks.mjs";

/** All checks against dist/, as `{ name, ok, detail }[]`. */
export function checkBuiltPackage() {
  return runChecks({ core, fuzz, fc, valibot: { entry: valibotEntry, v } });
}
