import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The CLI as users run it: the built bin, its stdout, stderr and exit code.
const bin = "dist/cli/main.js";
const run = (args: string[], input = "") => spawnSync(process.execPath, [bin, ...args], { input, encoding: "utf8" });
const dir = mkdtempSync(join(tmpdir(), "salvage-cli-"));
const schemaFile = join(dir, "click.json");
writeFileSync(schemaFile, JSON.stringify({ type: "object", properties: { selector: { type: "string", aliases: ["element"] } }, required: ["selector"] }));

describe.skipIf(!existsSync(bin))("salvage parse", () => {
  it("prints the outcome as JSON and exits 0 when ok", () => {
    const result = run(["parse", "--schema", schemaFile], 'Sure:\n```json\n{"element": "#btn"}\n```');
    expect(result.status).toBe(0);
    const outcome = JSON.parse(result.stdout) as { ok: boolean; value: unknown; steps: { stage: string }[] };
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(outcome.steps.map((step) => step.stage)).toEqual(["extract", "coerce", "validate"]);
  });

  it("exits 1 with a one-line reason on stderr when the text cannot be salvaged", () => {
    const result = run(["parse", "--schema", schemaFile], "I cannot help with that.");
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^salvage: no-json-found: /);
  });

  it("reads a file argument, and accepts truncation only when asked", () => {
    const file = join(dir, "cut.txt");
    writeFileSync(file, '{"selector": "#b');
    expect(run(["parse", "--schema", schemaFile, file]).status).toBe(1);
    expect(run(["parse", "--schema", schemaFile, "--allow-truncated", file]).status).toBe(0);
  });

  it("exits 2 on usage errors and unreadable schemas", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{not json");
    for (const args of [["parse", "--schema", bad], ["parse", "--schema", join(dir, "missing.json")], ["parse", "--nope"], ["frobnicate"], []]) {
      const result = run(args, "{}");
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr.length + result.stdout.length).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!existsSync(bin))("salvage corpus", () => {
  it("reports per category, skips a malformed line with its number, and writes results", () => {
    const corpus = join(dir, "corpus.jsonl");
    const out = join(dir, "results.jsonl");
    const click = JSON.parse(readFileSync(schemaFile, "utf8")) as object;
    writeFileSync(
      corpus,
      [
        JSON.stringify({ id: "a", input: '{"element": "#a"}', expected: { selector: "#a" }, schema: click, category: "alias" }),
        "{broken line",
        JSON.stringify({ id: "b", input: "No.", schema: click, category: "refusal" }),
        JSON.stringify({ id: "c", input: '{"selector": 1.5}', expected: { selector: "1.5" }, schema: click, category: "alias" }),
      ].join("\n"),
    );
    const result = run(["corpus", corpus, "--out", out, "--json"]);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("line 2 skipped");
    const summary = JSON.parse(result.stdout) as { total: Record<string, number>; categories: Record<string, Record<string, number>> };
    expect(summary.total).toMatchObject({ cases: 3, exact: 1, wrong: 0, failed: 1, failedCleanly: 1 });
    expect(summary.categories["alias"]).toMatchObject({ cases: 2, exact: 1 });
    const lines = readFileSync(out, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { id: string; rules: string[] });
    expect(lines.map((line) => line.id)).toEqual(["a", "b", "c"]);
    expect(lines[0]?.rules).toEqual(["rename-key"]);
  });

  it("exits 2 on an unreadable corpus", () => {
    expect(run(["corpus", join(dir, "missing.jsonl")]).status).toBe(2);
  });
});
