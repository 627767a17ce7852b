import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
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
        // A refusal in a sentence ("No." alone reads as a one-string answer since cdd2c21).
        JSON.stringify({ id: "b", input: "I cannot help with that.", schema: click, category: "refusal" }),
        // 1.5 for a string reads as the number was written ("1.5") since 5e6f124.
        JSON.stringify({ id: "c", input: '{"selector": 1.5}', expected: { selector: "1.5" }, schema: click, category: "alias" }),
      ].join("\n"),
    );
    const result = run(["corpus", corpus, "--out", out, "--json"]);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("line 2 skipped");
    const summary = JSON.parse(result.stdout) as { total: Record<string, number>; categories: Record<string, Record<string, number>> };
    expect(summary.total).toMatchObject({ cases: 3, exact: 2, wrong: 0, failed: 0, failedCleanly: 1 });
    expect(summary.categories["alias"]).toMatchObject({ cases: 2, exact: 2 });
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
    expect(JSON.parse(unknown.stdout)).toMatchObject({ ok: false, error: { code: "unknown-tool" }, attempted: [{ code: "unknown-tool" }] });
    expect(unknown.stderr).toMatch(/^salvage: unknown-tool: Unknown tool "scroll"/);
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

  it("judges the earlier run again against today's expected values, or with --as-recorded takes its verdicts", () => {
    // The earlier run recorded `b` as exact, against an expected value that has been corrected since.
    const recorded = join(dir, "recorded.jsonl");
    writeFileSync(recorded, JSON.stringify({ id: "b", ok: true, value: { selector: "#old" }, verdict: "exact" }));
    const rejudged = JSON.parse(run(["corpus", corpus, "--compare", recorded, "--json"]).stdout) as { compare: { moved: unknown[] } };
    expect(rejudged.compare.moved).toEqual([{ id: "b", category: "clean", before: "wrong", now: "exact", better: true }]);
    const asRecorded = JSON.parse(run(["corpus", corpus, "--compare", recorded, "--as-recorded", "--json"]).stdout) as { compare: { moved: unknown[] } };
    expect(asRecorded.compare.moved).toEqual([]);
    expect(run(["corpus", corpus, "--as-recorded"]).status).toBe(2);
  });

  it("reads an --out file written by an earlier run", () => {
    const out = join(dir, "round-trip.jsonl");
    expect(run(["corpus", corpus, "--out", out]).status).toBe(0);
    const again = run(["corpus", corpus, "--compare", out, "--json"]);
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ compare: { moved: [], added: [], removed: [] } });
  });
});

describe.skipIf(!existsSync(bin))("salvage corpus at log scale", () => {
  const corpus = "bench/corpora/bundled.jsonl";
  const lines = readFileSync(corpus, "utf8").trim().split("\n");
  // The first 600 cases, with a malformed line and blank lines among them.
  const small = join(dir, "small.jsonl");
  writeFileSync(small, [...lines.slice(0, 300), "{broken", "", ...lines.slice(300, 600), ""].join("\n"));
  const untimed = (text: string) => text.replace(/"ms":[0-9.e-]+/g, '"ms":0');
  const results = (file: string) => untimed(readFileSync(file, "utf8"));
  const oneThread = join(dir, "one-thread.jsonl");
  const once = run(["corpus", small, "--jobs", "1", "--out", oneThread, "--json"]);
  const counts = (stdout: string) => (JSON.parse(stdout) as { total: Record<string, number> }).total;
  const { ms: _ms, ...total } = counts(once.stdout);

  it("gives the same results and counts on worker threads as in one thread, --out in input order", () => {
    expect(once.status).toBe(0);
    expect(total.cases).toBe(600);
    const out = join(dir, "two-threads.jsonl");
    const twice = run(["corpus", small, "--jobs", "2", "--out", out, "--json"]);
    expect(twice.status).toBe(0);
    expect(counts(twice.stdout)).toMatchObject(total);
    expect(twice.stderr).toContain("line 301 skipped");
    expect(results(out)).toBe(results(oneThread));
  });

  it("reads .jsonl.gz and standard input, gzip-compressed or not", () => {
    const gz = join(dir, "small.jsonl.gz");
    writeFileSync(gz, gzipSync(readFileSync(small)));
    expect(counts(run(["corpus", gz, "--json"]).stdout)).toMatchObject(total);
    expect(counts(run(["corpus", "-", "--json"], readFileSync(small, "utf8")).stdout)).toMatchObject(total);
    const piped = spawnSync(process.execPath, [bin, "corpus", "-", "--json"], { input: readFileSync(gz) });
    expect(counts(piped.stdout.toString())).toMatchObject(total);
  });

  it("splits the corpus into shards whose results make up the whole run", () => {
    const shards = [1, 2, 3].map((i) => {
      const out = join(dir, `shard-${i}.jsonl`);
      const result = run(["corpus", small, "--shard", `${i}/3`, "--out", out, "--json"]);
      expect(JSON.parse(result.stdout)).toMatchObject({ shard: `${i}/3` });
      return results(out).trim().split("\n");
    });
    expect(shards.map((shard) => shard.length)).toEqual([200, 200, 200]);
    expect(shards.flat().sort()).toEqual(results(oneThread).trim().split("\n").sort());
    for (const bad of ["0/3", "4/3", "x", "1/0"]) expect(run(["corpus", small, "--shard", bad]).status, bad).toBe(2);
  });

  it("resumes an interrupted run: the results kept, a half-written line written again, the rest run", () => {
    const out = join(dir, "resumed.jsonl");
    const whole = readFileSync(oneThread, "utf8");
    writeFileSync(out, whole.slice(0, Math.floor(whole.length / 2)));
    const resumed = run(["corpus", small, "--out", out, "--resume", "--json"]);
    expect(resumed.status).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ resumed: expect.any(Number) as number, total: { cases: 600, exact: total.exact } });
    expect(results(out)).toBe(results(oneThread));
    // Results of another corpus are not continued.
    const other = join(dir, "other.jsonl");
    writeFileSync(other, lines.slice(700, 710).join("\n"));
    writeFileSync(out, whole.slice(0, 2000));
    const refused = run(["corpus", other, "--out", out, "--resume"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/does not hold this corpus's results/);
    expect(run(["corpus", small, "--resume"]).status).toBe(2);
  });

  it("shows a progress bar with the rate and the time left on a terminal", () => {
    const result = runOnTerminal(["corpus", small, "--jobs", "1"], { NO_COLOR: "1" });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\[#+ *\] +100% {2}600 cases {2}\d[\d,]* cases\/s {2}ETA \d+:\d\d/);
    expect(run(["corpus", small, "--jobs", "1"]).stderr).not.toContain("cases/s");
  });

  it("accepts cut-off answers with --allow-truncated, where a case sets no options of its own", () => {
    const cut = join(dir, "cut.jsonl");
    const lines = [
      { id: "c1", input: '{"name": "Jo', expected: { name: "Jo" }, schema: null, category: "cut" },
      { id: "c2", input: '{"name": "Jo', schema: null, category: "cut", options: { allowTruncated: false } },
    ];
    writeFileSync(cut, lines.map((l) => JSON.stringify(l)).join("\n"));
    const strict = JSON.parse(run(["corpus", cut, "--jobs", "1", "--json"]).stdout) as { total: { exact: number } };
    const accepting = JSON.parse(run(["corpus", cut, "--jobs", "1", "--json", "--allow-truncated"]).stdout) as { total: { exact: number } };
    expect(strict.total.exact).toBe(0);
    // c1 is read as the part written; c2 keeps its own setting, so it still fails (as expected)
    expect(accepting.total.exact).toBe(1);
  });

  it("proposes aliases and enum synonyms with --suggest, as JSON Patch and zod lines", () => {
    const click = JSON.parse(readFileSync("bench/corpora/schemas/click.json", "utf8")) as object;
    const planted = join(dir, "planted.jsonl");
    writeFileSync(
      planted,
      [1, 2, 3].map((i) => JSON.stringify({ id: `p${i}`, input: `{"css_path": "#b${i}"}`, expected: { selector: `#b${i}` }, schema: click, category: "alias" })).join("\n"),
    );
    const text = run(["corpus", planted, "--suggest"]);
    expect(text.stdout).toContain('3  alias      click › selector: "css_path" written for "selector"  [p1, p2, p3]');
    expect(text.stdout).toContain('"path": "/properties/selector/aliases/-"');
    expect(text.stdout).toContain('selector: /* its schema */.meta({ aliases: ["element","target","css_selector","css_path"] }),');
    const json = JSON.parse(run(["corpus", planted, "--suggest", "--json"]).stdout) as { suggest: { suggestions: unknown[] } };
    expect(json.suggest.suggestions).toEqual([{ kind: "alias", schema: "click", path: "selector", from: "css_path", to: "selector", cases: 3, examples: ["p1", "p2", "p3"] }]);
  });
});

describe.skipIf(!existsSync(bin))("the CLI in shell pipelines", () => {
  it("salvage repair prints only the repaired JSON, and with --schema the validated value", () => {
    const plain = run(["repair"], "Sure! {'a': 1, 'b': [True, None],} hope it helps");
    expect(plain).toMatchObject({ status: 0, stdout: '{"a":1,"b":[true,null]}\n', stderr: "" });
    const typed = run(["repair", "--schema", schemaFile, "--pretty", "-"], '```json\n{"element": "#go"}\n```');
    expect(typed).toMatchObject({ status: 0, stdout: '{\n  "selector": "#go"\n}\n' });
    expect(run(["repair", seedFile]).stdout).toBe('{"element":"#btn"}\n');
  });

  it("salvage repair exits 1 with nothing on stdout and the typed failure on stderr", () => {
    const result = run(["repair", "--schema", schemaFile], '{"selector": 42, "x": 1');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    const [line, json] = result.stderr.trim().split("\n");
    expect(line).toMatch(/^salvage: truncated: /);
    expect(JSON.parse(json ?? "")).toMatchObject({ code: "truncated", stage: expect.any(String) as string, issues: [] });
    expect(run(["repair"], "I cannot help with that.").stderr).toMatch(/^salvage: no-json-found: [^\n]+\n\{"code":"no-json-found"/);
  });

  it("--max-size raises or lowers the limit, and names itself in the too-large failure", () => {
    const long = JSON.stringify({ text: "x".repeat(200) });
    for (const command of ["parse", "repair", "tools"]) {
      const extra = command === "tools" ? ["--tools", toolsFile] : [];
      const small = run([command, ...extra, "--max-size", "100"], long);
      expect(small.status, command).toBe(1);
      expect(small.stderr, command).toMatch(/^salvage: too-large: .*\(raise the limit with --max-size\)/);
    }
    expect(run(["repair", "--max-size", "1k"], long).status).toBe(0);
    const huge = `{"a": "${"y".repeat(17 * 1024 * 1024)}"}`;
    expect(run(["repair"], huge).stderr).toMatch(/^salvage: too-large/);
    const raised = spawnSync(process.execPath, [bin, "repair", "--max-size", "32M"], { input: huge, maxBuffer: 64 * 1024 * 1024 });
    expect(raised.status).toBe(0);
    expect(raised.stdout.length).toBe(huge.length); // one space fewer, one newline more
    for (const bad of ["0", "-5", "lots", "1.5M"]) expect(run(["repair", "--max-size", bad], "{}").status, bad).toBe(2);
  });

  it("--version prints the package's version", () => {
    const version = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
    expect(run(["--version"])).toMatchObject({ status: 0, stdout: `${version}\n` });
    expect(run(["--help"]).stdout).toContain("salvage repair");
  });

  it("refuses binary input with a clear message: a program, random bytes, bytes that are not UTF-8", () => {
    for (const command of ["parse", "repair"]) {
      const program = run([command, process.execPath]);
      expect(program.status, command).toBe(2);
      expect(program.stdout, command).toBe("");
      expect(program.stderr, command).toMatch(/^salvage: .* is not text \(a NUL byte at offset \d+\): salvage reads what a model wrote/);
    }
    if (existsSync("/usr/bin/ls")) expect(run(["parse", "/usr/bin/ls"]).status).toBe(2);
    const latin1 = spawnSync(process.execPath, [bin, "repair"], { input: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]) });
    expect(latin1.status).toBe(2);
    expect(latin1.stderr.toString()).toContain("standard input is not text (bytes that are not UTF-8)");
    const tools = spawnSync(process.execPath, [bin, "tools", "--tools", toolsFile], { input: Buffer.from([0, 1, 2, 3]) });
    expect(tools.status).toBe(2);
  });

  it("prints no control characters on a terminal for binary input", () => {
    const random = join(dir, "random.bin");
    writeFileSync(random, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)));
    const result = runOnTerminal(["parse", random], { NO_COLOR: "1" });
    expect(result.status).toBe(2);
    // eslint-disable-next-line no-control-regex -- control characters are what must not appear
    expect(result.stdout.replace(/\n/g, "")).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(result.stdout).toContain("is not text");
  });
});
