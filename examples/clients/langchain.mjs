// salvage in LangChain: an output parser for LCEL chains, and a tool whose input is repaired before its schema check.
// Runs against a local fake server with recorded malformed answers; set OPENAI_API_KEY to use the real API.
// (With @langchain/openai installed, `new ChatOpenAI({ model })` would take the place of the lambda below.)
import process from "node:process";
import OpenAI from "openai";
import { AIMessage } from "@langchain/core/messages";
import { ChatPromptTemplate } from "@langchain/core/prompts";
import { RunnableLambda } from "@langchain/core/runnables";
import { tool } from "@langchain/core/tools";
import * as z from "zod";
import { outputParser, salvageTool } from "salvage/langchain";
import { startFakeServer } from "./fake-server.mjs";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });

const real = process.env.OPENAI_API_KEY !== undefined;
const server = real ? undefined : await startFakeServer({ openai: [{ content: "Of course.\n```json\n{'element': '#ok', 'times': '2',}\n```" }] });
const client = new OpenAI(real ? {} : { apiKey: "local", baseURL: server.openaiBaseURL });
const modelId = process.env.OPENAI_MODEL ?? "gpt-4o-mini";

// A chat model as a runnable: prompt messages in, the answer's text out.
const model = RunnableLambda.from(async (value) => {
  const messages = value.toChatMessages().map((message) => ({ role: message.getType() === "human" ? "user" : message.getType() === "ai" ? "assistant" : "system", content: String(message.content) }));
  const completion = await client.chat.completions.create({ model: modelId, messages });
  return completion.choices[0]?.message.content ?? "";
});

try {
  const parser = outputParser(Click);
  const prompt = ChatPromptTemplate.fromMessages([
    ["system", "You drive a browser.\n{format_instructions}"],
    ["human", "{task}"],
  ]);
  const chain = prompt.pipe(model).pipe(parser);
  console.log("chain:", await chain.invoke({ task: "Click OK (#ok) twice.", format_instructions: parser.getFormatInstructions() }));

  // A tool call as models write it (misnamed key, number as a string): the wrapped tool repairs it, runs, and records both.
  const click = salvageTool(tool(async ({ selector, times }) => `clicked ${selector} ${times ?? 1}x`, { name: "click", description: "Click an element", schema: Click }));
  const message = new AIMessage({ content: "", tool_calls: [{ name: "click", args: { element: "#submit", times: "3" }, id: "call_1", type: "tool_call" }] });
  const toolMessage = await click.invoke(message.tool_calls[0]);
  const { raw, input, fixes } = toolMessage.metadata.salvage;
  console.log("tool:", toolMessage.content, "| raw:", raw, "| input:", input, "| fixes:", fixes.map((step) => step.rule ?? step.stage));
} finally {
  await server?.close();
}
