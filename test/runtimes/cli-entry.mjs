// Bun and Deno run this file: the checks' results as one JSON line on stdout.
import { checkBuiltPackage } from "./entry.mjs";

console.log(JSON.stringify(await checkBuiltPackage()));
