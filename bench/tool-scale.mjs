// Tool parsing at scale: every built-in call format at 1 MB and 10 MB (calls one after another, as its
// template writes them), and hostile texts (many parameters in one Qwen-XML call, openers never closed).
// Each output is checked before it is timed; times are reported against a floor measured in the same run:
// JSON.parse of a JSON document of the same size. *growth* is (ms per MB at 10 MB) ÷ (ms per MB at 1 MB):
// about 1 for linear time, about 10 for quadratic.
//   node bench/tool-scale.mjs [--only a,b] [--sizes 1,10] [--markdown]
import { defaultFormats, toolset } from "../dist/index.js";
import { check, timeInterleaved } from "./timing.mjs";
import { markdownWriter } from "./markdown.mjs";

const MB = 1024 * 1024;

const days = (i) => i % 7;
/** Calls one after another, as each format's template writes them (get_weather, city and days). */
const calls = {
  hermes: (i) => `<tool_call>\n{"name": "get_weather", "arguments": {"city": "City number ${i}", "days": ${days(i)}}}\n</tool_call>\n`,
  "qwen-xml": (i) => `<tool_call>\n<function=get_weather>\n<parameter=city>\nCity number ${i}\n</parameter>\n<parameter=days>\n${days(i)}\n</parameter>\n</function>\n</tool_call>\n`,
  glm: (i) => `<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>City number ${i}</arg_value>\n<arg_key>days</arg_key>\n<arg_value>${days(i)}</arg_value>\n</tool_call>\n`,
  "glm name-json": (i) => `<tool_call>get_weather\n{"city": "City number ${i}", "days": ${days(i)}}</tool_call>\n`,
  "xml-invoke": (i) => `<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">City number ${i}</parameter>\n<parameter name="days">${days(i)}</parameter>\n</invoke>\n</minimax:tool_call>\n`,
  "xml-invoke ns": (i) => `<ns:function_calls><ns:invoke name="get_weather"><ns:parameter name="city">City number ${i}</ns:parameter><ns:parameter name="days">${days(i)}</ns:parameter></ns:invoke></ns:function_calls>\n`,
  mistral: (i) => `[TOOL_CALLS]get_weather[ARGS]{"city": "City number ${i}", "days": ${days(i)}}`,
  llama: (i) => `<|python_tag|>{"name": "get_weather", "parameters": {"city": "City number ${i}", "days": ${days(i)}}}`,
  deepseek: (i) => `<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "City number ${i}", "days": ${days(i)}}<｜tool▁call▁end｜>`,
  "deepseek ascii": (i) => `<|tool_call_begin|>function<|tool_sep|>get_weather\n\`\`\`json\n{"city": "City number ${i}", "days": ${days(i)}}\n\`\`\`<|tool_call_end|>`,
  kimi: (i) => `<|tool_call_begin|>functions.get_weather:${i}<|tool_call_argument_begin|>{"city": "City number ${i}", "days": ${days(i)}}<|tool_call_end|>`,
  harmony: (i) => `<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "City number ${i}", "days": ${days(i)}}<|call|>`,
  gemma: (i) => `<start_function_call>call:get_weather{city:<escape>City number ${i}<escape>,days:${days(i)}}<end_function_call>`,
  lfm2: (i) => `<|tool_call_start|>[get_weather(city="City number ${i}", days=${days(i)})]<|tool_call_end|>`,
  cohere: (i) => `<|START_ACTION|>[{"tool_call_id": "${i}", "tool_name": "get_weather", "parameters": {"city": "City number ${i}", "days": ${days(i)}}}]<|END_ACTION|>`,
  granite: (i) => `<|tool_call|>[{"name": "get_weather", "arguments": {"city": "City number ${i}", "days": ${days(i)}}}]\n`,
  "name-json": (i) => `get_weather\n{"city": "City number ${i}", "days": ${days(i)}}\n`,
  "morph-xml": (i) => `<get_weather>\n<city>City number ${i}</city>\n<days>${days(i)}</days>\n</get_weather>\n`,
};

/** Formats written as one document: its head, one entry per call (joined by `join`), its tail. */
const documents = {
  pythonic: { head: "Here are the calls:\n[", entry: (i) => `get_weather(city="City number ${i}", days=${days(i)})`, join: ", ", tail: "]\n" },
  generic: { head: "[", entry: (i) => `{"name": "get_weather", "arguments": {"city": "City number ${i}", "days": ${days(i)}}}`, join: ", ", tail: "]" },
  openai: {
    head: '{"role": "assistant", "content": null, "tool_calls": [',
    entry: (i) => `{"id": "call_${i}", "type": "function", "function": {"name": "get_weather", "arguments": ${JSON.stringify(JSON.stringify({ city: `City number ${i}`, days: days(i) }))}}}`,
    join: ", ",
    tail: "]}",
  },
  anthropic: { head: '{"role": "assistant", "content": [', entry: (i) => `{"type": "tool_use", "id": "toolu_${i}", "name": "get_weather", "input": {"city": "City number ${i}", "days": ${days(i)}}}`, join: ", ", tail: "]}" },
};

/** One call with one big argument, for the client formats that hold one call (LangChain blobs, ReAct). */
const single = {
  langchain: (size) => ({ text: `\`\`\`json\n{"action": "get_weather", "action_input": {"city": "${"x".repeat(size)}", "days": 3}}\n\`\`\``, city: "x".repeat(size) }),
  react: (size) => ({ text: `Thought: look it up.\nAction: get_weather\nAction Input: {"city": "${"x".repeat(size)}", "days": 3}`, city: "x".repeat(size) }),
};

/** Hostile texts: the outcome is checked to be a typed failure (never a throw, never calls), then timed. */
const hostile = {
  "qwen-xml many parameters": (size) => `<tool_call>\n<function=get_weather>\n${"<parameter=x>\n".repeat(Math.ceil(size / 14))}`,
  "qwen-xml many parameters closed": (size) => `<tool_call>\n<function=get_weather>\n${"<parameter=x>\n".repeat(Math.ceil(size / 14))}</function>\n</tool_call>`,
  "<tool_call> never closed": (size) => "<tool_call>".repeat(Math.ceil(size / 11)),
  "<function= never closed": (size) => "<function=".repeat(Math.ceil(size / 10)),
  "<invoke name=\" never closed": (size) => '<invoke name="'.repeat(Math.ceil(size / 14)),
  "<arg_key> never closed": (size) => `<tool_call>get_weather${"<arg_key>".repeat(Math.ceil(size / 9))}`,
  "deepseek begin never closed": (size) => "<｜tool▁call▁begin｜>".repeat(Math.ceil(size / 19)),
  "[TOOL_CALLS] never closed": (size) => "[TOOL_CALLS]".repeat(Math.ceil(size / 12)),
  "to=functions. never closed": (size) => "to=functions.get_weather ".repeat(Math.ceil(size / 25)),
  "call: never closed": (size) => "<start_function_call>call:get_weather{".repeat(Math.ceil(size / 38)),
  "pythonic ( never closed": (size) => `get_weather(${"(".repeat(size)}`,
  "name lines never closed": (size) => "get_weather\n{".repeat(Math.ceil(size / 13)),
  "morph tags never closed": (size) => "<get_weather>".repeat(Math.ceil(size / 13)),
};

const schemas = {
  get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"], additionalProperties: false },
  get_time: { type: "object", properties: { tz: { type: "string" } }, required: ["tz"], additionalProperties: false },
};

function build(name, bytes) {
  if (calls[name] !== undefined || documents[name] !== undefined) {
    const whole = documents[name];
    const parts = [];
    let size = 0;
    while (size < bytes) {
      const part = whole === undefined ? calls[name](parts.length) : whole.entry(parts.length);
      parts.push(part);
      size += part.length;
    }
    const text = whole === undefined ? parts.join("") : whole.head + parts.join(whole.join) + whole.tail;
    return { text, count: parts.length, last: { city: `City number ${parts.length - 1}`, days: days(parts.length - 1) } };
  }
  if (single[name] !== undefined) {
    const { text, city } = single[name](bytes);
    return { text, count: 1, last: { city, days: 3 } };
  }
  return { text: hostile[name](bytes), count: 0 };
}

/** A JSON document of about `bytes`: the floor, parsed by JSON.parse in the same rounds. */
function floorDocument(bytes) {
  const parts = [];
  let size = 0;
  while (size < bytes) {
    const part = `{"city": "City number ${parts.length}", "days": ${days(parts.length)}}`;
    parts.push(part);
    size += part.length + 2;
  }
  return `[${parts.join(", ")}]`;
}

function measure(name, bytes) {
  const { text, count, last } = build(name, bytes);
  // Limits raised for the size of the text: megabytes of calls are far above the defaults on purpose.
  const set = toolset(schemas, { maxCalls: count + 1, maxSize: text.length + 1, formats: defaultFormats });
  const outcome = set.parse(text);
  if (count > 0) {
    check(`${name} at ${bytes / MB} MB: ok`, outcome.ok, true);
    check(`${name} at ${bytes / MB} MB: calls`, outcome.value.length, count);
    check(`${name} at ${bytes / MB} MB: last call`, outcome.value[count - 1].input, last);
  } else {
    check(`${name} at ${bytes / MB} MB: a failure, no call`, outcome.ok === false || outcome.value.length === 0, true);
  }
  const floor = floorDocument(text.length);
  check("floor parses", Array.isArray(JSON.parse(floor)), true);
  const big = bytes >= 10 * MB;
  const ms = timeInterleaved({ parse: () => set.parse(text), floor: () => JSON.parse(floor) }, { minMs: big ? 200 : 400, minRounds: big ? 1 : 3, maxRounds: big ? 3 : 20 });
  return { name, bytes: text.length, calls: count, outcome: outcome.ok ? "ok" : outcome.error.code, ms: ms.parse, floorMs: ms.floor };
}

const args = process.argv.slice(2);
const option = (flag) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const only = option("--only")?.split(",");
const sizes = (option("--sizes") ?? "1,10").split(",").map((s) => Number(s) * MB);
const names = [...Object.keys(calls), ...Object.keys(documents), ...Object.keys(single), ...Object.keys(hostile)].filter((name) => only === undefined || only.includes(name));

const rows = [];
for (const name of names) {
  const row = { name, runs: sizes.map((bytes) => measure(name, bytes)) };
  rows.push(row);
  const [small, large] = row.runs;
  const growth = large === undefined ? "" : `${((large.ms / large.bytes) / (small.ms / small.bytes)).toFixed(2)}x`;
  console.error(`${name.padEnd(34)} ${row.runs.map((r) => `${(r.bytes / MB).toFixed(1)} MB ${r.ms.toFixed(0).padStart(6)} ms (${(r.ms / r.floorMs).toFixed(1)}x floor) ${r.outcome}`).join("   ")}   growth ${growth}`);
}

if (args.includes("--markdown")) {
  const { out, table } = markdownWriter();
  const head = ["text", "outcome", ...sizes.flatMap((bytes) => [`${bytes / MB} MB ms`, `÷ JSON.parse`]), "growth"];
  table(
    head,
    rows.map(({ name, runs }) => {
      const [small, large] = runs;
      const growth = large === undefined ? "" : `${((large.ms / large.bytes) / (small.ms / small.bytes)).toFixed(2)}×`;
      return [name, small.calls > 0 ? `${small.calls} / ${large?.calls ?? ""} calls` : small.outcome, ...runs.flatMap((r) => [r.ms.toFixed(0), `${(r.ms / r.floorMs).toFixed(1)}×`]), growth];
    }),
  );
  console.log(out.join("\n"));
}
