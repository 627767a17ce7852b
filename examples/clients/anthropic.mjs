// salvage around the official @anthropic-ai/sdk client: `generate` with re-asks, and typed tool_use blocks.
// Runs against a local fake server with recorded malformed answers; set ANTHROPIC_API_KEY to use the real API.
import process from "node:process";
import Anthropic from "@anthropic-ai/sdk";
import * as z from "zod";
import { generate, providerSchema, toolset, unwrap } from "salvage";
import { anthropicCall, parseToolUse } from "salvage/anthropic";
import { startFakeServer } from "./fake-server.mjs";

const Click = z.object({ selector: z.string().meta({ aliases: ["element"] }), times: z.number().int().optional() });

const real = process.env.ANTHROPIC_API_KEY !== undefined;
const server = real
  ? undefined
  : await startFakeServer({
      anthropic: [
        // A first answer with no JSON at all is re-asked; the second is close enough to repair.
        { text: "I would click the OK button." },
        { text: "<json>{\"element\": \"#ok\", \"times\": None}</json>" },
        { text: "Clicking it.", toolUse: [{ name: "click", input: { element: "#submit", times: "1" } }] },
      ],
    });
const client = new Anthropic(real ? {} : { apiKey: "local", baseURL: server.anthropicBaseURL });
const model = process.env.ANTHROPIC_MODEL ?? "claude-sonnet-5-5";

try {
  const result = await generate({ schema: Click, prompt: "Click the OK button (#ok).", call: anthropicCall({ client, model, maxTokens: 512 }) });
  console.log("generate:", result.ok ? result.value : result.error.message, `(${result.attempts.length} attempt(s))`);
  for (const attempt of result.attempts) console.log(`  attempt ${attempt.attempt}:`, attempt.outcome.ok ? "ok" : attempt.outcome.error.code);

  const tools = toolset({ click: Click });
  const message = await client.messages.create({
    model,
    max_tokens: 512,
    messages: [{ role: "user", content: "Click the submit button (#submit)." }],
    tools: [{ name: "click", description: "Click an element", input_schema: unwrap(providerSchema(Click)) }],
  });
  const calls = parseToolUse(tools, message);
  if (calls.ok) for (const call of calls.value) console.log("tool_use:", call.tool, call.input, "from", call.raw);
  else console.log("tool_use failed:", calls.error.code, calls.error.message);
} finally {
  await server?.close();
}
