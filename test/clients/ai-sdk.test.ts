import type { LanguageModelV3Content, LanguageModelV3GenerateResult } from "@ai-sdk/provider";
import { generateObject, generateText, jsonSchema, NoObjectGeneratedError, stepCountIs, tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { repairText, repairToolCall } from "../../src/adapters/ai-sdk/index.js";
import type { Outcome } from "../../src/outcome/index.js";
import type { ToolOutcome } from "../../src/tools/index.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });

function answer(content: LanguageModelV3Content[], finish: "stop" | "tool-calls" = "stop"): LanguageModelV3GenerateResult {
  return {
    content,
    finishReason: { unified: finish, raw: finish },
    usage: {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    },
    warnings: [],
  };
}

const text = (value: string) => answer([{ type: "text", text: value }]);

describe("repairText in generateObject", () => {
  const malformed = "Sure! Here you go:\n```json\n{'element': '#ok', 'times': '2',}\n```";

  it("the SDK alone fails on a typical malformed answer", async () => {
    const model = new MockLanguageModelV3({ doGenerate: text(malformed) });
    await expect(generateObject({ model, schema: Click, prompt: "Click OK." })).rejects.toThrow(NoObjectGeneratedError);
  });

  it("with salvage's repair, the SDK returns the typed object, and the trace is observable", async () => {
    const model = new MockLanguageModelV3({ doGenerate: text(malformed) });
    const seen: Outcome<unknown>[] = [];
    const result = await generateObject({
      model,
      schema: Click,
      prompt: "Click OK.",
      experimental_repairText: repairText(Click, { onRepair: (outcome) => seen.push(outcome) }),
    });
    expect(result.object).toEqual({ selector: "#ok", times: 2 });
    const rules = seen[0]?.steps.flatMap((step) => (step.stage === "coerce" ? [step.rule] : []));
    expect(rules).toEqual(expect.arrayContaining(["rename-key", "string-to-number"]));
  });

  // The SDK does not check a jsonSchema() that has no `validate`: the hook runs only when its JSON parse fails.
  it("reads an AI SDK jsonSchema() and validates it for real", async () => {
    const schema = jsonSchema<{ count: number }>({ type: "object", properties: { count: { type: "integer" } }, required: ["count"], additionalProperties: false });
    const ok = await generateObject({
      model: new MockLanguageModelV3({ doGenerate: text("{'count': '3',}") }),
      schema,
      prompt: "Count.",
      experimental_repairText: repairText(schema),
    });
    expect(ok.object).toEqual({ count: 3 });
    // "many" is not a number: salvage fails too, returns null, and the SDK's own error stands.
    const failed = generateObject({
      model: new MockLanguageModelV3({ doGenerate: text("{'count': 'many',}") }),
      schema,
      prompt: "Count.",
      experimental_repairText: repairText(schema),
    });
    await expect(failed).rejects.toThrow(NoObjectGeneratedError);
  });
});

describe("repairToolCall in generateText", () => {
  const toolCall = (toolName: string, input: string): LanguageModelV3Content => ({ type: "tool-call", toolCallId: "call_1", toolName, input });

  it("fixes a miscased tool name and a malformed, misnamed input; the tool runs on the corrected input", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer([toolCall("Click", "{'element': '#ok', 'times': '2',}")], "tool-calls") });
    const executed: unknown[] = [];
    const seen: ToolOutcome<unknown>[] = [];
    const result = await generateText({
      model,
      prompt: "Click OK.",
      tools: { click: tool({ inputSchema: Click, execute: async (input) => (executed.push(input), "clicked") }) },
      experimental_repairToolCall: repairToolCall({ onRepair: (outcome) => seen.push(outcome) }),
      stopWhen: stepCountIs(1),
    });
    expect(result.toolCalls).toHaveLength(1);
    expect(result.toolCalls[0]).toMatchObject({ toolName: "click", input: { selector: "#ok", times: 2 } });
    expect(executed).toEqual([{ selector: "#ok", times: 2 }]);
    expect(seen[0]?.ok).toBe(true);
  });

  it("uses per-tool aliases on a JSON-Schema tool", async () => {
    // Malformed JSON, so the SDK (which does not check a jsonSchema() without `validate`) calls the hook.
    const model = new MockLanguageModelV3({ doGenerate: answer([toolCall("type", "{'value': 'hello',}")], "tool-calls") });
    const result = await generateText({
      model,
      prompt: "Type hello.",
      tools: {
        type: tool({
          inputSchema: jsonSchema<{ text: string }>({ type: "object", properties: { text: { type: "string" } }, required: ["text"], additionalProperties: false }),
          execute: async ({ text: typed }) => typed,
        }),
      },
      experimental_repairToolCall: repairToolCall({ tools: { type: { aliases: { text: ["value"] } } } }),
      stopWhen: stepCountIs(1),
    });
    expect(result.toolCalls[0]).toMatchObject({ toolName: "type", input: { text: "hello" } });
    expect(result.toolResults[0]?.output).toBe("hello");
  });

  it("leaves an unfixable call to the SDK (or to a fallback)", async () => {
    const make = () => new MockLanguageModelV3({ doGenerate: answer([toolCall("click", '{"selector": true}')], "tool-calls") });
    const tools = { click: tool({ inputSchema: Click, execute: async () => "clicked" }) };
    const plain = await generateText({ model: make(), prompt: "Click.", tools, experimental_repairToolCall: repairToolCall(), stopWhen: stepCountIs(1) });
    expect(plain.content.find((part) => part.type === "tool-error")).toBeDefined();

    const withFallback = await generateText({
      model: make(),
      prompt: "Click.",
      tools,
      experimental_repairToolCall: repairToolCall({ fallback: async ({ toolCall: call }) => ({ ...call, input: '{"selector": "#fallback"}' }) }),
      stopWhen: stepCountIs(1),
    });
    expect(withFallback.toolCalls[0]).toMatchObject({ input: { selector: "#fallback" } });
  });
});
