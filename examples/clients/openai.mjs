// salvage around the official openai client: `generate` with re-asks, and typed tool calls.
// Runs against a local fake server with recorded malformed answers; set OPENAI_API_KEY to use the real API.
import process from "node:process";
import OpenAI from "openai";
import * as z from "zod";
import { generate, providerSchema, toolset, unwrap } from "salvage";
import { openaiCall, parseToolCalls } from "salvage/openai";
import { startFakeServer } from "./fake-server.mjs";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });

const real = process.env.OPENAI_API_KEY !== undefined;
const server = real
  ? undefined
  : await startFakeServer({
      openai: [
        // What models really send: prose, a fence, single quotes, a trailing comma, the wrong key, a number as a string.
        { content: "Sure! Here is the action:\n```json\n{'element': '#ok', 'times': '2',}\n```" },
        { toolCalls: [{ name: "Click", arguments: "{'element': '#submit',}" }] },
      ],
    });
const client = new OpenAI(real ? {} : { apiKey: "local", baseURL: server.openaiBaseURL });
const model = process.env.OPENAI_MODEL ?? "gpt-4o-mini";

try {
  // 1. Any answer in, a typed value out; a failure is re-asked with what was wrong, where, and what was expected.
  const result = await generate({ schema: Click, prompt: "Click the OK button (its CSS selector is #ok) twice.", call: openaiCall({ client, model }) });
  console.log("generate:", result.ok ? result.value : result.error.message, `(${result.attempts.length} attempt(s))`);

  // 2. Tool calls: typed by tool name, inputs repaired by each tool's own rules, the raw input kept beside.
  const tools = toolset({ click: Click });
  const completion = await client.chat.completions.create({
    model,
    messages: [{ role: "user", content: "Click the submit button (#submit)." }],
    tools: [{ type: "function", function: { name: "click", description: "Click an element", parameters: unwrap(providerSchema(Click)) } }],
  });
  const calls = parseToolCalls(tools, completion);
  if (calls.ok) for (const call of calls.value) console.log("tool call:", call.tool, call.input, "from", call.raw);
  else console.log("tool calls failed:", calls.error.code, calls.error.message);
} finally {
  await server?.close();
}
