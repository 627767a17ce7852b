// The public surface as a committed report: every name every entry point exports, with its kind, read by the
// TypeScript compiler from the source entries tsup builds. A change to what users can import is then a visible
// diff in test/api-report/, made on purpose (STYLE.md point 16).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** package.json's export path → the source file tsup builds it from (tsup.config.ts). */
const entries: Readonly<Record<string, string>> = {
  ".": "src/index.ts",
  "./messages": "src/messages.ts",
  "./fuzz": "src/fuzz/index.ts",
  "./yaml": "src/yaml/index.ts",
  "./re2": "src/re2/index.ts",
  "./openai": "src/adapters/openai/index.ts",
  "./anthropic": "src/adapters/anthropic/index.ts",
  "./ai-sdk": "src/adapters/ai-sdk/index.ts",
  "./langchain": "src/adapters/langchain/index.ts",
  "./valibot": "src/adapters/valibot/index.ts",
  "./zod": "src/adapters/zod/index.ts",
  "./zod3": "src/adapters/zod3/index.ts",
};

const rewrite = process.env["SALVAGE_API_REPORT"] === "write";
const how =
  "If the change is deliberate, rewrite the report with `SALVAGE_API_REPORT=write npx vitest run test/api-report.test.ts` " +
  "and commit test/api-report/ with the change (and name new root exports in docs/api.md).";

/** The report file of an entry: `.` → index.txt, `./openai` → openai.txt. */
const reportFile = (entry: string): string => `test/api-report/${entry === "." ? "index" : entry.slice(2).replaceAll("/", "-")}.txt`;

/** What a symbol is, as a user sees it: a value's kind and/or a type's kind (a class is both). */
function kindOf(symbol: ts.Symbol): string {
  const f = symbol.flags;
  const kinds: string[] = [];
  if (f & ts.SymbolFlags.Class) kinds.push("class");
  else if (f & ts.SymbolFlags.Function) kinds.push("function");
  else if (f & ts.SymbolFlags.Enum) kinds.push("enum");
  else if (f & ts.SymbolFlags.Variable) kinds.push("const");
  if (f & ts.SymbolFlags.Interface) kinds.push("interface");
  if (f & ts.SymbolFlags.TypeAlias) kinds.push("type");
  if (f & ts.SymbolFlags.Namespace && kinds.length === 0) kinds.push("namespace");
  return kinds.length === 0 ? "unknown" : kinds.join("+");
}

/** `name kind` lines of every export of every entry, sorted by name. */
function surface(): Map<string, string> {
  const program = ts.createProgram(Object.values(entries), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const reports = new Map<string, string>();
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    const lines = (module === undefined ? [] : checker.getExportsOfModule(module)).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return `${symbol.name} ${kindOf(target)}`;
    });
    reports.set(entry, lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join("\n") + "\n");
  }
  return reports;
}

describe("the API report", () => {
  it("covers every entry point package.json publishes", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { exports: Record<string, unknown> };
    const published = Object.keys(pkg.exports).filter((path) => path !== "./package.json");
    expect(published.sort(), "a new entry point needs a line in test/api-report.test.ts's `entries`").toEqual(Object.keys(entries).sort());
  });

  it("matches every entry point's exports, name by name", () => {
    for (const [entry, report] of surface()) {
      const file = reportFile(entry);
      if (rewrite) writeFileSync(file, report);
      const committed = existsSync(file) ? readFileSync(file, "utf8") : "";
      expect(report, `the exports of salvage${entry === "." ? "" : entry.slice(1)} differ from ${file}. ${how}`).toBe(committed);
    }
  }, 120_000);

  it("names every root export in docs/api.md, and nothing the root does not export", () => {
    const root = readFileSync(reportFile("."), "utf8").split("\n").filter(Boolean).map((line) => line.split(" ")[0] as string);
    const listed = [...readFileSync("docs/api.md", "utf8").matchAll(/^- `([^`]+)` — /gm)].map((match) => match[1] as string);
    const documented = new Set(listed);
    expect(root.filter((name) => !documented.has(name)), "root exports with no line in docs/api.md: add one (- `name` — what it is) under its group").toEqual([]);
    const exported = new Set(root);
    expect(listed.filter((name) => !exported.has(name)), "docs/api.md lists names the root does not export: remove their lines").toEqual([]);
  });
});
