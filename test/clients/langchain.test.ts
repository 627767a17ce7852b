import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { OutputParserException } from "@langchain/core/output_parsers";
import { ChatPromptTemplate } from "@langchain/core/prompts";
import { RunnableLambda } from "@langchain/core/runnables";
import { tool } from "@langchain/core/tools";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod";
import * as z3 from "zod/v3";
import {
  SALVAGE_METADATA_KEY,
  SalvageOutputParser,
  SalvageParserException,
  outcomeParser,
  outputParser,
  salvageTool,
  type ToolCallRecord,
} from "../../src/adapters/langchain/index.js";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });
const prompt = ChatPromptTemplate.fromMessages([
  ["system", "You drive a browser.\n{format_instructions}"],
  ["human", "{task}"],
]);

describe("SalvageOutputParser in an LCEL chain", () => {
  it("turns a malformed chat answer into the schema's type", async () => {
    const parser = outputParser(Click);
    const model = new FakeListChatModel({ responses: ["Sure!\n```json\n{'element': '#ok', 'times': '2',}\n```"] });
    const chain = prompt.pipe(model).pipe(parser);
    const value = await chain.invoke({ task: "Click OK.", format_instructions: parser.getFormatInstructions() });
    expect(value).toEqual({ selector: "#ok", times: 2 });
    const selector: string = value.selector;
    expect(selector).toBe("#ok");
  });

  it("puts salvage's format instructions into the prompt", async () => {
    const parser = new SalvageOutputParser(Click);
    const messages = await prompt.formatMessages({ task: "Click OK.", format_instructions: parser.getFormatInstructions() });
    expect(String(messages[0]?.content)).toContain("Answer with only a JSON value");
    expect(String(messages[0]?.content)).not.toContain("aliases");
  });

  it("raises LangChain's OutputParserException with the failure and a re-ask observation", async () => {
    const model = new FakeListChatModel({ responses: ['{"selector": 42.5, "times": "often"}'] });
    const chain = prompt.pipe(model).pipe(outputParser(Click));
    const error: unknown = await chain.invoke({ task: "Click OK.", format_instructions: "" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutputParserException);
    expect(error).toBeInstanceOf(SalvageParserException);
    const exception = error as SalvageParserException;
    expect(exception.failure.code).toBe("schema-mismatch");
    expect(exception.llmOutput).toBe('{"selector": 42.5, "times": "often"}');
    expect(exception.observation).toContain("at times:");
  });

  it("an outcome parser never throws: the chain goes on with the outcome", async () => {
    const model = new FakeListChatModel({ responses: ["I cannot find any button."] });
    const chain = prompt
      .pipe(model)
      .pipe(outcomeParser(Click))
      .pipe(RunnableLambda.from((outcome) => (outcome.ok ? outcome.value.selector : `failed: ${outcome.error.code}`)));
    expect(await chain.invoke({ task: "Click OK.", format_instructions: "" })).toBe("failed: no-json-found");
  });
});

describe("salvageTool", () => {
  const clicked: unknown[] = [];
  const click = tool(
    async ({ selector, times }) => {
      clicked.push({ selector, times });
      return `clicked ${selector}`;
    },
    { name: "click", description: "Click an element.", schema: Click },
  );

  it("repairs a tool call's args before the schema check and records the corrected input in the ToolMessage", async () => {
    clicked.length = 0;
    const records: ToolCallRecord[] = [];
    const wrapped = salvageTool(click, { onCall: (call) => records.push(call) });
    const message = new AIMessage({ content: "", tool_calls: [{ name: "click", args: { element: "#ok", times: "3" }, id: "call_1", type: "tool_call" }] });
    const call = message.tool_calls?.[0];
    if (call === undefined) throw new Error("no tool call");
    const result: unknown = await wrapped.invoke(call);
    expect(result).toBeInstanceOf(ToolMessage);
    const toolMessage = result as ToolMessage;
    expect(toolMessage.content).toBe("clicked #ok");
    expect(toolMessage.tool_call_id).toBe("call_1");
    expect(toolMessage.metadata?.[SALVAGE_METADATA_KEY]).toMatchObject({ raw: { element: "#ok", times: "3" }, input: { selector: "#ok", times: 3 } });
    expect(clicked).toEqual([{ selector: "#ok", times: 3 }]);
    expect(records[0]?.fixes.map((step) => (step.stage === "coerce" ? step.rule : step.stage))).toEqual(
      expect.arrayContaining(["rename-key", "string-to-number"]),
    );
  });

  it("types a tool call's result as the ToolMessage with its record, and makes one when the call has no id", async () => {
    const wrapped = salvageTool(click);
    const message = await wrapped.invoke({ name: "click", args: { element: "#typed" }, id: "call_2", type: "tool_call" });
    expectTypeOf(message.metadata.salvage.input).toEqualTypeOf<unknown>();
    expect(message.metadata.salvage).toMatchObject({ raw: { element: "#typed" }, input: { selector: "#typed" } });
    const noId = await wrapped.invoke({ name: "click", args: { element: "#noid" }, type: "tool_call" });
    expect(noId).toBeInstanceOf(ToolMessage);
    expect([noId.content, noId.metadata.salvage.input]).toEqual(["clicked #noid", { selector: "#noid" }]);
  });

  it("the unwrapped tool rejects the same call", async () => {
    await expect(click.invoke({ element: "#ok" } as never)).rejects.toThrow(/did not match expected schema/);
  });

  it("takes JSON text and keeps name, description and schema for binding to a model", async () => {
    const wrapped = salvageTool(click);
    expect([wrapped.name, wrapped.description, wrapped.schema]).toEqual(["click", "Click an element.", Click]);
    expect(await wrapped.invoke("{'element': '#text',}")).toBe("clicked #text");
  });

  it("raises a re-ask message the agent can send back when the input cannot be fixed", async () => {
    await expect(salvageTool(click).invoke({ times: 1 })).rejects.toThrow(/at selector/);
  });

  it("never throws when it is built: null options are no options, an unreadable tool or options fail every call", async () => {
    expect(await salvageTool(click, null as never).invoke("{'element': '#null-options'}")).toBe("clicked #null-options");
    const hostile = new Proxy(click, { get: () => { throw new Error("trap"); } });
    const getterOptions = Object.defineProperty({}, "aliases", { get: () => { throw new Error("getter"); }, enumerable: true });
    for (const [wrapped, why] of [
      [salvageTool(null as never), /wrapped tool could not be read: expected a LangChain tool, got null/],
      [salvageTool({ name: "click" } as never), /a LangChain tool has a name and an invoke method/],
      [salvageTool(hostile), /wrapped tool could not be read: trap/],
      [salvageTool(click, getterOptions as never), /salvageTool options could not be read: getter/],
    ] as const) {
      await expect(wrapped.invoke({ selector: "#x" })).rejects.toThrow(why);
    }
  });

  it("guides a zod 3 schema with aliases given as options", async () => {
    // LangChain's zod 3 types reject zod/v3 under exactOptionalPropertyTypes; the runtime is what is tested here.
    const schema = z3.object({ query: z3.string() }) as unknown as z.ZodObject<{ query: z.ZodString }>;
    const legacy = tool(async ({ query }) => `searched ${query}`, { name: "search", description: "Search.", schema });
    const wrapped = salvageTool(legacy, { aliases: { query: ["q"] } });
    expect(await wrapped.invoke({ q: "salvage" })).toBe("searched salvage");
  });
});
