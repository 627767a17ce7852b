import type { CallFormat, FoundCall } from "./call-format.js";
import { envelopesAt } from "./json-list.js";
import { skipSpace, visibleOccurrences } from "./markers.js";

const open = "<|START_ACTION|>";
const close = "<|END_ACTION|>";

/**
 * Cohere Command calls: Command R7B / A `<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather",
 * "parameters": {…}}]<|END_ACTION|>`, and Command R / R+ `Action: ```json\n[{"tool_name": …, "parameters":
 * …}]\n``` `. Only entries with `tool_name` are read in the `Action:` form (LangChain blobs are the
 * `langchain` format's); Cohere's `directly_answer` is no call.
 */
export const cohere: CallFormat = {
  name: "cohere",
  openers: [
    { token: open, body: { read: "calls" } },
    // Command R: `Action: ```json` then the list, the fence's end still the call's markup.
    { token: "Action:", head: /^```(?:json)?[ \t]*\r?\n\s*(?=[[{])/, body: { read: "calls", close: "```" } },
  ],
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, open, context.hidden, context.maxCalls)) {
      const pos = skipSpace(text, at + open.length);
      const read = text[pos] === "[" || text[pos] === "{" ? envelopesAt(text, pos, at) : undefined;
      if (read === undefined) continue;
      const after = skipSpace(text, read.end);
      const end = text.startsWith(close, after) ? after + close.length : read.end;
      const last = read.calls.length - 1;
      for (const entry of read.calls.map((call, index) => (index === last ? { ...call, span: { start: call.span.start, end } } : call))) calls.push(entry);
    }
    for (const at of visibleOccurrences(text, "Action:", context.hidden, context.maxCalls)) {
      if (at > 0 && text[at - 1] !== "\n") continue;
      const fence = skipSpace(text, at + "Action:".length);
      if (!text.startsWith("```", fence)) continue;
      const line = text.indexOf("\n", fence);
      const json = line === -1 ? -1 : skipSpace(text, line + 1);
      if (json === -1 || !text.slice(json, json + 300).includes('"tool_name"')) continue;
      const read = envelopesAt(text, json, at);
      if (read === undefined) continue;
      const after = skipSpace(text, read.end);
      const end = text.startsWith("```", after) ? after + 3 : read.end;
      const last = read.calls.length - 1;
      for (const entry of read.calls.map((call, index) => (index === last ? { ...call, span: { start: call.span.start, end } } : call))) calls.push(entry);
    }
    const real = calls.filter((call) => call.name !== "directly_answer" && call.name !== "directly-answer");
    return real.length === 0 ? undefined : real.sort((a, b) => a.span.start - b.span.start);
  },
};
