import type { Corruption, Draft } from "../types.js";
import type { Rng } from "../rng.js";
import { prose } from "../prose.js";
import { frame, surround, withText } from "./shared.js";
import { closingQuoteAt } from "./cut-in-string.js";

const isContainer = (draft: Draft): boolean => typeof draft.written === "object" && draft.written !== null;

/** The output cut off inside the answer, as at a token limit: never recoverable as a complete value. */
export const truncate: Corruption = {
  name: "truncate",
  phase: "text",
  rank: 0,
  recoverable: false,
  applies: (draft) => !draft.truncated && draft.span.end - draft.span.start >= 2,
  apply(draft, rng) {
    const cut = rng.int(draft.span.start + 1, draft.span.end - 1);
    const cutOff = withText(draft, draft.text.slice(0, cut), { start: draft.span.start, end: cut }, "truncate", { truncated: true, recoverable: false });
    const closingQuote = draft.style.smartQuotes ? undefined : closingQuoteAt(draft.text.slice(draft.span.start, draft.span.end), cut - draft.span.start);
    return closingQuote === undefined ? cutOff : { ...cutOff, closingQuote };
  },
};

function fenceOpen(rng: Rng): { open: string; close: string } {
  const roll = rng.next();
  if (roll < 0.65) return { open: "```json\n", close: "\n```" };
  if (roll < 0.82) return { open: "```\n", close: "\n```" };
  if (roll < 0.88) return { open: "```JSON\n", close: "\n```" };
  if (roll < 0.94) return { open: "```javascript\n", close: "\n```" };
  return { open: "~~~json\n", close: "\n~~~" };
}

/** The answer in a Markdown code fence (```` ```json ````, bare ```` ``` ````, `~~~`); left open when truncated. */
export const fence: Corruption = {
  name: "fence",
  phase: "text",
  rank: 10,
  recoverable: true,
  applies: () => true,
  apply(draft, rng) {
    const { open, close } = fenceOpen(rng);
    return surround(draft, open, close, "fence");
  },
};

/** ReAct text: `Thought:` then `Action:` / `Action Input:` for a tool, or `Final Answer:` without one. */
export const react: Corruption = {
  name: "react",
  phase: "text",
  rank: 20,
  recoverable: true,
  applies: () => true,
  apply(draft, rng, context) {
    const thought = `Thought: ${rng.pick(prose.thoughts)}.\n`;
    const head = context.toolName === undefined
      ? `${thought}Final Answer: `
      : `${thought}Action: ${context.toolName}\nAction Input: `;
    return frame(draft, head, "", "react");
  },
};

/** Sentences before and/or after the answer; after is dropped when the output was cut off. */
export const proseAround: Corruption = {
  name: "prose-around",
  phase: "text",
  rank: 40,
  recoverable: true,
  applies: () => true,
  apply(draft, rng) {
    const rich = isContainer(draft) && rng.chance(0.6);
    // Once cut off (or with a string left open) there is nothing after the answer, so the prose must come before it.
    const where = draft.truncated || draft.openString === true ? 0 : rng.int(0, 2);
    const before = where !== 1 ? `${rng.pick(rich ? prose.beforeRich : prose.beforePlain)}\n\n` : "";
    const after = where !== 0 ? `\n\n${rng.pick(rich ? prose.afterRich : prose.afterPlain)}` : "";
    return frame(draft, before, after, "prose-around");
  },
};

/** A `<think>…</think>` reasoning block before the answer, as reasoning models emit. */
export const reasoningBlock: Corruption = {
  name: "reasoning-block",
  phase: "text",
  rank: 50,
  recoverable: true,
  applies: () => true,
  apply(draft, rng) {
    const tag = rng.chance(0.85) ? "think" : "thinking";
    const body = rng.shuffle(prose.reasoning).slice(0, rng.int(1, 3)).join("\n\n");
    return frame(draft, `<${tag}>\n${body}\n</${tag}>\n\n`, "", "reasoning-block");
  },
};
