import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { finder, skipSpace, visibleOccurrences, widenTo } from "./markers.js";

const begin = "<|tool_call_begin|>";
const argsMarker = "<|tool_call_argument_begin|>";
const end = "<|tool_call_end|>";
const section = ["<|tool_calls_section_begin|>", "<|tool_calls_section_end|>"] as const;

/**
 * Kimi K2 calls: `<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city":
 * "Paris"}<|tool_call_end|><|tool_calls_section_end|>`; the call id is `functions.get_weather:0`, the name
 * what sits between `functions.` and `:index`.
 */
/** Where a call's arguments stop: its end marker, the next call's begin marker, or the section's end. */
function callEnd(text: string, from: number, finders: readonly { marker: string; find: (from: number) => number }[]): { at: number; end: number } {
  let best = { at: text.length, end: text.length };
  for (const { marker, find } of finders) {
    const at = find(from);
    if (at !== -1 && at < best.at) best = { at, end: marker === end ? at + end.length : at };
  }
  return best;
}

export const kimi: CallFormat = {
  name: "kimi",
  openers: [{ token: begin, head: /^(?:functions\.)?([A-Za-z_][\w.-]*?)(?::\d+)?\s*<\|tool_call_argument_begin\|>/, body: { read: "arguments" } }],
  read(text, context) {
    const calls: FoundCall[] = [];
    const finders = [end, begin, section[1]].map((marker) => ({ marker, find: finder(text, marker) }));
    // A forward search: with no argument marker after many begin tokens (DeepSeek's, the same in ASCII), one search per token was quadratic.
    const findArgs = finder(text, argsMarker);
    for (const at of visibleOccurrences(text, begin, context.hidden, context.maxCalls)) {
      const marker = findArgs(at + begin.length);
      if (marker === -1 || marker - (at + begin.length) > 300) continue;
      const head = { inner: text.slice(at + begin.length, marker), end: marker + argsMarker.length };
      const id = head.inner.trim();
      const name = id.replace(/^functions\./, "").replace(/:\d+$/, "");
      const json = skipSpace(text, head.end);
      const args = text[json] === "{" ? jsonAt(text, json) : undefined;
      const close = callEnd(text, args?.end ?? json, finders);
      // tolerance: `<|tool_call_end|>` left out (a server strips it, or the next call begins): complete JSON is the whole call.
      const truncated = args === undefined ? close.at === text.length : !args.closed;
      const raw = args?.text ?? text.slice(head.end, close.at).trim();
      const span = widenTo(text, at, close.end, section[0], section[1]);
      calls.push({ name, arguments: raw, id, span, ...(truncated ? { truncated } : {}) });
    }
    return calls.length === 0 ? undefined : calls;
  },
};

