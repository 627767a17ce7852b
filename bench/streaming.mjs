// Streaming: a document arriving in 20-byte chunks, with a consumer that reads every snapshot.
// salvage's incremental parser against a one-shot parse of the whole text (the floor, same run), and the
// peers' partial parsers, which re-parse the whole buffer on every chunk, at 50 KB, 200 KB and 1 MB. The linear
// peers stream the same chunks in the same rounds: jsonriver (an async iterable of increasingly complete values,
// the peer of `stream()`) and @streamparser/json (push-style, values emitted as they complete).
// Flags: --cpu times in CPU time instead of wall clock; --1mb runs the 1 MB row only; --no-peers leaves the peers out.
import { isDeepStrictEqual } from "node:util";
import { parsePartialJson as aiParsePartialJson } from "ai";
import { parsePartialJson as langchainParsePartialJson } from "@langchain/core/output_parsers";
import { parse as partialJsonParse } from "partial-json";
import { JSONParser } from "@streamparser/json";
import { parse as jsonriverParse } from "jsonriver";
import { createIncrementalParser, parseTolerant, salvage } from "../dist/index.js";
import { productDocument, productSchema } from "./documents.mjs";
import { StrictStreamFloor } from "./strict-stream-floor.mjs";
import { check, formatSize, timeInterleavedAsync } from "./timing.mjs";

const CHUNK = 20;

function chunksOf(text, size = CHUNK) {
  const chunks = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

/** Push-style: every chunk pushed, every snapshot read (its value and open path), then the full outcome. */
function streamPushStyle(parse, chunks) {
  const streamer = parse.streamer();
  let seen = 0;
  for (const chunk of chunks) {
    const snapshot = streamer.push(chunk);
    if (snapshot.value !== undefined) seen += snapshot.pendingPath.length;
  }
  const outcome = streamer.end();
  return { outcome, seen };
}

/**
 * A parser alone (push, snapshot, end), every chunk pushed and every snapshot read; no final pipeline. Its end
 * result as `result`.
 */
function streamed(parser, chunks) {
  let seen = 0;
  for (const chunk of chunks) {
    parser.push(chunk);
    const snapshot = parser.snapshot();
    if (snapshot.value !== undefined) seen += snapshot.pendingPath.length;
  }
  return { result: parser.end(), seen };
}

/** The incremental parser alone, streamed. */
function parserStreamed(chunks) {
  return streamed(createIncrementalParser(), chunks);
}

/**
 * The floor of a streaming parser in JavaScript (bench/strict-stream-floor.mjs: strict JSON only, nothing checked,
 * no positions, no repairs), streamed the same way.
 */
function floorStreamed(chunks) {
  return streamed(new StrictStreamFloor(), chunks);
}

/** The same floor given the whole text in one push. */
function floorOneShot(text) {
  const parser = new StrictStreamFloor();
  parser.push(text);
  return parser.end();
}

/**
 * Chunks as an async iterable (an async generator, as a client's stream is read), the one source jsonriver takes: its
 * row and `stream()`'s row against it read this same kind of source, a promise per chunk on both sides.
 */
async function* asyncChunks(chunks) {
  for (const chunk of chunks) yield chunk;
}

/** jsonriver over the same chunks, the consumer reading every value it yields (a value per step, like a snapshot). */
async function jsonriverStreamed(chunks) {
  let value;
  let seen = 0;
  for await (const next of jsonriverParse(asyncChunks(chunks))) {
    value = next;
    seen++;
  }
  return { value, seen };
}

/**
 * @streamparser/json pushed the same chunks: it emits each value as it completes (every member and item, then the
 * root), with no snapshot of the unfinished value; the root is the value emitted with an empty stack.
 */
function streamparserStreamed(chunks) {
  const parser = new JSONParser();
  let value;
  let seen = 0;
  parser.onValue = ({ value: emitted, stack }) => {
    seen++;
    if (stack.length === 0) value = emitted;
  };
  for (const chunk of chunks) parser.write(chunk);
  if (!parser.isEnded) parser.end();
  return { value, seen };
}

/** The async-iterable API over an in-memory source: the same work plus a promise per chunk. */
async function streamIterated(parse, chunks) {
  const stream = parse.stream(chunks);
  let seen = 0;
  for await (const snapshot of stream) if (snapshot.value !== undefined) seen += snapshot.pendingPath.length;
  return { outcome: await stream.result, seen };
}

/**
 * The floor of stream(): `for await` over an async iterator that hands out a snapshot already made, `count` times,
 * one promise and one result per step, with the loop's reads. (One snapshot, not one per chunk: keeping 52,000
 * alive would change the heap every other row is timed in.) What stream() costs beyond push-style and this is salvage's own.
 */
async function forAwaitFloor(snapshot, count) {
  let index = 0;
  const cached = {
    [Symbol.asyncIterator]: () => ({
      next: () => Promise.resolve(index++ < count ? { done: false, value: snapshot } : { done: true, value: undefined }),
    }),
  };
  let seen = 0;
  for await (const read of cached) if (read.value !== undefined) seen += read.pendingPath.length;
  return seen;
}

/** The peers' way: the buffer so far re-parsed after every chunk, until the budget runs out. */
async function peerStream(parsePartial, chunks, budgetMs) {
  const started = performance.now();
  let buffer = "";
  let value;
  let done = 0;
  for (const chunk of chunks) {
    buffer += chunk;
    value = await parsePartial(buffer);
    done++;
    if (performance.now() - started > budgetMs) break;
  }
  return { ms: performance.now() - started, done, value };
}

export const streamingPeers = [
  { name: "AI SDK parsePartialJson", parse: async (text) => (await aiParsePartialJson(text)).value },
  { name: "LangChain parsePartialJson", parse: (text) => langchainParsePartialJson(text) },
  { name: "partial-json", parse: (text) => partialJsonParse(text) },
];

/** `clock: "cpu"` times in CPU time instead of wall clock (`node bench/streaming.mjs --cpu`). */
export async function runStreaming({ sizes = [50 * 1024, 200 * 1024, 1024 * 1024], budgetMs = 20_000, clock = "wall", peers = streamingPeers } = {}) {
  const parse = salvage(productSchema);
  const rows = [];
  for (const bytes of sizes) {
    const { value, text } = productDocument(bytes);
    const chunks = chunksOf(text);
    // Check before timing: both ways end with the one-shot outcome, and the value is the document.
    const oneShot = parse(text);
    check(`one-shot ${formatSize(bytes)}`, oneShot.ok && oneShot.value, value);
    check(`push-style ${formatSize(bytes)}`, streamPushStyle(parse, chunks).outcome, oneShot);
    check(`stream() ${formatSize(bytes)}`, (await streamIterated(parse, chunks)).outcome, oneShot);
    check(`stream() from an async iterable ${formatSize(bytes)}`, (await streamIterated(parse, asyncChunks(chunks))).outcome, oneShot);
    check(`incremental parser ${formatSize(bytes)}`, parserStreamed(chunks).result.value, value);
    check(`tolerant one-shot ${formatSize(bytes)}`, parseTolerant(text).value, value);
    check(`strict floor streamed ${formatSize(bytes)}`, floorStreamed(chunks).result, value);
    check(`strict floor one-shot ${formatSize(bytes)}`, floorOneShot(text), value);
    check(`jsonriver ${formatSize(bytes)}`, (await jsonriverStreamed(chunks)).value, value);
    check(`@streamparser/json ${formatSize(bytes)}`, streamparserStreamed(chunks).value, value);

    const streamer = parse.streamer();
    const snapshot = streamer.push(text.slice(0, text.length >> 1));

    // All ten interleaved round by round, stream() and the linear peers included, so that load hits them alike.
    const ms = await timeInterleavedAsync(
      {
        oneShot: () => parse(text),
        pushStyle: () => streamPushStyle(parse, chunks),
        iterated: () => streamIterated(parse, chunks),
        iteratedAsync: () => streamIterated(parse, asyncChunks(chunks)),
        tolerantOneShot: () => parseTolerant(text),
        parserStreamed: () => parserStreamed(chunks),
        floorStreamed: () => floorStreamed(chunks),
        floorOneShot: () => floorOneShot(text),
        jsonriver: () => jsonriverStreamed(chunks),
        streamparser: () => streamparserStreamed(chunks),
      },
      { minMs: 1500, minRounds: 7, clock },
    );
    // Timed on its own, after: in the rounds above its garbage would move where collections fall in the other rows.
    const floor = await timeInterleavedAsync({ forAwaitFloor: () => forAwaitFloor(snapshot, chunks.length) }, { minMs: 500, minRounds: 7, clock });
    const row = {
      size: formatSize(bytes),
      chunks: chunks.length,
      oneShotMs: ms.oneShot,
      pushStyleMs: ms.pushStyle,
      iteratedMs: ms.iterated,
      iteratedAsyncMs: ms.iteratedAsync,
      tolerantOneShotMs: ms.tolerantOneShot,
      parserStreamedMs: ms.parserStreamed,
      floorStreamedMs: ms.floorStreamed,
      floorOneShotMs: ms.floorOneShot,
      forAwaitFloorMs: floor.forAwaitFloor,
      jsonriverMs: ms.jsonriver,
      streamparserMs: ms.streamparser,
      peers: {},
    };
    for (const peer of peers) {
      const run = await peerStream(peer.parse, chunks, budgetMs);
      const finished = run.done === chunks.length;
      if (finished && !isDeepStrictEqual(run.value, value)) {
        row.peers[peer.name] = { wrong: true };
        continue;
      }
      // Each re-parse costs the buffer's length, so the whole stream costs ~ (chunks done)²: project from there.
      const projectedMs = finished ? run.ms : run.ms * (chunks.length / run.done) ** 2;
      row.peers[peer.name] = { ms: projectedMs, projected: !finished, done: run.done };
    }
    rows.push(row);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const sizes = args.includes("--1mb") ? [1024 * 1024] : undefined;
  const clock = args.includes("--cpu") ? "cpu" : "wall";
  const peers = args.includes("--no-peers") ? [] : streamingPeers;
  for (const row of await runStreaming({ sizes, clock, peers })) {
    const base =
      `${row.size.padStart(7)} ${String(row.chunks).padStart(6)} chunks  one-shot ${row.oneShotMs.toFixed(1)} ms  push-style ${(row.pushStyleMs / row.oneShotMs).toFixed(2)}x  stream() ${(row.iteratedMs / row.oneShotMs).toFixed(2)}x` +
      `  parser streamed ÷ parser one-shot ${(row.parserStreamedMs / row.tolerantOneShotMs).toFixed(2)}x` +
      // The one-shot floor swings with the garbage the other rows leave (5-13 ms for 1 MB), so the times themselves too.
      `\n         ms: push-style ${row.pushStyleMs.toFixed(1)}  stream() ${row.iteratedMs.toFixed(1)}  parser streamed ${row.parserStreamedMs.toFixed(1)}  parser one-shot ${row.tolerantOneShotMs.toFixed(1)}` +
      `  for-await floor ${row.forAwaitFloorMs.toFixed(1)}` +
      `\n         strict floor: streamed ${row.floorStreamedMs.toFixed(1)} ms (${(row.floorStreamedMs / row.oneShotMs).toFixed(2)}x one-shot)  one push ${row.floorOneShotMs.toFixed(1)} ms` +
      // stream() against jsonriver reads the same async iterable; from an array (no promise per chunk at the source,
      // which jsonriver cannot take) beside it.
      `\n         linear peers: jsonriver ${row.jsonriverMs.toFixed(1)} ms (stream() from the same async iterable ${row.iteratedAsyncMs.toFixed(1)} ms, ${(row.jsonriverMs / row.iteratedAsyncMs).toFixed(2)}x faster; from an array ${(row.jsonriverMs / row.iteratedMs).toFixed(2)}x)  @streamparser/json ${row.streamparserMs.toFixed(1)} ms (push-style ${(row.streamparserMs / row.pushStyleMs).toFixed(2)}x faster)`;
    const peers = Object.entries(row.peers).map(([name, p]) => (p.wrong ? `${name}: wrong value` : `${name}: ${p.projected ? "~" : ""}${(p.ms / row.oneShotMs).toFixed(0)}x`));
    console.log(peers.length === 0 ? base : `${base}\n         ${peers.join("  ")}`);
  }
}
