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

// A real terminal: `script` (util-linux) gives the CLI a pseudo-terminal, so process.stdout.isTTY is true.
const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;
function runOnTerminal(args: string[], env: Record<string, string | undefined> = {}) {
  const command = [process.execPath, bin, ...args].map(quote).join(" ");
  const result = spawnSync("script", ["-qec", command, "/dev/null"], {
    encoding: "utf8",
    input: "",
    env: { ...process.env, TERM: "xterm-256color", NO_COLOR: undefined, ...env },
  });
  if (result.error !== undefined) throw new Error(`\`script\` (util-linux) is needed for the terminal tests: apt-get install -y bsdutils (${result.error.message})`);
  return { ...result, stdout: result.stdout.replaceAll("\r\n", "\n") };
}
// eslint-disable-next-line no-control-regex -- ANSI colour codes are what is being removed
const uncolour = (text: string) => text.replace(/\u001b\[\d+m/g, "");

const seedFile = join(dir, "seed.txt");
writeFileSync(seedFile, "Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know");

describe.skipIf(!existsSync(bin))("salvage parse for people", () => {
  it("prints the value, then one line per step, in colour on a terminal", () => {
    const result = runOnTerminal(["parse", "--schema", schemaFile, seedFile]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("\u001b[32m");
    expect(uncolour(result.stdout)).toBe(
      [
        "✓ ok",
        "  {",
        '    "selector": "#btn"',
        "  }",
        "",
        "trace",
        "  extract fence (json) 26–46",
        "→ repair tolerant (single quotes, trailing commas)",
        "→ rename-key element→selector at (root)",
        "→ valid",
        "",
      ].join("\n"),
    );
  });

  it("drops the colours when NO_COLOR is set, and prints JSON on a terminal with --json", () => {
    const plain = runOnTerminal(["parse", "--schema", schemaFile, seedFile], { NO_COLOR: "1" });
    expect(plain.stdout).not.toContain("\u001b[");
    expect(plain.stdout).toContain("→ rename-key element→selector at (root)");
    const json = runOnTerminal(["parse", "--schema", schemaFile, "--json", seedFile]);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, value: { selector: "#btn" } });
  });

  it("shows a failure's code and message, exit 1", () => {
    const file = join(dir, "refusal.txt");
    writeFileSync(file, "I cannot help with that.");
    const result = runOnTerminal(["parse", "--schema", schemaFile, file], { NO_COLOR: "1" });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^✗ no-json-found\n {2}No JSON found/);
  });

  it("has --help for every command, with examples", () => {
    for (const command of ["parse", "tools", "corpus"]) {
      const result = run([command, "--help"]);
      expect(result.status, command).toBe(0);
      expect(result.stdout, command).toMatch(new RegExp(`^usage: salvage ${command} [^]*options:[^]*examples:\\n {2}salvage ${command} `));
    }
    expect(run(["--help"]).stdout).toContain("salvage COMMAND --help");
  });
});

const toolsFile = join(dir, "tools.json");
writeFileSync(
  toolsFile,
  JSON.stringify([
    { type: "function", function: { name: "click", parameters: JSON.parse(readFileSync(schemaFile, "utf8")) as object } },
    { name: "type_text", input_schema: { type: "object", properties: { selector: { type: "string" }, text: { type: "string" } }, required: ["selector", "text"] } },
  ]),
);
const reactAnswer = "Thought: submit the form\nAction: Click\nAction Input: {'element': '#submit'}";

describe.skipIf(!existsSync(bin))("salvage tools", () => {
  it("reads the calls with each tool's schema, as JSON when piped", () => {
    const result = run(["tools", "--tools", toolsFile], reactAnswer);
    expect(result.status).toBe(0);
    const outcome = JSON.parse(result.stdout) as { ok: boolean; value: { tool: string; input: unknown; raw: unknown }[] };
    expect(outcome.value).toEqual([expect.objectContaining({ tool: "click", input: { selector: "#submit" }, raw: "{'element': '#submit'}" })]);
  });

  it("shows each call and its fixes on a terminal", () => {
    const file = join(dir, "react.txt");
    writeFileSync(file, reactAnswer);
    const result = runOnTerminal(["tools", "--tools", toolsFile, file], { NO_COLOR: "1" });
    expect(result.status).toBe(0);
    const lines = result.stdout.split("\n");
    expect(lines.slice(0, 2)).toEqual(["✓ 1 call", '  click {"selector":"#submit"}']);
    expect(lines).toContain("    → rename-key element→selector at (root)");
  });

  it("fails on prose with no call (exit 1), or with --prose-ok reads it as the model's answer (exit 0, its text as content)", () => {
    const prose = "<think>no tool</think>The button is already pressed.";
    expect(run(["tools", "--tools", toolsFile], prose)).toMatchObject({ status: 1 });
    const answer = run(["tools", "--tools", toolsFile, "--prose-ok"], prose);
    expect(answer.status).toBe(0);
    expect(JSON.parse(answer.stdout)).toMatchObject({ ok: true, value: [], content: "The button is already pressed." });
  });

  it("fails on a call of a tool that is not defined (exit 1), and on unusable definitions (exit 2)", () => {
    const unknown = run(["tools", "--tools", toolsFile], '{"name": "scroll", "arguments": {"by": 3}}');
    expect(unknown.status).toBe(1);
    expect(JSON.parse(unknown.stdout)).toMatchObject({ ok: true, value: [], attempted: [{ code: "unknown-tool" }] });
    expect(unknown.stderr).toMatch(/^salvage: no call made: unknown-tool: /);
    const notList = join(dir, "not-a-list.json");
    writeFileSync(notList, "{}");
    const duplicate = join(dir, "duplicate.json");
    writeFileSync(duplicate, JSON.stringify([{ name: "a", input_schema: {} }, { name: "a", input_schema: {} }]));
    for (const args of [["tools"], ["tools", "--tools", notList], ["tools", "--tools", duplicate], ["tools", "--tools", join(dir, "missing.json")]]) {
      const result = run(args, "{}");
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toMatch(/^salvage: /);
    }
  });
});

describe.skipIf(!existsSync(bin))("salvage corpus --compare", () => {
  const click = JSON.parse(readFileSync(schemaFile, "utf8")) as object;
  const corpus = join(dir, "compare.jsonl");
  writeFileSync(
    corpus,
    [
      JSON.stringify({ id: "a", input: '{"element": "#a"}', expected: { selector: "#a" }, schema: click, category: "alias" }),
      JSON.stringify({ id: "b", input: '{"selector": "#b"}', expected: { selector: "#b" }, schema: click, category: "clean" }),
      JSON.stringify({ id: "new", input: '{"selector": "#n"}', expected: { selector: "#n" }, schema: click, category: "clean" }),
    ].join("\n"),
  );
  const earlier = join(dir, "earlier.jsonl");
  // An earlier run: `a` failed then (it is exact now), `b` came back wrong then, `gone` is no longer in the corpus.
  writeFileSync(
    earlier,
    [
      JSON.stringify({ id: "a", ok: false, error: { code: "schema-mismatch" } }),
      JSON.stringify({ id: "b", ok: true, value: { selector: "#b" } }),
      JSON.stringify({ id: "gone", ok: true, value: 1 }),
    ].join("\n"),
  );

  it("shows per category what changed and the cases that moved", () => {
    const result = run(["corpus", corpus, "--compare", earlier]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("compared with");
    expect(result.stdout).toContain("1 case(s) moved (1 better, 0 worse), 1 new, 1 gone");
    expect(result.stdout).toMatch(/alias +1 +0\.0% +100\.0% +\+1/);
    expect(result.stdout).toMatch(/clean +1 +100\.0% +100\.0% +=/);
    expect(result.stdout).toContain("  + a  alias  failed → exact");
  });

  it("exits 1 when a case got worse, and reports the comparison as JSON", () => {
    const worse = join(dir, "worse.jsonl");
    writeFileSync(worse, [JSON.stringify({ id: "a", ok: true, value: { selector: "#a" } }), JSON.stringify({ id: "b", ok: true, value: { selector: "#b" } })].join("\n"));
    const broken = join(dir, "broken.jsonl");
    writeFileSync(broken, JSON.stringify({ id: "a", input: '{"element": 5', expected: { selector: "#a" }, schema: click, category: "alias" }));
    const result = run(["corpus", broken, "--compare", worse, "--json"]);
    expect(result.status).toBe(1);
    const summary = JSON.parse(result.stdout) as { compare: { moved: unknown[] } };
    expect(summary.compare.moved).toEqual([{ id: "a", category: "alias", before: "exact", now: "failed", better: false }]);
  });

  it("reads an --out file written by an earlier run", () => {
    const out = join(dir, "round-trip.jsonl");
    expect(run(["corpus", corpus, "--out", out]).status).toBe(0);
    const again = run(["corpus", corpus, "--compare", out, "--json"]);
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ compare: { moved: [], added: [], removed: [] } });
  });
});
