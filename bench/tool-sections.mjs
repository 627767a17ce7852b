// The tool-call sections of docs/benchmarks.md: streaming tool calls, @ai-sdk-tool/parser as a peer, and the
// real model outputs of the dev corpus (skipped when it is not beside the checkout).
// `npm run bench` writes them with the rest; `node bench/tool-sections.mjs` prints them alone.
import { realToolCallsSection } from "./real-tool-calls.mjs";
import { runToolPeers } from "./tool-peers.mjs";
import { runToolStreaming } from "./tool-streaming.mjs";
import { markdownWriter } from "./markdown.mjs";

/** Runs both benches and writes their sections with the `say` and `table` helpers of bench/run.mjs. */
export function toolSections(say, table) {
  const streaming = runToolStreaming();
  say("## Streaming tool calls");
  say();
  say("1 MB of calls in a model's markup, streamed in 20-byte chunks through `tools.streamer()`, reading every");
  say("snapshot (the partial calls), then `end()`, which is `tools.parse` of the whole text. *one-shot* is");
  say("`tools.parse(text)` once (the floor). *re-parse* is the naive way, `tools.parse` of the whole buffer after");
  say("every chunk, given 5 s and projected from the chunks it did (~): its cost grows with the square of the stream.");
  say();
  table(
    ["format", "size", "calls", "chunks", "one-shot ms", "streamed ÷ one-shot", "re-parse every chunk"],
    streaming.map((row) => [
      row.format,
      row.size,
      String(row.calls),
      String(row.chunks),
      row.oneShotMs.toFixed(0),
      `${(row.streamedMs / row.oneShotMs).toFixed(2)}×`,
      `${row.naiveProjected ? "~" : ""}${(row.naiveMs / 1000).toFixed(0)} s (${(row.naiveMs / row.oneShotMs).toFixed(0)}×)`,
    ]),
  );
  const peers = runToolPeers();
  say("## Tool calls beside @ai-sdk-tool/parser");
  say();
  say("bench/corpora/tool-calls.jsonl on the formats @ai-sdk-tool/parser claims (its `hermesProtocol`,");
  say("`qwen3CoderProtocol`, `morphXmlProtocol` and `yamlXmlProtocol`, `parseGeneratedText`; the yaml-xml cases are in");
  say("bench/corpora/tool-calls-yaml-xml.jsonl, read by salvage with the opt-in `yamlXml` format first). Right: the first call names the expected tool with the expected");
  say("input, or, for a case that must not yield a call, no call. The corpus is ours (written from the chat");
  say("templates); the peer does not coerce inputs to the schema, so a case that needs a fix counts against it.");
  say();
  table(
    ["category", "cases", "salvage right / wrong / failed", "@ai-sdk-tool/parser right / wrong / failed"],
    peers.map((row) => [row.category, String(row.cases), `${row.salvage.right} / ${row.salvage.wrong} / ${row.salvage.failed}`, `${row.peer.right} / ${row.peer.wrong} / ${row.peer.failed}`]),
  );
  const wrong = peers.flatMap((row) => row.misses.filter((m) => m.peer === "wrong").map((m) => m.id));
  if (wrong.length > 0) say(`The peer's wrong answers: ${wrong.join(", ")} (bench/tool-peers.mjs prints what it returned).`);
  say();
  realToolCallsSection(say, table);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { out, say, table } = markdownWriter();
  toolSections(say, table);
  console.log(out.join("\n"));
}
