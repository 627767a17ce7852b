// The agent loop that started salvage, replayed with canned model answers.
//
// A browser agent has two tools. The model answers in whatever shape it likes; salvage reads each answer,
// types every call by its tool, fixes what it safely can, records the raw input beside the corrected one,
// and turns what it cannot fix into a message the model can act on.
//
// Run it after `npm run build`:  node examples/agent-loop.mjs
import { reaskMessage, toolset } from "salvage";
import * as z from "zod";

const tools = toolset({
  // The tool says which mistakes it knows: `element` is another name of `selector`.
  click: z.object({ selector: z.string().meta({ aliases: ["element"] }) }),
  type: {
    schema: z.object({ selector: z.string(), text: z.string(), submit: z.boolean().optional() }),
    // A per-tool auto-fixer: it sees the failure *and* the raw input, and returns a corrected input,
    // which is validated like any other and recorded as an `error-hook` fix.
    onError: (_failure, raw) =>
      raw !== null && typeof raw === "object" && typeof raw.value === "string" && raw.text === undefined
        ? { selector: raw.selector, text: raw.value }
        : undefined,
  },
});

// What the model answered, turn by turn.
const answers = [
  // 1. In the schema, as an OpenAI chat message with tool_calls.
  JSON.stringify({
    role: "assistant",
    content: null,
    tool_calls: [{ id: "call_1", type: "function", function: { name: "click", arguments: '{"selector": "#search"}' } }],
  }),
  // 2. `element` instead of `selector`, in a Hermes <tool_call> block.
  '<tool_call>\n{"name": "click", "arguments": {"element": "#search"}}\n</tool_call>',
  // 3. A bare string, ReAct style.
  "Thought: I should open the search box.\nAction: click\nAction Input: #search",
  // 4. A LangChain blob in a fence, with prose, single quotes, a trailing comma and a string for a boolean.
  "Sure! I'll type the query now.\n```json\n{'action': 'type', 'action_input': {'selector': '#q', 'text': 'salvage', 'submit': 'true',}}\n```\nLet me know if you need more.",
  // 5. `value` instead of `text`: no rule may guess that, the tool's own fixer knows it.
  JSON.stringify({ type: "tool_use", id: "toolu_7", name: "type", input: { selector: "#q", value: "salvage" } }),
  // 6. A tool that does not exist.
  '{"name": "scroll", "arguments": {"by": 300}}',
  // 7. The end.
  "Thought: The results are on screen.\nFinal Answer: I searched for salvage.",
];

/** A pretend browser: what the tool would report back. */
function run(call) {
  switch (call.tool) {
    case "click":
      return `clicked ${call.input.selector}`;
    case "type":
      return `typed ${JSON.stringify(call.input.text)} into ${call.input.selector}${call.input.submit ? " and submitted" : ""}`;
  }
}

const show = (value) => JSON.stringify(value);
const fixNames = (fixes) => (fixes.length === 0 ? "none" : fixes.map((s) => (s.stage === "coerce" ? s.rule : `repair:${s.kind}`)).join(", "));

// The agent's history: what each tool really received.
const history = [];

turns: for (const [i, answer] of answers.entries()) {
  const turn = i + 1;
  const outcome = tools.parse(answer);
  // A failed answer (an unknown tool, a call cut off, an input that does not fit): the model is asked again,
  // with the reason.
  const failure = outcome.ok ? undefined : outcome.error;
  if (failure !== undefined) {
    const observation = reaskMessage(failure);
    console.log(`turn ${turn}: failed ${failure.code}`);
    console.log(`  re-ask: ${observation.replaceAll("\n", "\n          ")}`);
    history.push({ turn, error: failure.code, observation });
    continue;
  }
  for (const call of outcome.value) {
    if (call.final !== undefined) {
      console.log(`turn ${turn}: final answer ${show(call.final)}`);
      history.push({ turn, final: call.final });
      break turns;
    }
    const observation = run(call);
    console.log(`turn ${turn}: ${call.tool}`);
    console.log(`  raw:         ${show(call.raw)}`);
    console.log(`  input:       ${show(call.input)}`);
    console.log(`  fixes:       ${fixNames(call.fixes)}`);
    console.log(`  observation: ${observation}`);
    history.push({ turn, tool: call.tool, raw: call.raw, input: call.input, fixes: call.fixes.length, observation });
  }
}

console.log(`history: ${history.length} steps, ${history.filter((h) => h.tool).length} tool calls`);
