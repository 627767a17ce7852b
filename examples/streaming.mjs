// Streaming: render a typed value while the model writes it, then get the full outcome.
// Run: npm run build && node examples/streaming.mjs
import { setTimeout as sleep } from "node:timers/promises";
import { salvage } from "salvage";
import * as z from "zod";

const Recipe = z.object({
  title: z.string(),
  servings: z.number().int(),
  steps: z.array(z.string()),
});

// A model's answer as it arrives: prose, a fence, single quotes, a trailing comma, a number as a string.
const answer = "Sure! Here is the recipe:\n```json\n{'title': 'Pancakes', 'servings': '4', 'steps': ['Mix', 'Rest 10 minutes', 'Fry',]}\n```\nEnjoy!";
async function* modelStream(text, size = 9) {
  for (let i = 0; i < text.length; i += size) {
    await sleep(1);
    yield text.slice(i, i + size);
  }
}

const stream = salvage(Recipe).stream(modelStream(answer));
let shown = "";
for await (const snapshot of stream) {
  // snapshot.value is DeepPartial<Recipe>: render what is there, mark what is finished.
  const steps = snapshot.value?.steps ?? [];
  const line = `${snapshot.value?.title ?? "…"} — ${steps.length} step(s)${snapshot.isComplete(["steps"]) ? " (all)" : ""}`;
  if (line !== shown) console.log(`partial: ${(shown = line)}`);
}

const outcome = await stream.result; // the whole pipeline on the complete text: rules and validation
if (outcome.ok) {
  console.log("final:", JSON.stringify(outcome.value));
  console.log("fixes:", outcome.steps.filter((step) => step.stage === "coerce").map((step) => step.rule).join(", ") || "none");
} else {
  console.log("failed:", outcome.error.code, outcome.error.message);
}

// Stop early when a finished field can never validate (for JSON-only streams).
const early = await salvage(Recipe).stream(modelStream('{"title": "Soup", "servings": true, "steps": ["Boil"]}'), { failEarly: true }).result;
console.log("early:", early.ok ? "ok" : `${early.error.code}: ${early.error.message}`);
