// What each entry point weighs in a user's bundle: a program importing it, bundled by esbuild from the built dist/
// (minified, ESM, platform neutral) with the package's dependencies (@cfworker/json-schema, jsonrepair, and re2js
// where salvage/re2 is imported) inside
// and its optional peers (zod, valibot, the clients, fast-check, yaml) outside, as the user installs them anyway.
// `node bench/bundle-size.mjs` prints the table and rewrites the "Bundle size" section of docs/benchmarks.md;
// test/bundle-size.test.ts checks the budgets with the same function.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import { Buffer } from "node:buffer";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The optional peers: the user's own packages, never counted. */
export const peers = ["zod", "zod/*", "zod-to-json-schema", "valibot", "@valibot/to-json-schema", "openai", "openai/*", "@anthropic-ai/sdk", "@anthropic-ai/sdk/*", "ai", "ai/*", "@langchain/core", "@langchain/core/*", "fast-check", "yaml"];

/** The programs measured: the headline import, then every entry point whole. */
export const programs = {
  "import { salvage } from \"salvage\"": 'import { salvage } from "./dist/index.js"; console.log(salvage);',
  "salvage (every export)": 'export * from "./dist/index.js";',
  "salvage/messages": 'export * from "./dist/messages.js";',
  "salvage/fuzz": 'export * from "./dist/fuzz.js";',
  "salvage/yaml": 'export * from "./dist/yaml.js";',
  "salvage/re2": 'export * from "./dist/re2.js";',
  "salvage/openai": 'export * from "./dist/openai/index.js";',
  "salvage/anthropic": 'export * from "./dist/anthropic/index.js";',
  "salvage/ai-sdk": 'export * from "./dist/ai-sdk/index.js";',
  "salvage/langchain": 'export * from "./dist/langchain/index.js";',
  "salvage/valibot": 'export * from "./dist/valibot/index.js";',
  "salvage/zod": 'export * from "./dist/zod/index.js";',
  "salvage/zod3": 'export * from "./dist/zod3/index.js";',
};

/** One program's bundle: minified and gzipped bytes, and the minified bytes each dependency (or salvage) takes. */
export async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: "js" },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    metafile: true,
    external: peers,
    logLevel: "silent",
  });
  const text = result.outputFiles[0]?.text ?? "";
  const parts = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? "salvage";
      parts[owner] = (parts[owner] ?? 0) + input.bytesInOutput;
    }
  }
  return { minified: Buffer.byteLength(text), gzipped: gzipSync(text, { level: 9 }).length, parts };
}

/** Every program measured, in order. */
export async function runBundleSizes() {
  const rows = [];
  for (const [name, contents] of Object.entries(programs)) rows.push({ name, ...(await measure(contents)) });
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The markdown section for docs/benchmarks.md; `before` and `previous` map a program to its gzipped KB at two earlier commits. */
export function bundleSection(rows, before = {}, previous = {}) {
  const lines = [
    "## Bundle size",
    "",
    "What each entry point adds to a user's bundle: a program importing it, bundled by esbuild (minified, ESM) with",
    "salvage's dependencies inside and the optional peers (zod, valibot, the clients, fast-check, yaml) outside.",
    "`node bench/bundle-size.mjs` rewrites this section; test/bundle-size.test.ts checks each entry against its budget.",
    "The *gzipped* columns before it are the same measure at the start of issue 31 (commit b72a880) and before RE2 became",
    "opt-in (commit eafde85); `–` where the entry did not exist yet.",
    "",
    "| program | minified | gzipped | gzipped at b72a880 | gzipped at eafde85 | of which (minified): salvage / re2js / @cfworker/json-schema / jsonrepair |",
    "|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const part = (name) => (row.parts[name] === undefined ? "–" : kb(row.parts[name]));
    lines.push(`| ${row.name} | ${kb(row.minified)} KB | ${kb(row.gzipped)} KB | ${before[row.name] ?? "–"} | ${previous[row.name] ?? "–"} | ${["salvage", "re2js", "@cfworker/json-schema", "jsonrepair"].map(part).join(" / ")} |`);
  }
  lines.push("");
  lines.push("RE2 (re2js, about 45 KB gzipped) is no longer in the core: schema `pattern`s run on salvage's bounded matcher, exact");
  lines.push("within a step budget linear in the text, and a string it cannot settle fails as not checked (never a pass); an");
  lines.push("application that wants RE2's linear time on every pattern calls `useRe2()` from `salvage/re2` once (the CLI does).");
  lines.push("");
  lines.push("The goal for `import { salvage }` is 40 KB gzipped; it is not met. What is left is salvage's own pipeline");
  lines.push("(extraction, the readers, the tolerant parser, the guide and rules) and, for plain JSON Schema input, the validator");
  lines.push("(@cfworker/json-schema and salvage's preparation of the schema for it: about 13.5 KB gzipped of the total), streaming");
  lines.push("(`parser.stream`, `parser.streamer`: about 4 KB) and jsonrepair (about 3 KB). The validator and streaming are bundled");
  lines.push("even for a zod user, since the validator is chosen by the schema at run time and streaming is a method of every");
  lines.push("parser; taking them out of `salvage()` would change its API, and would still leave the pipeline above 40 KB.");
  lines.push("");
  return lines;
}

/** The gzipped KB of each program at eafde85, before RE2 became opt-in, measured with this script. */
export const beforeOptInRe2 = {
  'import { salvage } from "salvage"': "118.7",
  "salvage (every export)": "153.4",
  "salvage/messages": "12.1",
  "salvage/fuzz": "73.5",
  "salvage/yaml": "38.4",
  "salvage/openai": "121.8",
  "salvage/anthropic": "120.7",
  "salvage/ai-sdk": "144.9",
  "salvage/langchain": "146.2",
  "salvage/valibot": "143.2",
  "salvage/zod": "143.2",
  "salvage/zod3": "143.3",
};

/** The gzipped KB of each program before issue 31 (b72a880), measured with this script. */
export const beforeIssue31 = {
  'import { salvage } from "salvage"': "107.7",
  "salvage (every export)": "141.2",
  "salvage/fuzz": "69.5",
  "salvage/yaml": "35.0",
  "salvage/openai": "110.7",
  "salvage/anthropic": "109.7",
  "salvage/ai-sdk": "131.8",
  "salvage/langchain": "133.7",
  "salvage/valibot": "131.5",
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runBundleSizes();
  const section = bundleSection(rows, beforeIssue31, beforeOptInRe2);
  process.stdout.write(`${section.join("\n")}\n`);
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(Object.fromEntries(rows.map((r) => [r.name, kb(r.gzipped)])))}\n`);
  const docs = new URL("../docs/benchmarks.md", import.meta.url);
  const text = readFileSync(docs, "utf8");
  const start = text.indexOf("## Bundle size");
  const next = start < 0 ? -1 : text.indexOf("\n## ", start + 1);
  const updated = start < 0 ? `${text.trimEnd()}\n\n${section.join("\n")}` : `${text.slice(0, start)}${section.join("\n")}${next < 0 ? "" : text.slice(next)}`;
  if (!process.argv.includes("--print")) writeFileSync(docs, updated.endsWith("\n") ? updated : `${updated}\n`);
}
