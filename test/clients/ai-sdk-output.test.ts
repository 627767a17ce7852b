import type { LanguageModelV3Content, LanguageModelV3GenerateResult, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { generateText, NoObjectGeneratedError, Output, streamText } from "ai";
import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod";
import { salvageOutput } from "../../src/adapters/ai-sdk/index.js";
import { SalvageError, type Outcome } from "../../src/index.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });
const malformed = "Sure! Here you go:\n```json\n{'element': '#ok', 'times': '2',}\n```";
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

function answer(content: LanguageModelV3Content[]): LanguageModelV3GenerateResult {
  return { content, finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
}

function streamed(deltas: readonly string[]) {
  const parts: LanguageModelV3StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    ...deltas.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta })),
    { type: "text-end", id: "t" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];
  return new MockLanguageModelV3({ doStream: async () => ({ stream: convertArrayToReadableStream(parts) }) });
}

describe("salvageOutput in generateText (AI SDK 6)", () => {
  it("Output.object alone fails on a fenced, single-quoted answer", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer([{ type: "text", text: malformed }]) });
    await expect(generateText({ model, prompt: "Click OK.", output: Output.object({ schema: Click }) })).rejects.toThrow(NoObjectGeneratedError);
  });

  it("with salvage, the SDK returns the typed value, and asks for JSON with the schema", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer([{ type: "text", text: malformed }]) });
    const seen: Outcome<unknown>[] = [];
    const result = await generateText({ model, prompt: "Click OK.", output: salvageOutput(Click, { name: "click", onParse: (outcome) => seen.push(outcome) }) });
    expect(result.output).toEqual({ selector: "#ok", times: 2 });
    expectTypeOf(result.output).toEqualTypeOf<{ selector: string; times?: number | undefined }>();
    expect(seen[0]?.steps.flatMap((step) => (step.stage === "coerce" ? [step.rule] : []))).toEqual(expect.arrayContaining(["rename-key", "string-to-number"]));
    const format = model.doGenerateCalls[0]?.responseFormat;
    expect(format).toMatchObject({ type: "json", name: "click", schema: { type: "object", properties: { selector: { type: "string" } } } });
    expect(JSON.stringify(format)).not.toContain("aliases");
  });

  it("throws the SDK's NoObjectGeneratedError with salvage's message and outcome when salvage fails too", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer([{ type: "text", text: "I cannot click anything." }]) });
    const error: unknown = await generateText({ model, prompt: "Click OK.", output: salvageOutput(Click) }).then(() => undefined, (e: unknown) => e);
    expect(NoObjectGeneratedError.isInstance(error)).toBe(true);
    const cause = (error as NoObjectGeneratedError).cause;
    expect(cause).toBeInstanceOf(SalvageError);
    expect((cause as SalvageError).code).toBe("no-json-found");
    expect((error as NoObjectGeneratedError).text).toBe("I cannot click anything.");
  });

  it("awaits asynchronous refinements", async () => {
    const Async = z.object({ selector: z.string().refine(async (value) => value.startsWith("#")) });
    const model = new MockLanguageModelV3({ doGenerate: answer([{ type: "text", text: "{'selector': '#ok'}" }]) });
    expect((await generateText({ model, prompt: "p", output: salvageOutput(Async) })).output).toEqual({ selector: "#ok" });
  });
});

describe("salvageOutput in streamText (AI SDK 6)", () => {
  it("streams partial values read incrementally, and the final output through the whole pipeline", async () => {
    const deltas = ["Sure:\n```json\n{'elem", "ent': '#o", "k', 'times'", ": '2',}\n```"];
    const result = streamText({ model: streamed(deltas), prompt: "Click OK.", output: salvageOutput(Click) });
    const partials: unknown[] = [];
    for await (const partial of result.partialOutputStream) partials.push(partial);
    expect(partials.length).toBeGreaterThan(1);
    expect(partials.at(-1)).toMatchObject({ times: expect.anything() });
    expect(await result.output).toEqual({ selector: "#ok", times: 2 });
  });

  it("reads two streams through one output, each from its own start", async () => {
    const output = salvageOutput(Click);
    for (const selector of ["#a", "#b"]) {
      const result = streamText({ model: streamed(['{"selec', `tor": "${selector}"}`]), prompt: "p", output });
      const partials: unknown[] = [];
      for await (const partial of result.partialOutputStream) partials.push(partial);
      expect(partials.at(-1)).toEqual({ selector });
      expect(await result.output).toEqual({ selector });
    }
  });
});
