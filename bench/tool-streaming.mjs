// Streaming tool calls: 1 MB of calls in a model's markup arriving in 20-byte chunks, a consumer reading
// every snapshot. The streamer against one tools.parse of the whole text (the floor, same run), and the
// naive way (tools.parse of the whole buffer after every chunk, quadratic), projected from a time budget.
import { defaultFormats, toolset } from "../dist/index.js";
import { yamlXml } from "../dist/yaml.js";
import { check, formatSize, timeInterleaved } from "./timing.mjs";

const CHUNK = 20;

/** Calls in each format, written as its template writes them. */
const formats = {
  "qwen-xml": (i) => `<tool_call>\n<function=get_weather>\n<parameter=city>\nCity number ${i}\n</parameter>\n<parameter=days>\n${i % 7}\n</parameter>\n</function>\n</tool_call>\n`,
  mistral: (i) => `[TOOL_CALLS]get_weather[ARGS]{"city": "City number ${i}", "days": ${i % 7}}`,
  hermes: (i) => `<tool_call>\n{"name": "get_weather", "arguments": {"city": "City number ${i}", "days": ${i % 7}}}\n</tool_call>\n`,
  kimi: (i) => `<|tool_call_begin|>functions.get_weather:${i}<|tool_call_argument_begin|>{"city": "City number ${i}", "days": ${i % 7}}<|tool_call_end|>`,
  "xml-invoke": (i) => `<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">City number ${i}</parameter>\n<parameter name="days">${i % 7}</parameter>\n</invoke>\n</minimax:tool_call>\n`,
  lfm2: (i) => `<|tool_call_start|>[get_weather(city="City number ${i}", days=${i % 7})]<|tool_call_end|>`,
  gemma: (i) => `<start_function_call>call:get_weather{city:<escape>City number ${i}<escape>,days:${i % 7}}<end_function_call>`,
  "name-json": (i) => `get_weather\n{"city": "City number ${i}", "days": ${i % 7}}\n`,
  "yaml-xml": (i) => `<get_weather>\ncity: City number ${i}\ndays: ${i % 7}\n</get_weather>\n`,
  "morph-xml": (i) => `<get_weather>\n<city>City number ${i}</city>\n<days>${i % 7}</days>\n</get_weather>\n`,
};

/** Formats written as one document: its head, one entry per call, its tail. */
const documents = {
  // One Python call list after a lead-in: several lists each after its own text would be two answers (ambiguous).
  "pythonic-later": {
    head: "Here are the calls:\n[",
    entry: (i) => `get_weather(city="City number ${i}", days=${i % 7})`,
    tail: "]\n",
  },
  "cohere-action": {
    head: "Action: ```json\n[",
    entry: (i) => `{"tool_name": "get_weather", "parameters": {"city": "City number ${i}", "days": ${i % 7}}}`,
    tail: "]\n```",
  },
  openai: {
    head: '{"role": "assistant", "content": null, "tool_calls": [',
    entry: (i) => `{"id": "call_${i}", "type": "function", "function": {"name": "get_weather", "arguments": ${JSON.stringify(JSON.stringify({ city: `City number ${i}`, days: i % 7 }))}}}`,
    tail: "]}",
  },
  anthropic: {
    head: '{"role": "assistant", "content": [{"type": "text", "text": "Checking."}, ',
    entry: (i) => `{"type": "tool_use", "id": "toolu_${i}", "name": "get_weather", "input": {"city": "City number ${i}", "days": ${i % 7}}}`,
    tail: "]}",
  },
};

function document(format, bytes) {
  const parts = [];
  let size = 0;
  let count = 0;
  const whole = documents[format];
  while (size < bytes) {
    const part = whole === undefined ? formats[format](count) : whole.entry(count);
    count++;
    parts.push(part);
    size += part.length;
  }
  return { text: whole === undefined ? parts.join("") : whole.head + parts.join(", ") + whole.tail, count };
}

function chunksOf(text) {
  const out = [];
  for (let i = 0; i < text.length; i += CHUNK) out.push(text.slice(i, i + CHUNK));
  return out;
}

function streamed(set, chunks) {
  const streamer = set.streamer();
  let seen = 0;
  for (const chunk of chunks) seen += streamer.push(chunk).calls.length;
  return { outcome: streamer.end(), seen };
}

export function runToolStreaming({ bytes = 1024 * 1024, budgetMs = 5_000, only = undefined } = {}) {
  const rows = [];
  for (const format of [...Object.keys(formats), ...Object.keys(documents)]) {
    if (only !== undefined && !only.includes(format)) continue;
    const { text, count } = document(format, bytes);
    // Limits raised for the size of the document: 1 MB of calls is far above the defaults on purpose.
    const set = toolset(
      {
        get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"], additionalProperties: false },
        get_time: { type: "object", properties: { tz: { type: "string" } }, required: ["tz"], additionalProperties: false },
      },
      // yaml-xml is opt-in (salvage/yaml): read with it first.
      { maxCalls: count + 1, maxSize: text.length + 1, ...(format === "yaml-xml" ? { formats: [yamlXml, ...defaultFormats] } : {}) },
    );
    const chunks = chunksOf(text);
    // Check before timing: the whole text reads every call, the stream ends with exactly that outcome and
    // its last snapshot holds every call, complete.
    const oneShot = set.parse(text);
    check(`${format}: one-shot count`, oneShot.ok && oneShot.value.length, count);
    check(`${format}: one-shot last call`, oneShot.ok && oneShot.value[count - 1].input, { city: `City number ${count - 1}`, days: (count - 1) % 7 });
    const run = set.streamer();
    for (const chunk of chunks) run.push(chunk);
    check(`${format}: streamed calls`, run.snapshot().calls.length, count);
    check(`${format}: streamed last input`, run.snapshot().calls[count - 1].input, { city: `City number ${count - 1}`, days: (count - 1) % 7 });
    check(`${format}: result equals parse`, JSON.stringify(run.end()) === JSON.stringify(oneShot), true);
    const ms = timeInterleaved({ oneShot: () => set.parse(text), streamed: () => streamed(set, chunks) }, { minMs: 1500, minRounds: 3 });
    // The naive way: parse the whole buffer after every chunk, until the budget runs out; project the rest.
    const started = performance.now();
    let buffer = "";
    let done = 0;
    for (const chunk of chunks) {
      buffer += chunk;
      set.parse(buffer);
      done++;
      if (performance.now() - started > budgetMs) break;
    }
    const naive = performance.now() - started;
    const projected = done === chunks.length ? naive : naive * (chunks.length / done) ** 2;
    rows.push({ format, size: formatSize(text.length), calls: count, chunks: chunks.length, oneShotMs: ms.oneShot, streamedMs: ms.streamed, naiveMs: projected, naiveProjected: done < chunks.length });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("format         size      calls   chunks  one-shot    streamed (÷ one-shot)   re-parse every chunk (÷ one-shot)");
  // `--only a,b`: those formats alone.
  const at = process.argv.indexOf("--only");
  const only = at === -1 ? undefined : process.argv[at + 1]?.split(",");
  for (const row of runToolStreaming({ only })) {
    console.log(
      `${row.format.padEnd(14)} ${row.size.padStart(7)} ${String(row.calls).padStart(7)} ${String(row.chunks).padStart(8)}  ${row.oneShotMs.toFixed(0).padStart(6)} ms  ${row.streamedMs.toFixed(0).padStart(6)} ms (${(row.streamedMs / row.oneShotMs).toFixed(2)}x)   ${row.naiveProjected ? "~" : ""}${(row.naiveMs / 1000).toFixed(0)} s (${row.naiveProjected ? "~" : ""}${(row.naiveMs / row.oneShotMs).toFixed(0)}x)`,
    );
  }
}
