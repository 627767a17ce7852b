// Tool calls in text real models wrote: the dev corpus's saved raw outputs of a function-calling leaderboard
// (real-toolcalls.jsonl, real-toolcalls-v3.jsonl in ../shared/dev-corpus, kept outside the project: no case is
// copied here), scored per model family, with @ai-sdk-tool/parser's hermesProtocol beside salvage on the
// families that write its `<tool_call>` format. Skips cleanly when the dev corpus is not there.
//   npm run build && node bench/real-tool-calls.mjs [dev-corpus dir]
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { hermesProtocol } from "@ai-sdk-tool/parser";
import { toolset } from "../dist/index.js";
import { markdownWriter } from "./markdown.mjs";

const files = ["real-toolcalls.jsonl", "real-toolcalls-v3.jsonl"];

/** Model families by model id, with the format each writes; `peer` marks the ones @ai-sdk-tool/parser claims. */
const families = [
  [/Hermes-2/, "Hermes 2 (`<tool_call>`)", true],
  [/Qwen3-8B-FC/, "Qwen3 FC (`<tool_call>`)", true],
  [/Qwen3-8B/, "Qwen3 prompted", false],
  [/Qwen2\.5/, "Qwen2.5 (Python lists)", false],
  [/xLAM/, "xLAM (`tool_calls` JSON)", false],
  [/glm-4/, "GLM-4 (`name\\n{json}`)", false],
  [/granite/, "Granite FC (`<function_call>`)", false],
  [/gemma/, "Gemma (Python, fenced)", false],
  [/Llama-3\.[12]/, "Llama 3.1 / 3.2", false],
  [/Llama-3/, "Llama 3 (Python calls)", false],
  [/deepseek-coder/, "deepseek-coder (Python)", false],
  [/nemotron/, "nemotron-4 (Python)", false],
  [/dbrx/, "dbrx (Python)", false],
  [/arctic/, "arctic (Python)", false],
  [/ToolACE|watt-tool|CoALM|BitAgent/, "Llama 3.1 fine-tunes (Python lists)", false],
];

/** The dev corpus directory: the argument, DEV_CORPUS, or ../shared/dev-corpus beside the checkout (or beside its parent). */
export function devCorpusDir(given = process.argv[2] ?? process.env.DEV_CORPUS) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const candidates = given === undefined ? [resolve(root, "../shared/dev-corpus"), resolve(root, "../../shared/dev-corpus")] : [resolve(given)];
  return candidates.find((dir) => files.every((file) => existsSync(resolve(dir, file))));
}

// A numeric string and the number it spells count as equal, as the dev corpus's own scorer does.
const canon = (v) => {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])]));
  if (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return v;
};
const same = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

function salvageVerdict(c) {
  const outcome = toolset(Object.fromEntries(c.tools.map((t) => [t.name, t.parameters]))).parse(c.input);
  if (c.expected_kind === "no_call") {
    if (!outcome.ok) return ["no-json-found", "unknown-tool", "truncated"].includes(outcome.error.code) ? "right" : "failed";
    return outcome.value.some((v) => v.tool !== undefined) ? "wrong" : "right";
  }
  if (!outcome.ok) return "failed";
  return same(outcome.value.filter((v) => v.tool !== undefined).map((v) => ({ name: v.tool, arguments: v.input })), c.expected) ? "right" : "wrong";
}

/** The peer returns text parts and tool-call parts, never a failure: no call where calls were expected counts as failed. */
function peerVerdict(c) {
  let calls;
  try {
    const tools = c.tools.map((t) => ({ type: "function", name: t.name, inputSchema: t.parameters }));
    const parts = hermesProtocol().parseGeneratedText({ text: c.input, tools, options: {} });
    calls = parts.filter((p) => p.type === "tool-call").map((p) => ({ name: p.toolName, arguments: JSON.parse(p.input) }));
  } catch {
    return "failed";
  }
  if (c.expected_kind === "no_call") return calls.length === 0 ? "right" : "wrong";
  if (calls.length === 0) return "failed";
  return same(calls, c.expected) ? "right" : "wrong";
}

/** Rows per set and family (scored cases: `value` and `no_call`), or `undefined` when the dev corpus is absent. */
export function runRealToolCalls(dir = devCorpusDir()) {
  if (dir === undefined) return undefined;
  const rows = [];
  for (const file of files) {
    const cases = readFileSync(resolve(dir, file), "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
    const byFamily = new Map();
    for (const c of cases) {
      if (c.expected_kind !== "value" && c.expected_kind !== "no_call") continue;
      const [, family, claimed] = families.find(([pattern]) => pattern.test(c.model)) ?? [null, "other", false];
      const row = byFamily.get(family) ?? { set: file, family, cases: 0, salvage: { right: 0, wrong: 0, failed: 0 }, peer: claimed ? { right: 0, wrong: 0, failed: 0 } : undefined };
      byFamily.set(family, row);
      row.cases++;
      row.salvage[salvageVerdict(c)]++;
      if (row.peer !== undefined) row.peer[peerVerdict(c)]++;
    }
    rows.push(...byFamily.values());
  }
  return rows;
}

/** The section of docs/benchmarks.md, written with the `say` and `table` helpers of bench/run.mjs. */
export function realToolCallsSection(say, table) {
  say("## Tool calls in real model outputs");
  say();
  const rows = runRealToolCalls();
  if (rows === undefined) {
    say("Skipped: the dev corpus (../shared/dev-corpus/real-toolcalls*.jsonl) is not beside this checkout.");
    say();
    return;
  }
  say("The dev corpus's saved raw outputs of models on the Berkeley Function Calling Leaderboard (real-toolcalls.jsonl,");
  say("real-toolcalls-v3.jsonl; read in place, never copied here), scored cases only (`value`: the calls the text holds,");
  say("`no_call`: none), by model family. Right: the same calls in order, names and arguments equal (a numeric string");
  say("equals its number); for `no_call`, no call run. @ai-sdk-tool/parser's `hermesProtocol` is run where the family");
  say("writes its `<tool_call>` format; it never fails, so no call where calls were expected counts as failed.");
  say();
  const tally = (t) => (t === undefined ? "—" : `${t.right} / ${t.wrong} / ${t.failed}`);
  table(
    ["set", "family", "cases", "salvage right / wrong / failed", "@ai-sdk-tool/parser right / wrong / failed"],
    rows.map((row) => [row.set, row.family, String(row.cases), tally(row.salvage), tally(row.peer)]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { out, say, table } = markdownWriter();
  realToolCallsSection(say, table);
  console.log(out.join("\n"));
}
