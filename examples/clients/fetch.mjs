// salvage around any client: `generate` with a plain fetch to an OpenAI-compatible endpoint.
// Runs against a local fake server; set OPENAI_API_KEY (and OPENAI_BASE_URL for another provider) to use a real one.
import process from "node:process";
import * as z from "zod";
import { generate } from "salvage";
import { startFakeServer } from "./fake-server.mjs";

const real = process.env.OPENAI_API_KEY !== undefined;
const server = real ? undefined : await startFakeServer({ openai: [{ content: "The button is #ok." }, { content: "{'selector': '#ok'}" }] });
const baseURL = real ? (process.env.OPENAI_BASE_URL ?? "https://api.openai.com/v1") : server.openaiBaseURL;

const Click = z.object({ selector: z.string() });
const result = await generate({
  schema: Click,
  prompt: "Which CSS selector clicks the OK button?",
  call: async (messages, { signal }) => {
    const response = await globalThis.fetch(`${baseURL}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${process.env.OPENAI_API_KEY ?? "local"}` },
      body: JSON.stringify({ model: process.env.OPENAI_MODEL ?? "gpt-4o-mini", messages }),
      signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()).choices[0].message.content ?? "";
  },
});
console.log(result.ok ? result.value : result.error, `(${result.attempts.length} attempt(s))`);
await server?.close();
