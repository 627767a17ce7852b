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

/**
 * The markdown section for docs/benchmarks.md; `before` and `previous` map a program to its gzipped KB at two earlier
 * commits, `groups` (optional) gives what the parts of `import { salvage }` weigh (see `groupSizes`), `modules`
 * (optional) its largest modules (see `moduleSizes`).
 */
export function bundleSection(rows, before = {}, previous = {}, groups = undefined, modules = undefined) {
  const lines = [
    "## Bundle size",
    "",
    "What each entry point adds to a user's bundle: a program importing it, bundled by esbuild (minified, ESM) with",
    "salvage's dependencies inside and the optional peers (zod, valibot, the clients, fast-check, yaml) outside.",
    "`node bench/bundle-size.mjs` rewrites this section; test/bundle-size.test.ts checks each entry against its budget.",
    "The *gzipped* columns after it are the same measure at the start of issue 31 (commit b72a880) and before its last",
    "round of cuts (commit 2179f22); `–` where the entry did not exist yet.",
    "",
    "| program | minified | gzipped | gzipped at b72a880 | gzipped at 2179f22 | of which (minified): salvage / re2js / @cfworker/json-schema / jsonrepair |",
    "|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const part = (name) => (row.parts[name] === undefined ? "–" : kb(row.parts[name]));
    lines.push(`| ${row.name} | ${kb(row.minified)} KB | ${kb(row.gzipped)} KB | ${before[row.name] ?? "–"} | ${previous[row.name] ?? "–"} | ${["salvage", "re2js", "@cfworker/json-schema", "jsonrepair"].map(part).join(" / ")} |`);
  }
  lines.push("");
  lines.push("RE2 (re2js, about 45 KB gzipped) is not in the core: schema `pattern`s run on salvage's bounded matcher, exact");
  lines.push("within a step budget linear in the text, and a string it cannot settle fails as not checked (never a pass); an");
  lines.push("application that wants RE2's linear time on every pattern calls `useRe2()` from `salvage/re2` once (the CLI does).");
  lines.push("The rewrite of a pattern into RE2's syntax loads with `salvage/re2` too.");
  lines.push("");
  const headline = rows.find((row) => row.name === 'import { salvage } from "salvage"');
  lines.push(`The goal for \`import { salvage }\` is 40 KB gzipped; it is not met${headline === undefined ? "" : ` (${kb(headline.gzipped - 40 * 1024)} KB over)`}.`);
  if (groups !== undefined) {
    lines.push("What its parts weigh (gzipped KB the bundle loses when the part is left out; `node bench/bundle-size.mjs --parts`):");
    lines.push("");
    lines.push("| part of import { salvage } | gzipped KB |");
    lines.push("|---|---|");
    for (const [name, saved] of Object.entries(groups)) lines.push(`| ${name} | ${kb(saved)} |`);
    lines.push("");
  }
  lines.push("The JSON Schema validator (for plain JSON Schema input and tool definitions: @cfworker/json-schema, salvage's");
  lines.push("preparation of the schema for it and the bounded pattern matcher), streaming (`parser.stream`, `parser.streamer`) and");
  lines.push("jsonrepair are bundled even for a zod user: the validator is chosen by the schema at run time, streaming is a method");
  lines.push("of every parser, and jsonrepair is a default reader; none can load lazily behind a synchronous `parser(text)`.");
  lines.push("Without all three the pipeline alone (extraction, the readers and tolerant parser, the guide and the rules) is");
  lines.push("still above 40 KB: the goal needs a smaller pipeline, or an API where the validator and streaming are imported");
  lines.push("apart from `salvage()`. The *further* rows are cuts that would each change the API or the defaults (failures whose");
  lines.push("text is built on demand by `salvage/messages`, opt-in readers and extractors): measured, not made.");
  const left = groups?.["what is left then"];
  if (left !== undefined) lines.push(`With all six the core would weigh ${kb(left)} KB, ${left > 40 * 1024 ? "still above" : "within"} the 40 KB goal.`);
  lines.push("");
  if (modules !== undefined) {
    lines.push(`Its ${modules.length} largest modules (\`node bench/bundle-size.mjs --modules\`): the minified KB each puts in the bundle, and`);
    lines.push("the gzipped KB the bundle loses without it (it and every module only it imports, so rows overlap: pipeline.ts");
    lines.push("alone brings extraction and the readers). No module is over 13 KB minified: the weight is the sum of many");
    lines.push("readings, each a feature of the default pipeline, not one piece the bare `salvage(text, schema)` path could skip.");
    lines.push("");
    lines.push("| module of import { salvage } | minified KB | gzipped KB without it |");
    lines.push("|---|---|---|");
    for (const row of modules) lines.push(`| ${row.module} | ${(row.minified / 1024).toFixed(2)} | ${(row.alone / 1024).toFixed(2)} |`);
    lines.push("");
  }
  return lines;
}

/** The parts of `import { salvage }` that could leave it only with a change of API, each measured by leaving it out. */
export const parts = {
  "the JSON Schema validator (json-schema-check.ts and all it alone imports)": ["/src/schema/json-schema-check"],
  "streaming (partial-stream.ts, streamer.ts and all they alone import)": ["/stream/partial-stream", "/stream/streamer"],
  jsonrepair: ["jsonrepair/lib/esm/index.js"],
};

/**
 * Further cuts that would each take a decision about the API or the defaults (measured, not made): failures that carry
 * a code and its data with the text built on demand by `salvage/messages`; the readers beyond strict JSON, the tolerant
 * parser and jsonrepair opt-in; the extractors beyond the whole text, fences, tags and balanced spans opt-in.
 */
export const furtherParts = {
  "the message builders (every messages.ts)": ["/messages.ts"],
  "the readers beyond strict, tolerant and jsonrepair": ["readers/scalar-answer", "readers/plain-text", "readers/bare-words", "readers/keyless-value", "readers/unquoted-lines", "readers/fenced-list", "readers/smart-quoted", "readers/triple-quoted", "readers/unclosed-string", "readers/literal-backslashes", "readers/python-collections", "readers/json-sequence", "readers/escaped-document", "readers/stray-commas", "readers/html-comments", "readers/inner-quotes", "readers/react-plain-text"],
  "the extractors beyond whole, fences, tags and balanced": ["/extract/react.ts", "/extract/react-label", "/extract/sequence", "/extract/fence-list", "/extract/lines", "/extract/answer.ts"],
};

/** `import { salvage }` from the TypeScript sources (the built chunks merge modules, so parts are measured here). */
const headline = 'import { salvage } from "./src/index.ts"; console.log(salvage);';
const sourceBuild = { stdin: { contents: headline, resolveDir: root, loader: "js" }, bundle: true, write: false, minify: true, format: "esm", platform: "neutral", mainFields: ["module", "main"], external: peers, logLevel: "silent" };

/**
 * The gzipped bytes of `import { salvage }` with the modules `stubbed` picks (by path) replaced by empty ones that
 * export the same names: what they and every module only they import weigh is gone.
 */
async function sizeWithout(stubbed) {
  const stub = {
    name: "stub",
    setup(b) {
      b.onLoad({ filter: /\.(ts|js)$/ }, (args) => {
        if (!stubbed(args.path.replace(/\\/g, "/"))) return undefined;
        const source = readFileSync(args.path, "utf8");
        const names = new Set([...source.matchAll(/export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([A-Za-z0-9_$]+)/g)].map((m) => m[1]));
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
          for (const piece of m[1].split(",")) if (piece.trim() !== "" && !piece.trim().startsWith("type ")) names.add(piece.trim().split(/\s+as\s+/).pop());
        }
        for (const m of source.matchAll(/export\s*\*\s*from\s*"([^"]+)"/g)) names.add(`*${m[1]}`);
        const lines = [...names].filter((n) => n && !n.startsWith("*")).map((n) => `export const ${n} = globalThis.stub;`);
        for (const n of names) if (n?.startsWith("*")) lines.push(`export * from "${n.slice(1)}";`);
        return { contents: lines.join("\n"), loader: "js", resolveDir: args.path.slice(0, args.path.lastIndexOf("/")) };
      });
    },
  };
  const result = await build({ ...sourceBuild, plugins: [stub] });
  return gzipSync(result.outputFiles[0]?.text ?? "", { level: 9 }).length;
}

/**
 * What each part of `import { salvage }` weighs: the gzipped bytes the program loses when the part's modules are
 * replaced by empty ones.
 */
export async function groupSizes() {
  const having = (stubs) => (path) => stubs.some((s) => path.includes(s));
  const whole = await sizeWithout(() => false);
  const saved = {};
  for (const [name, stubs] of Object.entries(parts)) saved[name] = whole - (await sizeWithout(having(stubs)));
  saved["the three together"] = whole - (await sizeWithout(having(Object.values(parts).flat())));
  saved["what is left: the pipeline"] = whole - saved["the three together"];
  for (const [name, stubs] of Object.entries(furtherParts)) saved[`further: ${name}`] = whole - (await sizeWithout(having(stubs)));
  const everything = whole - (await sizeWithout(having([...Object.values(parts), ...Object.values(furtherParts)].flat())));
  saved["further: all six together"] = everything;
  saved["what is left then"] = whole - everything;
  return saved;
}

/**
 * The `count` largest modules of `import { salvage }`: the minified bytes each puts in the bundle, and the gzipped
 * bytes the bundle loses without it (it and every module only it imports). `node bench/bundle-size.mjs --modules`.
 */
export async function moduleSizes(count = 40) {
  const result = await build({ ...sourceBuild, metafile: true });
  const whole = gzipSync(result.outputFiles[0]?.text ?? "", { level: 9 }).length;
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs));
  const largest = inputs.filter(([path]) => path !== "<stdin>").sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, count);
  const rows = [];
  for (const [path, input] of largest) {
    const name = path.replace(/^.*node_modules\//, "");
    rows.push({ module: name, minified: input.bytesInOutput, alone: whole - (await sizeWithout((p) => p.endsWith(`/${name}`))) });
  }
  return rows;
}

/** The gzipped KB of each program at 2179f22, before issue 31's last round (`#` private members, shared readers' helpers), measured with this script. */
export const beforeLastRound = {
  'import { salvage } from "salvage"': "84.4",
  "salvage (every export)": "125.8",
  "salvage/messages": "9.5",
  "salvage/fuzz": "29.9",
  "salvage/yaml": "40.5",
  "salvage/re2": "45.9",
  "salvage/openai": "87.5",
  "salvage/anthropic": "86.4",
  "salvage/ai-sdk": "117.1",
  "salvage/langchain": "118.8",
  "salvage/valibot": "115.5",
  "salvage/zod": "115.5",
  "salvage/zod3": "115.6",
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
  const groups = process.argv.includes("--parts") || !process.argv.includes("--print") ? await groupSizes() : undefined;
  const modules = process.argv.includes("--modules") || !process.argv.includes("--print") ? await moduleSizes() : undefined;
  const section = bundleSection(rows, beforeIssue31, beforeLastRound, groups, modules);
  process.stdout.write(`${section.join("\n")}\n`);
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(Object.fromEntries(rows.map((r) => [r.name, kb(r.gzipped)])))}\n`);
  const docs = new URL("../docs/benchmarks.md", import.meta.url);
  const text = readFileSync(docs, "utf8");
  const start = text.indexOf("## Bundle size");
  const next = start < 0 ? -1 : text.indexOf("\n## ", start + 1);
  const updated = start < 0 ? `${text.trimEnd()}\n\n${section.join("\n")}` : `${text.slice(0, start)}${section.join("\n")}${next < 0 ? "" : text.slice(next)}`;
  if (!process.argv.includes("--print")) writeFileSync(docs, updated.endsWith("\n") ? updated : `${updated}\n`);
}
