// The checks every runtime runs on the built package: each returns `{ name, ok, detail }`, never throws.
/* global TextEncoder, ReadableStream -- every runtime under test has them. */
// Plain JavaScript with no imports, so Bun, Deno, workerd and a browser page all run this one file as is;
// the caller passes in what it imported from dist/ (the core and salvage/fuzz).

const clickSchema = {
  type: "object",
  properties: { selector: { type: "string", aliases: ["element"] } },
  required: ["selector"],
};
const seedText = "Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know";

/** Runs every check; `fuzz` (salvage/fuzz with `fc`, fast-check) and `valibot` (salvage/valibot with `v`, valibot) may be undefined. */
export async function runChecks({ core, fuzz, fc, valibot }) {
  const results = [];
  const check = async (name, body) => {
    try {
      const detail = await body();
      results.push({ name, ok: true, detail });
    } catch (error) {
      results.push({ name, ok: false, detail: String(error?.stack ?? error) });
    }
  };
  await check("seed scenario", () => seedScenario(core));
  await check("tool call", () => toolCall(core));
  await check("stream over a ReadableStream", () => streamOverReadable(core));
  if (fuzz !== undefined) await check("salvage/fuzz", () => fuzzKit(core, fuzz, fc));
  if (valibot !== undefined) await check("salvage/valibot", () => bareValibot(valibot));
  return results;
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const show = (value) => JSON.stringify(value);

function seedScenario({ salvage }) {
  const outcome = salvage(clickSchema)(seedText);
  assert(outcome.ok, `not ok: ${show(outcome.error)}`);
  assert(show(outcome.value) === '{"selector":"#btn"}', `value ${show(outcome.value)}`);
  const extract = outcome.steps[0];
  assert(extract?.stage === "extract", `first step ${show(extract)}`);
  assert(seedText.slice(extract.start, extract.end).trim() === "{'element': '#btn',}", `span ${extract.start}-${extract.end}`);
  assert(
    outcome.steps.some((step) => step.stage === "coerce" && step.rule === "rename-key"),
    `no rename-key step in ${show(outcome.steps)}`,
  );
  const wrong = salvage(clickSchema)("#btn");
  assert(!wrong.ok && wrong.error.code === "no-json-found", `"#btn" gave ${show(wrong)}`);
  return outcome.value;
}

function toolCall({ toolset }) {
  const tools = toolset({ click: clickSchema, type: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } });
  const answer = '{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "Click", "arguments": "{\'element\': \'#ok\'}"}}]}';
  const outcome = tools.parse(answer);
  assert(outcome.ok, `not ok: ${show(outcome.error)}`);
  const [call] = outcome.value;
  assert(outcome.value.length === 1 && call.tool === "click", `calls ${show(outcome.value)}`);
  assert(show(call.input) === '{"selector":"#ok"}', `input ${show(call.input)}`);
  return { tool: call.tool, input: call.input };
}

async function streamOverReadable({ salvage }) {
  const chunks = ["```json\n{'ele", "ment': '#b", "tn',", "}\n```"];
  const bytes = new TextEncoder();
  const source = new ReadableStream({
    start(controller) {
      // Bytes split mid-token: the stream decodes UTF-8 and reads across chunk boundaries.
      for (const chunk of chunks) controller.enqueue(bytes.encode(chunk));
      controller.close();
    },
  });
  const stream = salvage(clickSchema).stream(source);
  let snapshots = 0;
  for await (const _snapshot of stream) snapshots++;
  const outcome = await stream.result;
  assert(outcome.ok, `not ok: ${show(outcome.error)}`);
  assert(show(outcome.value) === '{"selector":"#btn"}', `value ${show(outcome.value)}`);
  assert(snapshots >= 1, "no partial snapshots");
  return { snapshots, value: outcome.value };
}

function fuzzKit({ salvage }, { modelOutput, deepEqual }, fc) {
  const parse = salvage(clickSchema);
  const outputs = fc.sample(modelOutput(clickSchema, { corruptions: ["key-alias", "single-quotes", "trailing-commas", "fence", "prose-around"] }), {
    seed: 42,
    numRuns: 50,
  });
  let recoverable = 0;
  for (const out of outputs) {
    if (!out.recoverable) continue;
    recoverable++;
    const result = parse(out.text);
    assert(result.ok && deepEqual(result.value, out.expected), `not recovered: ${show(out.text)} → ${show(result)}`);
  }
  assert(recoverable > 0, "no recoverable output drawn");
  return { recovered: recoverable, of: outputs.length };
}

function bareValibot({ entry, v }) {
  const Click = v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) });
  const outcome = entry.salvage(Click)(seedText);
  assert(outcome.ok, `not ok: ${show(outcome.error)}`);
  assert(show(outcome.value) === '{"selector":"#btn"}', `value ${show(outcome.value)}`);
  return outcome.value;
}
