import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { publint } from "publint";
import { describe, expect, it } from "vitest";

// The package as users get it: run after `npm run build` (npm test builds first).
const built = existsSync("dist/index.js");

/** A minified bundle of a program importing the built package (dependencies external), and what it imports. */
async function bundle(contents: string): Promise<{ text: string; imports: string[] }> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "neutral",
    external: ["zod", "valibot", "@valibot/to-json-schema", "jsonrepair", "@cfworker/json-schema", "re2js", "yaml"],
    metafile: true,
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
  return { text: result.outputFiles[0]?.text ?? "", imports };
}

describe.skipIf(!built)("the built package", () => {
  it("imports from dist and parses", async () => {
    // A computed path: dist/ does not exist yet when the typecheck runs, before the build.
    const entry = "../dist/index.js";
    const { salvage } = (await import(entry)) as typeof import("../src/index.js");
    const outcome = salvage({ type: "object", properties: { selector: { type: "string", aliases: ["element"] } }, required: ["selector"] })(
      '```json\n{"element": "#btn"}\n```',
    );
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
  });

  it("passes publint with no errors or warnings", async () => {
    const { messages } = await publint({ pkgDir: ".", level: "warning" });
    expect(messages).toEqual([]);
  });

  it("has types that resolve for every entry point (are-the-types-wrong, ESM-only profile)", () => {
    const output = execFileSync("npx", ["attw", "--pack", ".", "--profile", "esm-only", "--format", "json"], { encoding: "utf8" });
    const report = JSON.parse(output) as { analysis: { problems: { resolutionKind?: string }[] } };
    // The package is ESM-only (Node >= 20): a CommonJS `require` resolves to ESM (Node 20.19+ loads it). node10 resolution is in scope (typesVersions).
    const inScope = report.analysis.problems.filter((p) => p.resolutionKind !== "node16-cjs");
    expect(inScope).toEqual([]);
  }, 60_000);

  it("tree-shakes rules a program does not use", async () => {
    const parserOnly = await bundle('import { salvage } from "./dist/index.js"; console.log(salvage({}));');
    expect(parserOnly.text).toContain("rename-key");
    expect(parserOnly.text).not.toContain("fill-default");
    const withOptIn = await bundle('import { fillDefault } from "./dist/index.js"; console.log(fillDefault);');
    expect(withOptIn.text).toContain("fill-default");
  });

  it("tree-shakes the opt-in pieces a program does not use (xmlElements, xmlBlock, salvage/yaml)", async () => {
    const parserOnly = await bundle('import { salvage } from "./dist/index.js"; console.log(salvage({}));');
    // The names of the pieces, and a message of each, are what would be left if their code were.
    for (const absent of ["xml-elements", "xml-block", "nor an alias of one", "The YAML block", "maxAliasCount"]) expect(parserOnly.text).not.toContain(absent);
    expect(parserOnly.imports).not.toContain("yaml");
    const withXml = await bundle('import { salvage, xmlElements, xmlBlock } from "./dist/index.js"; console.log(salvage({}), xmlElements(), xmlBlock);');
    expect(withXml.text).toContain("xml-elements");
    expect(withXml.text).toContain("xml-block");
    expect(withXml.text).toContain("nor an alias of one");
    const withYaml = await bundle('import { salvage } from "./dist/index.js"; import { yaml } from "./dist/yaml.js"; console.log(salvage({}), yaml());');
    expect(withYaml.text).toContain("The YAML block");
    // The yaml package stays the user's own (an optional peer), imported, never bundled into dist.
    expect(withYaml.imports).toContain("yaml");
  });

  it("tree-shakes across the built chunks: a default array or table at module level is marked pure, so one piece does not bring its neighbours", async () => {
    // The build merges modules into shared chunks, where a bundler drops statements, not files: an unmarked
    // `Object.freeze([...every reader])` at the top of a chunk would keep every reader in any program using that chunk.
    const everything = await bundle('import { salvage } from "./dist/index.js"; console.log(salvage({}));');
    const extractOnly = await bundle('import { extract } from "./dist/index.js"; console.log(extract);');
    for (const absent of ["keyless-value", "bare-words", "python-collections", "rename-key"]) expect(extractOnly.text).not.toContain(absent);
    expect(everything.text).toContain("keyless-value");
    expect(extractOnly.text.length).toBeLessThan(everything.text.length / 4);
    const rulesOnly = await bundle('import { defaultRules } from "./dist/index.js"; console.log(defaultRules);');
    expect(rulesOnly.text).toContain("rename-key");
    for (const absent of ["keyless-value", "balanced"]) expect(rulesOnly.text).not.toContain(`"${absent}"`);
  });

  it("keeps node: imports out of the runtime-neutral entry points", async () => {
    for (const entry of ["index", "messages", "fuzz", "yaml", "re2", "openai/index", "anthropic/index", "ai-sdk/index", "langchain/index", "valibot/index", "zod/index", "zod3/index"]) {
      const result = await build({ entryPoints: [`dist/${entry}.js`], bundle: true, write: false, format: "esm", platform: "neutral", packages: "external", metafile: true });
      const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
      expect(imports.filter((path) => path.startsWith("node:")), entry).toEqual([]);
    }
  });

  it("type-checks the README's and docs' snippets against the packed tarball, in fresh ESM and CommonJS projects (strict; nodenext and node10)", () => {
    const root = mkdtempSync(join(tmpdir(), "salvage-pack-"));
    try {
      execFileSync("npm", ["pack", "--pack-destination", root, "--silent"], { encoding: "utf8" });
      const tarball = join(root, "salvage-0.1.0.tgz");
      // What the registry page links to ships in the tarball: LICENSE, the changelog, and every file the README
      // links to by a relative path (no repository URL exists to resolve them against; a reader opens them in
      // node_modules/salvage/).
      const packed = new Set(execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n").map((line) => line.replace(/^package\//, "")));
      const linked = [...readFileSync("README.md", "utf8").matchAll(/\]\(((?:docs\/|CHANGELOG|LICENSE)[^)#\s]*)/g)].map((m) => m[1] ?? "");
      expect(linked.length).toBeGreaterThan(10);
      for (const file of ["LICENSE", "CHANGELOG.md", "README.md", "package.json", ...linked]) expect(packed.has(file), file).toBe(true);
      // docs/fuzz.md's test, as the page shows it.
      const fuzzPage = readFileSync("docs/fuzz.md", "utf8");
      const fuzzTest = /## A test to copy[\s\S]*?```ts\n([\s\S]*?)```/.exec(fuzzPage)?.[1] ?? "";
      expect(fuzzTest).toContain("modelOutput");
      const tsc = resolve("node_modules/.bin/tsc");
      const runs = [
        { kind: "esm", flags: ["--module", "nodenext", "--moduleResolution", "nodenext"] },
        { kind: "cjs", flags: ["--module", "nodenext", "--moduleResolution", "nodenext"] },
        { kind: "cjs", flags: ["--module", "commonjs", "--moduleResolution", "node10", "--ignoreDeprecations", "6.0"] },
      ];
      for (const kind of ["esm", "cjs"]) {
        const dir = join(root, kind);
        const installed = join(dir, "node_modules", "salvage");
        mkdirSync(installed, { recursive: true });
        execFileSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);
        // The tarball's dependencies and the peers the snippets use, from this checkout (no network).
        for (const dep of ["zod", "@standard-schema", "@cfworker", "jsonrepair", "re2js", "fast-check", "pure-rand", "vitest", "@vitest", "@langchain", "ai", "@ai-sdk", "@types"]) {
          if (!existsSync(join("node_modules", dep))) continue;
          mkdirSync(join(dir, "node_modules", dep, ".."), { recursive: true });
          symlinkSync(resolve("node_modules", dep), join(dir, "node_modules", dep));
        }
        writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `${kind}-app`, private: true, ...(kind === "esm" ? { type: "module" } : {}) }));
        cpSync("test/package/snippets.ts", join(dir, "snippets.ts"));
        writeFileSync(join(dir, "fuzz.test.ts"), fuzzTest);
      }
      for (const run of runs) {
        const files = run.flags.includes("node10") ? ["snippets.ts"] : ["snippets.ts", "fuzz.test.ts"];
        const args = ["--strict", "--noEmit", "--target", "es2022", "--skipLibCheck", "--types", "node", ...run.flags, ...files];
        let output = "";
        try {
          execFileSync(tsc, args, { cwd: join(root, run.kind), encoding: "utf8" });
        } catch (error) {
          output = String((error as { stdout?: unknown }).stdout ?? error);
        }
        expect(output, `${run.kind} ${run.flags.join(" ")}`).toBe("");
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
