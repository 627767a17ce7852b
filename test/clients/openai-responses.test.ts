import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { startFakeServer, type FakeServer, type OpenAIReply } from "../../examples/clients/fake-server.mjs";
import {
  collectResponseStream,
  parseResponse,
  parseResponseStream,
  parseResponseStreamToolCalls,
  parseResponseToolCalls,
  responseTextDeltas,
} from "../../src/adapters/openai/index.js";
import { salvage } from "../../src/salvage/index.js";
import { toolset } from "../../src/tools/index.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });
const tools = toolset({ click: Click, type: z.object({ text: z.string() }) });

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function client(replies: readonly OpenAIReply[]): Promise<OpenAI> {
  server = await startFakeServer({ openai: replies });
  return new OpenAI({ apiKey: "test-key", baseURL: server.openaiBaseURL, maxRetries: 0 });
}

// The SDK's own Response and Stream<ResponseStreamEvent> types go into the adapter.
const ask = (openai: OpenAI) => openai.responses.create({ model: "fake", input: "Click OK." });
const askStream = (openai: OpenAI) => openai.responses.create({ model: "fake", input: "Click OK.", stream: true });

describe("OpenAI Responses API through the real client", () => {
  it("parses a fenced, single-quoted, misnamed output_text into the schema's type", async () => {
    const openai = await client([{ content: "Sure! Here it is:\n```json\n{'element': '#ok', 'times': '2',}\n```\nLet me know!" }]);
    const response = await ask(openai);
    expect(server?.requests[0]?.body).toMatchObject({ input: "Click OK." });
    const outcome = parseResponse(Click, response);
    expect(outcome.ok && outcome.value).toEqual({ selector: "#ok", times: 2 });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "rename-key" }));
  });

  it("reports an output cut at max_output_tokens as truncated, and a refusal as a clear failure", async () => {
    const openai = await client([{ content: '```json\n{"selector": "#o', finishReason: "length" }, { refusal: "I can't click that." }]);
    expect(parseResponse(salvage(Click), await ask(openai)).error?.code).toBe("truncated");
    const refused = parseResponse(Click, await ask(openai));
    expect(refused.error).toMatchObject({ code: "no-json-found" });
    expect(refused.error?.message).toContain("I can't click that.");
  });

  it("reads function_call items with malformed arguments into typed calls keyed by call_id", async () => {
    const openai = await client([
      {
        toolCalls: [
          { name: "Click", arguments: "{'element': '#go',}", id: "call_a" },
          { name: "type", arguments: { text: "hello" }, id: "call_b" },
        ],
      },
    ]);
    const outcome = parseResponseToolCalls(tools, await ask(openai));
    expect(outcome.ok).toBe(true);
    const calls = outcome.ok ? outcome.value.map((call) => ("input" in call ? { tool: call.tool, input: call.input, id: call.id } : call)) : [];
    expect(calls).toEqual([
      { tool: "click", input: { selector: "#go" }, id: "call_a" },
      { tool: "type", input: { text: "hello" }, id: "call_b" },
    ]);
  });

  it("fails a call-only answer read as text, and a response that is not one", async () => {
    const openai = await client([{ toolCalls: [{ name: "click", arguments: { selector: "#a" } }] }]);
    expect(parseResponse(Click, await ask(openai)).error?.code).toBe("no-json-found");
    expect(parseResponse(Click, { output: null }).error?.code).toBe("no-json-found");
    expect(parseResponse(Click, { output: [], status: "failed", error: { message: "server_error" } }).error).toMatchObject({
      code: "call-failed",
      message: "The response failed: server_error",
    });
  });
});

describe("OpenAI Responses API streaming through the real client", () => {
  it("parses the streamed output_text once the stream ends", async () => {
    const openai = await client([{ content: "Here:\n```json\n{'element': '#stream', 'times': 3,}\n```" }]);
    const outcome = await parseResponseStream(Click, await askStream(openai));
    expect(outcome.ok && outcome.value).toEqual({ selector: "#stream", times: 3 });
  });

  it("yields partial values while output_text deltas arrive", async () => {
    const openai = await client([{ content: '{"selector": "#a-long-selector-name", "times": 2}' }]);
    const stream = salvage(Click).stream(responseTextDeltas(await askStream(openai)));
    const seen: unknown[] = [];
    for await (const snapshot of stream) seen.push(snapshot.value);
    expect(seen.length).toBeGreaterThan(2);
    expect((await stream.result).value).toEqual({ selector: "#a-long-selector-name", times: 2 });
  });

  it("joins streamed function_call arguments into typed calls", async () => {
    const openai = await client([{ toolCalls: [{ name: "click", arguments: "{'element': '#streamed-button'}", id: "call_s" }] }]);
    const outcome = await parseResponseStreamToolCalls(tools, await askStream(openai));
    expect(outcome.ok && outcome.value).toEqual([expect.objectContaining({ tool: "click", input: { selector: "#streamed-button" }, id: "call_s" })]);
  });

  it("marks a stream that ended incomplete at max_output_tokens as truncated", async () => {
    const openai = await client([{ content: '{"selector": "#cut', finishReason: "length" }]);
    expect((await parseResponseStream(Click, await askStream(openai))).error?.code).toBe("truncated");
  });
});

describe("the response stream collector", () => {
  async function* events(list: readonly unknown[]) {
    yield* list;
  }

  it("assembles items from their deltas when no done event arrives, in output order", async () => {
    const answer = await collectResponseStream(
      events([
        { type: "response.output_item.added", output_index: 1, item: { type: "function_call", call_id: "call_x", name: "click", arguments: "" } },
        { type: "response.output_item.added", output_index: 0, item: { type: "message", content: [] } },
        { type: "response.function_call_arguments.delta", output_index: 1, delta: '{"selector": ' },
        { type: "response.output_text.delta", output_index: 0, delta: "Clicking " },
        { type: "response.function_call_arguments.delta", output_index: 1, delta: '"#x"}' },
        { type: "response.output_text.delta", output_index: 0, delta: "now." },
        "not an event",
        { type: "response.output_text.delta", output_index: -1, delta: "ignored" },
        { type: "response.completed", response: { status: "completed" } },
      ]),
    );
    expect(answer.ok && answer.value).toEqual({
      message: { role: "assistant", content: "Clicking now.", tool_calls: [{ id: "call_x", type: "function", function: { name: "click", arguments: '{"selector": "#x"}' } }] },
      finishReason: "completed",
      truncated: false,
    });
  });

  it("fails with call-failed on an error event, a failed response, or a stream that throws", async () => {
    expect((await collectResponseStream(events([{ type: "error", message: "rate limited" }]))).error?.message).toBe("The response failed: rate limited");
    const failed = await collectResponseStream(events([{ type: "response.failed", response: { status: "failed", error: { message: "boom" } } }]));
    expect(failed.error).toMatchObject({ code: "call-failed", message: "The response failed: boom" });
    async function* broken() {
      yield { type: "response.output_text.delta", output_index: 0, delta: "{" };
      throw new Error("socket closed");
    }
    expect((await collectResponseStream(broken())).error).toMatchObject({ code: "call-failed" });
  });
});
