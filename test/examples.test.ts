import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const built = existsSync(new URL("../dist/index.js", import.meta.url));

// The examples import "salvage" itself (the package's exports map), so they need `npm run build` first;
// `npm test` builds before it runs the suite.
describe.skipIf(!built)("examples/agent-loop.mjs, run with node against the built package", () => {
  let output = "";
  let errors = "";
  let status: number | null = null;
  beforeAll(() => {
    const run = spawnSync(process.execPath, ["examples/agent-loop.mjs"], { cwd: root, encoding: "utf8", timeout: 20_000 });
    output = run.stdout;
    errors = run.stderr;
    status = run.status;
  });
  const turn = (n: number) => {
    const start = output.indexOf(`turn ${n}:`);
    const end = output.indexOf(`turn ${n + 1}:`);
    return output.slice(start, end === -1 ? undefined : end);
  };

  it("runs to the end without an error", () => {
    expect(errors).toBe("");
    expect(status).toBe(0);
  });

  it("takes a schema-conforming OpenAI call as it is, keeping the raw arguments string", () => {
    expect(turn(1)).toContain("turn 1: click");
    expect(turn(1)).toContain('raw:         "{\\"selector\\": \\"#search\\"}"');
    expect(turn(1)).toContain('input:       {"selector":"#search"}');
    expect(turn(1)).toContain("fixes:       none");
  });

  it("renames element to selector, and records raw and corrected input side by side", () => {
    expect(turn(2)).toContain('raw:         {"element":"#search"}');
    expect(turn(2)).toContain('input:       {"selector":"#search"}');
    expect(turn(2)).toContain("fixes:       rename-key");
  });

  it("wraps a bare ReAct string into the one required property", () => {
    expect(turn(3)).toContain('raw:         "#search"');
    expect(turn(3)).toContain('input:       {"selector":"#search"}');
    expect(turn(3)).toContain("fixes:       wrap-bare-value");
  });

  it("reads a fenced LangChain blob with prose, repairing the syntax and the boolean", () => {
    expect(turn(4)).toContain("turn 4: type");
    expect(turn(4)).toContain('input:       {"selector":"#q","text":"salvage","submit":true}');
    expect(turn(4)).toContain("fixes:       repair:syntax, string-to-boolean");
    expect(turn(4)).toContain('observation: typed "salvage" into #q and submitted');
  });

  it("lets the tool's own error hook fix what no rule may guess", () => {
    expect(turn(5)).toContain('raw:         {"selector":"#q","value":"salvage"}');
    expect(turn(5)).toContain('input:       {"selector":"#q","text":"salvage"}');
    expect(turn(5)).toContain("fixes:       error-hook");
  });

  it("answers an unknown tool with a re-ask message listing the tools", () => {
    expect(turn(6)).toContain("turn 6: failed unknown-tool");
    expect(turn(6)).toContain('re-ask: Unknown tool "scroll". Available tools: "click", "type".');
  });

  it("stops at the final answer", () => {
    expect(turn(7)).toContain('turn 7: final answer "I searched for salvage."');
    expect(output.trimEnd().endsWith("history: 7 steps, 5 tool calls")).toBe(true);
  });
});

describe.skipIf(!built)("examples/streaming.mjs, run with node against the built package", () => {
  it("renders growing partials, then the typed final value with its fixes, then an early failure", () => {
    const run = spawnSync(process.execPath, ["examples/streaming.mjs"], { cwd: root, encoding: "utf8", timeout: 20_000 });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toContain("partial: Pancakes — 1 step(s)");
    expect(lines).toContain("partial: Pancakes — 3 step(s) (all)");
    expect(lines).toContain('final: {"title":"Pancakes","servings":4,"steps":["Mix","Rest 10 minutes","Fry"]}');
    expect(lines).toContain("fixes: string-to-number");
    expect(lines.at(-1)).toBe("early: schema-mismatch: Stopped early: servings is true, which can never be a value of type integer.");
  });
});
