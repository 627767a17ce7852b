// Tool calls in raw text: salvage's toolset against @ai-sdk-tool/parser (the AI SDK middleware that reads
// Hermes- and Qwen3-Coder-style markup) on bench/corpora/tool-calls.jsonl, on the formats the peer claims.
// A case with `expected` is right when the first call names `expectedTool` with that input; a case without
// is right when no call is returned. Output is checked per case before anything is timed.
import { readFileSync } from "node:fs";
import { hermesProtocol, morphXmlProtocol, qwen3CoderProtocol, yamlXmlProtocol } from "@ai-sdk-tool/parser";
import { defaultFormats, toolset } from "../dist/index.js";
import { yamlXml } from "../dist/yaml.js";
import { URL } from "node:url";
import { isDeepStrictEqual } from "node:util";

const claimed = {
  "hermes-tool-call": hermesProtocol(),
  "qwen-xml-tool-call": qwen3CoderProtocol(),
  "morph-xml-tool-call": morphXmlProtocol(),
  "yaml-xml-tool-call": yamlXmlProtocol(),
};
/** yaml-xml is opt-in in salvage (salvage/yaml, the yaml package an optional peer): its cases live in their own file, read with it. */
const yamlCases = new URL("./corpora/tool-calls-yaml-xml.jsonl", import.meta.url);

function peerCalls(protocol, text, tools) {
  try {
    const parts = protocol.parseGeneratedText({ text, tools, options: {} });
    return parts.filter((p) => p.type === "tool-call").map((p) => ({ tool: p.toolName, input: JSON.parse(p.input) }));
  } catch (error) {
    return { threw: String(error) };
  }
}

function salvageCalls(set, text) {
  const outcome = set.parse(text);
  return outcome.ok ? outcome.value.filter((v) => v.tool !== undefined).map((v) => ({ tool: v.tool, input: v.input })) : [];
}

function verdict(c, calls) {
  if (!Array.isArray(calls)) return "failed";
  if (!("expected" in c)) return calls.length === 0 ? "right" : "wrong";
  if (calls.length === 0) return "failed";
  return calls[0].tool === c.expectedTool && isDeepStrictEqual(calls[0].input, c.expected) ? "right" : "wrong";
}

export function runToolPeers(path = new URL("./corpora/tool-calls.jsonl", import.meta.url)) {
  const read = (file) => readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
  const cases = [...read(path), ...read(yamlCases)];
  const rows = [];
  for (const [category, protocol] of Object.entries(claimed)) {
    const mine = cases.filter((c) => c.category === category);
    const tally = { salvage: { right: 0, wrong: 0, failed: 0, ms: 0 }, peer: { right: 0, wrong: 0, failed: 0, ms: 0 } };
    const misses = [];
    for (const c of mine) {
      const set = toolset(c.tools, category === "yaml-xml-tool-call" ? { formats: [yamlXml, ...defaultFormats] } : {});
      const tools = Object.entries(c.tools).map(([name, inputSchema]) => ({ type: "function", name, inputSchema }));
      let t = performance.now();
      const ours = salvageCalls(set, c.input);
      tally.salvage.ms += performance.now() - t;
      t = performance.now();
      const theirs = peerCalls(protocol, c.input, tools);
      tally.peer.ms += performance.now() - t;
      const a = verdict(c, ours);
      const b = verdict(c, theirs);
      tally.salvage[a]++;
      tally.peer[b]++;
      if (b !== "right") misses.push({ id: c.id, peer: b, got: theirs });
    }
    rows.push({ category, cases: mine.length, ...tally, misses });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("category              cases   salvage right/wrong/failed   @ai-sdk-tool/parser right/wrong/failed");
  for (const row of runToolPeers()) {
    const s = row.salvage;
    const p = row.peer;
    console.log(`${row.category.padEnd(20)} ${String(row.cases).padStart(6)}   ${`${s.right}/${s.wrong}/${s.failed}`.padStart(26)}   ${`${p.right}/${p.wrong}/${p.failed}`.padStart(36)}`);
    for (const miss of row.misses) console.log(`    peer ${miss.peer}: ${miss.id} ${JSON.stringify(miss.got).slice(0, 160)}`);
  }
}
