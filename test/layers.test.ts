/**
 * The house shows the pipeline: every folder of src/ sits in a layer, and a source file imports only from
 * its own folder or from a lower layer; no file imports itself back through a cycle. The order is the
 * README's architecture diagram (text → extractors → readers → rules → validators → outcome), with the
 * assembly above it. Tests are exempt: they may exercise any layer.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

/** Lower layers first; folders on one line are siblings and may not import each other. */
const layers: readonly (readonly string[])[] = [
  ["outcome", "text"],
  ["extract", "tolerant", "schema"],
  ["repair", "coerce", "trace"],
  ["parse"],
  ["stream"],
  ["salvage"],
  ["client"],
  ["tools"],
  ["corpus", "fuzz"],
  ["adapters", "yaml", "re2"],
  ["index"], // src/index.ts, the package's entry
  ["cli"],
];

/** The folders a parse runs through: no module state there (caches that stay are `const`, keyed and bounded). */
const pipelineFolders: ReadonlySet<string> = new Set(["text", "tolerant", "extract", "repair", "coerce", "parse", "stream", "salvage"]);

const rankOf = new Map(layers.flatMap((folders, rank) => folders.map((folder) => [folder, rank] as const)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The src/ files a source imports (static, dynamic and re-exports; type-only ones too). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
    const target = resolve(dirname(file), (match[1] as string).replace(/\.js$/, ".ts"));
    if (target.startsWith(src + "/")) found.push(target);
  }
  return found;
}

/** The top folder of a src/ file (`extract` for src/extract/fences.ts); `index` for src/index.ts. */
function folderOf(file: string): string {
  const parts = relative(src, file).split("/");
  return parts.length === 1 ? "index" : (parts[0] as string);
}

const files = sources(src);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe("layers of src/", () => {
  it("places every folder in a layer", () => {
    const folders = new Set(files.map(folderOf).filter((folder) => folder !== "index"));
    expect([...folders].filter((folder) => !rankOf.has(folder))).toEqual([]);
  });

  it("imports only from the same folder or a lower layer", () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (from === "index") continue;
      for (const target of targets) {
        const to = folderOf(target);
        if (to === from) continue;
        if ((rankOf.get(to) ?? Infinity) >= (rankOf.get(from) ?? -1)) {
          upward.push(`${relative(src, file)} → ${relative(src, target)}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });

  it("has no import cycle between files", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const path: string[] = [];
    const visit = (file: string): void => {
      state.set(file, "open");
      path.push(file);
      for (const target of graph.get(file) ?? []) {
        if (state.get(target) === "open") {
          cycles.push(path.slice(path.indexOf(target)).concat(target).map((f) => relative(src, f)).join(" → "));
        } else if (!state.has(target)) {
          visit(target);
        }
      }
      path.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it("keeps no module-level mutable variable in the pipeline's layers (a parse's knowledge travels in arguments)", () => {
    const found: string[] = [];
    for (const file of files) {
      if (!pipelineFolders.has(folderOf(file))) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, k) => {
          if (/^(export\s+)?(let|var)\s/.test(line)) found.push(`${relative(src, file)}:${k + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
    // Not vacuous: the pattern sees a module-level `let` when there is one.
    expect(/^(export\s+)?(let|var)\s/.test("let last: string | undefined;")).toBe(true);
  });

  it("keeps module-level caches only where they are keyed, bounded and listed here", () => {
    // A module-level collection built empty is a cache (it fills as parses run); a table built from a literal
    // list, or typed read-only, is not. Each cache left in the pipeline's layers is named here with why it may stay.
    const allowed: ReadonlyMap<string, string> = new Map([
      // 64 fixed slots of keys read before; the same content gives the same key, so sharing it changes nothing.
      ["tolerant/key-cache.ts: keyCache", "fixed slots"],
      // The last message per reader name, emptied at 64 names; a pure function's result.
      ["repair/read-candidate.ts: messages", "emptied at 64"],
      // Keyed weakly on a schema object or a compiled guide node: freed with the schema, a pure function's result.
      ["parse/not-an-answer.ts: shapeCache", "weak"],
      ["coerce/names.ts: indexes", "weak"],
      ["coerce/fit-plan.ts: plans", "weak"],
      ["coerce/hidden-rename.ts: checkers", "weak"],
    ]);
    const found: string[] = [];
    for (const file of files) {
      if (!pipelineFolders.has(folderOf(file))) continue;
      for (const line of readFileSync(file, "utf8").split("\n")) {
        const match = /^(?:export\s+)?const\s+(\w+)(\s*:\s*[^=]*)?\s*=\s*new\s+(?:Map|WeakMap|Set|WeakSet|Array)\b(?:<[^(]*>)?\((\s*\)|\s*\w+\s*\)\.fill)/.exec(line);
        if (match === null || /^\s*:\s*Readonly/.test(match[2] ?? "")) continue;
        const name = `${relative(src, file)}: ${match[1] as string}`;
        if (!allowed.has(name)) found.push(name);
      }
    }
    expect(found).toEqual([]);
    // Not vacuous: an empty module-level map is seen.
    expect(/=\s*new\s+(?:Map|WeakMap)\b(?:<[^(]*>)?\(\s*\)/.test("const memo = new Map<string, number>();")).toBe(true);
  });

  it("sees the imports it checks (the test itself is not vacuous)", () => {
    const extract = join(src, "parse/pipeline.ts");
    expect(graph.get(extract)?.map((f) => relative(src, f))).toContain("extract/index.ts");
  });
});
