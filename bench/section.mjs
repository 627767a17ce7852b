// The child side of bench/isolated.mjs: `node bench/section.mjs <module> <export> <args as JSON>` prints the
// section's result as JSON on stdout (its own logs go to stderr).
import { URL } from "node:url";

const [module, name, args] = process.argv.slice(2);
// stdout carries the result alone: anything a section or a peer logs goes to stderr.
console.log = console.error;
const section = (await import(new URL(module, import.meta.url).href))[name];
if (typeof section !== "function") throw new Error(`bench/${module} exports no function ${name}`);
const result = await section(...JSON.parse(args ?? "[]"));
process.stdout.write(JSON.stringify(result));
