// salvage inside the Vercel AI SDK: its own repair hooks get salvage's fixes, nothing else changes.
// Runs against a local fake server with recorded malformed answers; set OPENAI_API_KEY to use the real API.
// (With @ai-sdk/openai installed you would pass `openai("gpt-4o-mini")` as the model instead of the bridge below.)
import process from "node:process";
import OpenAI from "openai";
import { generateObject, generateText, stepCountIs, tool } from "ai";
import * as z from "zod";
import { repairText, repairToolCall } from "salvage/ai-sdk";
import { startFakeServer } from "./fake-server.mjs";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });

const real = process.env.OPENAI_API_KEY !== undefined;
const server = real
  ? undefined
  : await startFakeServer({
      openai: [
        { content: "Sure!\n```json\n{'element': '#ok', 'times': '2',}\n```" },
        { toolCalls: [{ name: "Click", arguments: "{'element': '#submit',}", id: "call_1" }] },
      ],
    });
const client = new OpenAI(real ? {} : { apiKey: "local", baseURL: server.openaiBaseURL });
const model = bridge(client, process.env.OPENAI_MODEL ?? "gpt-4o-mini");

try {
  // generateObject: the SDK parses; when it fails, experimental_repairText hands salvage the text.
  const { object } = await generateObject({ model, schema: Click, prompt: "Click OK (#ok) twice.", experimental_repairText: repairText(Click) });
  console.log("generateObject:", object);

  // generateText with tools: a misnamed tool or a malformed input goes through experimental_repairToolCall.
  const result = await generateText({
    model,
    prompt: "Click the submit button (#submit).",
    tools: { click: tool({ description: "Click an element", inputSchema: Click, execute: async ({ selector }) => `clicked ${selector}` }) },
    experimental_repairToolCall: repairToolCall(),
    stopWhen: stepCountIs(1),
  });
  console.log("generateText tool calls:", result.toolCalls.map((call) => [call.toolName, call.input]));
} finally {
  await server?.close();
}

/** A minimal AI SDK language model over the openai client's chat completions (text and function tools only). */
function bridge(openai, modelId) {
  return {
    specificationVersion: "v3",
    provider: "example-bridge",
    modelId,
    supportedUrls: {},
    async doGenerate({ prompt, tools, responseFormat }) {
      const messages = prompt.map((message) => ({
        role: message.role,
        content: typeof message.content === "string" ? message.content : message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join(""),
      }));
      const completion = await openai.chat.completions.create({
        model: modelId,
        messages,
        ...(tools?.length ? { tools: tools.map((t) => ({ type: "function", function: { name: t.name, description: t.description, parameters: t.inputSchema } })) } : {}),
        ...(responseFormat?.type === "json" ? { response_format: { type: "json_object" } } : {}),
      });
      const choice = completion.choices[0];
      const content = [];
      if (choice.message.content) content.push({ type: "text", text: choice.message.content });
      for (const call of choice.message.tool_calls ?? []) {
        content.push({ type: "tool-call", toolCallId: call.id, toolName: call.function.name, input: call.function.arguments });
      }
      const unified = choice.finish_reason === "tool_calls" ? "tool-calls" : choice.finish_reason === "length" ? "length" : "stop";
      return {
        content,
        finishReason: { unified, raw: choice.finish_reason },
        usage: { inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: undefined, text: undefined, reasoning: undefined } },
        warnings: [],
      };
    },
    async doStream() {
      throw new Error("This example bridge does not stream.");
    },
  };
}
