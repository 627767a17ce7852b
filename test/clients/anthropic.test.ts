import Anthropic from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { startFakeServer, type AnthropicReply, type FakeServer } from "../../examples/clients/fake-server.mjs";
import { anthropicCall, parseMessage, parseStream, parseStreamToolUse, parseToolUse, textDeltas } from "../../src/adapters/anthropic/index.js";
import { salvage } from "../../src/salvage/index.js";
import { generate } from "../../src/client/index.js";
import { toolset } from "../../src/tools/index.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });
const TypeText = z.object({ text: z.string() });
const tools = toolset({ click: Click, type: TypeText });

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function client(replies: readonly AnthropicReply[]): Promise<Anthropic> {
  server = await startFakeServer({ anthropic: replies });
  return new Anthropic({ apiKey: "test-key", baseURL: server.anthropicBaseURL, maxRetries: 0 });
}

const request = { model: "fake", max_tokens: 256, messages: [{ role: "user" as const, content: "Click OK." }] };

describe("Anthropic messages through the real client", () => {
  it("parses a text answer with prose, Python literals and a misnamed key", async () => {
    const anthropic = await client([{ text: "Here is the action:\n<json>{\"element\": \"#ok\", \"times\": None}</json>" }]);
    const outcome = parseMessage(Click, await anthropic.messages.create(request));
    expect(outcome.ok && outcome.value).toEqual({ selector: "#ok" });
  });

  it("reports stop_reason max_tokens as truncation", async () => {
    const anthropic = await client([{ text: '{"selector": "#o', stopReason: "max_tokens" }]);
    const outcome = parseMessage(Click, await anthropic.messages.create(request));
    expect(outcome.error?.code).toBe("truncated");
  });

  it("reads tool_use blocks with misnamed, mistyped input into typed calls", async () => {
    const anthropic = await client([
      { text: "I'll click it.", toolUse: [{ name: "click", input: { element: "#ok", times: "3" }, id: "toolu_a" }, { name: "type", input: { text: "hi" } }] },
    ]);
    const outcome = parseToolUse(tools, await anthropic.messages.create(request));
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value).toMatchObject([
      { tool: "click", id: "toolu_a", input: { selector: "#ok", times: 3 }, raw: { element: "#ok", times: "3" } },
      { tool: "type", input: { text: "hi" } },
    ]);
  });

  it("joins streamed text deltas and parses the whole message", async () => {
    const anthropic = await client([{ text: "Sure.\n```json\n{'selector': '#streamed', 'times': 2,}\n```" }]);
    let events = 0;
    const outcome = await parseStream(Click, await anthropic.messages.create({ ...request, stream: true }), { onEvent: () => events++ });
    expect(outcome.ok && outcome.value).toEqual({ selector: "#streamed", times: 2 });
    expect(events).toBeGreaterThan(5);
  });

  it("streams typed snapshots out of the client's events, then the full outcome", async () => {
    const anthropic = await client([{ text: "Sure.\n```json\n{'selector': '#streamed', 'times': 2,}\n```" }]);
    const stream = salvage(Click).stream(textDeltas(await anthropic.messages.create({ ...request, stream: true })));
    const seen: unknown[] = [];
    for await (const snapshot of stream) seen.push(structuredClone(snapshot.value));
    expect(seen.at(-1)).toEqual({ selector: "#streamed", times: 2 });
    expect(seen.length).toBeGreaterThan(2);
    const outcome = await stream.result;
    expect(outcome.ok && outcome.value).toEqual({ selector: "#streamed", times: 2 });
  });

  it("joins streamed input_json_delta pieces per block and repairs them", async () => {
    const anthropic = await client([
      { toolUse: [{ name: "click", input: "{'element': '#one',}", id: "toolu_1" }, { name: "type", input: '{"text": "two"}', id: "toolu_2" }] },
    ]);
    const outcome = await parseStreamToolUse(tools, await anthropic.messages.create({ ...request, stream: true }));
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.map((call) => (call.final === undefined ? [call.tool, call.id, call.input] : call.final))).toEqual([
      ["click", "toolu_1", { selector: "#one" }],
      ["type", "toolu_2", { text: "two" }],
    ]);
  });
});

describe("generate with anthropicCall", () => {
  it("sends instructions as the system parameter and re-asks with the typed failure", async () => {
    const anthropic = await client([{ text: "I would click the OK button." }, { text: '{"selector": "#ok"}' }]);
    const result = await generate({
      schema: Click,
      messages: [{ role: "system", content: "You drive a browser." }, { role: "user", content: "Click OK." }],
      call: anthropicCall({ client: anthropic, model: "fake", maxTokens: 128 }),
    });
    expect(result.ok && result.value).toEqual({ selector: "#ok" });
    const [first, second] = server?.requests ?? [];
    expect(first?.body["max_tokens"]).toBe(128);
    expect(String(first?.body["system"])).toMatch(/^You drive a browser\.\n\nAnswer with only a JSON value/);
    expect(second?.body.messages?.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(String(second?.body.messages?.[2]?.content)).toContain("contained no JSON value");
  });

  it("prefills the answer and streams it", async () => {
    const anthropic = await client([{ text: '"element": "#prefilled"}' }]);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: anthropicCall({ client: anthropic, model: "fake", prefill: "{", stream: true }) });
    expect(result.ok && result.value).toEqual({ selector: "#prefilled" });
    expect(server?.requests[0]?.body.messages?.at(-1)).toEqual({ role: "assistant", content: "{" });
  });

  it("rejects a refusal as call-failed rather than re-asking it", async () => {
    const anthropic = await client([{ text: "I can't help with that.", stopReason: "refusal" }, { text: '{"selector": "#ok"}' }]);
    const result = await generate({ schema: Click, prompt: "Click OK.", call: anthropicCall({ client: anthropic, model: "fake" }) });
    expect(result.error?.code).toBe("call-failed");
    expect(result.error?.message).toContain("refused");
    expect(server?.remaining().anthropic).toBe(1);
  });
});
