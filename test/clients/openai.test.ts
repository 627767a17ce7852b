import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { startFakeServer, type FakeServer, type OpenAIReply } from "../../examples/clients/fake-server.mjs";
import {
  openaiCall,
  parseCompletion,
  parseStream,
  parseStreamToolCalls,
  parseToolCalls,
  textDeltas,
} from "../../src/adapters/openai/index.js";
import { generate } from "../../src/client/index.js";
import { salvage } from "../../src/salvage/index.js";
import { toolset } from "../../src/tools/index.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });
const TypeText = z.object({ text: z.string() });
const tools = toolset({ click: Click, type: TypeText });

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function client(replies: readonly OpenAIReply[]): Promise<OpenAI> {
  server = await startFakeServer({ openai: replies });
  return new OpenAI({ apiKey: "test-key", baseURL: server.openaiBaseURL, maxRetries: 0 });
}

// The SDK's own types go into the adapter: ChatCompletion and Stream<ChatCompletionChunk> must fit.
const ask = (openai: OpenAI) => openai.chat.completions.create({ model: "fake", messages: [{ role: "user", content: "Click OK." }] });
const askStream = (openai: OpenAI) =>
  openai.chat.completions.create({ model: "fake", messages: [{ role: "user", content: "Click OK." }], stream: true });

describe("OpenAI chat completions through the real client", () => {
  it("parses a fenced, single-quoted, misnamed answer into the schema's type", async () => {
    const openai = await client([{ content: "Sure! Here it is:\n```json\n{'element': '#ok', 'times': '2',}\n```\nLet me know!" }]);
    const outcome = parseCompletion(Click, await ask(openai));
    expect(outcome.ok && outcome.value).toEqual({ selector: "#ok", times: 2 });
    const rules = outcome.steps.flatMap((step) => (step.stage === "coerce" ? [step.rule] : []));
    expect(rules).toEqual(expect.arrayContaining(["rename-key", "string-to-number"]));
    expect(outcome.steps.some((step) => step.stage === "repair" && step.kind === "syntax")).toBe(true);
  });

  it("reports an answer cut at the token limit as truncated", async () => {
    const openai = await client([{ content: '```json\n{"selector": "#o', finishReason: "length" }]);
    const outcome = parseCompletion(salvage(Click), await ask(openai));
    expect(outcome.error?.code).toBe("truncated");
  });

  it("turns a refusal into a clear failure", async () => {
    const openai = await client([{ refusal: "I can't click that." }]);
    const outcome = parseCompletion(Click, await ask(openai));
    expect(outcome.error).toMatchObject({ code: "no-json-found" });
    expect(outcome.error?.message).toContain("I can't click that.");
  });

  it("reads tool_calls with malformed arguments and a miscased name into typed calls", async () => {
    const openai = await client([
      {
        toolCalls: [
          { name: "click", arguments: "{'element': '#ok', 'times': '2',}", id: "call_a" },
          { name: "Type", arguments: '{"text": "hello",}', id: "call_b" },
        ],
        finishReason: "tool_calls",
      },
    ]);
    const outcome = parseToolCalls(tools, await ask(openai));
    if (!outcome.ok) throw new Error(outcome.error.message);
    const [first, second] = outcome.value;
    expect(first).toMatchObject({ tool: "click", id: "call_a", input: { selector: "#ok", times: 2 }, raw: "{'element': '#ok', 'times': '2',}" });
    if (first?.tool === "click") expect(first.input.selector).toBe("#ok");
    expect(second).toMatchObject({ tool: "type", id: "call_b", input: { text: "hello" } });
    expect(second !== undefined && second.final === undefined && second.fixes.some((step) => step.stage === "coerce" && step.rule === "match-tool-name")).toBe(true);
  });

  it("fails a call whose arguments were cut off, naming the call, instead of closing it", async () => {
    const openai = await client([
      { toolCalls: [{ name: "click", arguments: '{"selector": "#ok"}' }, { name: "type", arguments: '{"text": "hel', id: "call_cut" }], finishReason: "length" },
    ]);
    const outcome = parseToolCalls(tools, await ask(openai));
    expect(outcome.error).toMatchObject({ code: "truncated", tool: "type", id: "call_cut" });
  });

  it("accumulates streamed content deltas and parses the whole answer", async () => {
    const openai = await client([{ content: 'Thinking... done.\n```json\n{"element": "#streamed", "times": 3}\n```' }]);
    let chunks = 0;
    const outcome = await parseStream(Click, await askStream(openai), { onChunk: () => chunks++ });
    expect(outcome.ok && outcome.value).toEqual({ selector: "#streamed", times: 3 });
    expect(chunks).toBeGreaterThan(5);
  });

  it("streams typed snapshots out of the client's deltas, then the full outcome", async () => {
    const openai = await client([{ content: 'Thinking... done.\n```json\n{"element": "#streamed", "times": 3}\n```' }]);
    const stream = salvage(Click).stream(textDeltas(await askStream(openai)));
    const seen: unknown[] = [];
    for await (const snapshot of stream) seen.push(structuredClone(snapshot.value));
    expect(seen).toContainEqual({ selector: "#streamed" }); // the alias applies as soon as the value starts
    const outcome = await stream.result;
    expect(outcome.ok && outcome.value).toEqual({ selector: "#streamed", times: 3 });
  });

  it("accumulates streamed tool_call arguments by index", async () => {
    const openai = await client([
      {
        toolCalls: [
          { name: "click", arguments: '{"selector": "#one", "times": "4"}', id: "call_1" },
          { name: "type", arguments: "{'text': 'typed in pieces'}", id: "call_2" },
        ],
      },
    ]);
    const outcome = await parseStreamToolCalls(tools, await askStream(openai));
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.map((call) => (call.final === undefined ? [call.tool, call.id, call.input] : call.final))).toEqual([
      ["click", "call_1", { selector: "#one", times: 4 }],
      ["type", "call_2", { text: "typed in pieces" }],
    ]);
  });
});

describe("generate with openaiCall", () => {
  it("re-asks through the real client with the typed failure, and returns the corrected value", async () => {
    const openai = await client([{ content: '{"selector": true}' }, { content: '```json\n{"selector": "#ok"}\n```' }]);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: openaiCall({ client: openai, model: "fake", params: { temperature: 0 } }) });
    expect(result.ok && result.value).toEqual({ selector: "#ok" });
    const requests = server?.requests ?? [];
    expect(requests).toHaveLength(2);
    expect(requests[0]?.body).toMatchObject({ model: "fake", temperature: 0 });
    const second = requests[1]?.body.messages ?? [];
    expect(second.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(String(second[0]?.content)).toContain("It must match this JSON Schema");
    expect(String(second[3]?.content)).toContain("at selector:");
    expect(String(second[3]?.content)).toContain("Received: true.");
  });

  it("streams when asked, and stops at a truncated answer without re-asking", async () => {
    const openai = await client([{ content: '{"selector": "#cut', finishReason: "length" }, { content: '{"selector": "#ok"}' }]);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: openaiCall({ client: openai, model: "fake", stream: true }) });
    expect(result.error?.code).toBe("truncated");
    expect(server?.requests[0]?.body["stream"]).toBe(true);
    expect(server?.remaining().openai).toBe(1);
  });

  it("fails with call-failed on an HTTP error, without retrying", async () => {
    const openai = await client([{ status: 401, error: "Incorrect API key provided" }, { content: '{"selector": "#ok"}' }]);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: openaiCall({ client: openai, model: "fake" }) });
    expect(result.error?.code).toBe("call-failed");
    expect(result.error?.message).toContain("401");
    expect(server?.requests).toHaveLength(1);
  });

  it("aborts a call in flight through the client's own signal", async () => {
    const delayMs = 10_000;
    const openai = await client([{ content: '{"selector": "#late"}', delayMs }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const result = await generate({ schema: Click, prompt: "Click OK.", call: openaiCall({ client: openai, model: "fake" }), signal: controller.signal });
    expect(result.error?.code).toBe("aborted");
    // The outcome came before the server answered: the abort cut the call short, it did not wait it out.
    expect(Date.now() - started).toBeLessThan(delayMs);
  });

  it("reads the answer from a forced tool call", async () => {
    const openai = await client([{ toolCalls: [{ name: "answer", arguments: "{'element': '#tool'}" }] }]);
    const result = await generate({
      schema: Click,
      prompt: "Click OK.",
      instructions: false,
      call: openaiCall({ client: openai, model: "fake", answerTool: "answer", params: { tool_choice: { type: "function", function: { name: "answer" } } } }),
    });
    expect(result.ok && result.value).toEqual({ selector: "#tool" });
  });
});
