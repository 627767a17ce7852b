import type { CallFormat, FoundCall } from "./call-format.js";
import { isPlainObject } from "../../coerce/json.js";
import { jsonAt } from "./json-at.js";
import { envelopesAt, type EnvelopeRead } from "./json-list.js";
import { skipSpace, visibleOccurrences } from "./markers.js";

/** Markers that open a JSON list of call envelopes, by family. */
const markers: readonly string[] = ["<|tool_call|>", "<tool_calls>", "<|tools_prefix|>", "functools", "<function_call>", "<|action_start|><|plugin|>", "<longcat_tool_call>"];
const closers: readonly string[] = ["</tool_calls>", "<|tools_suffix|>", "</function_call>", "<|action_end|>", "</longcat_tool_call>"];

/**
 * Granite calls: `<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]`; also the same JSON
 * after other families' markers: `<tool_calls>[…]</tool_calls>` (Apriel, Jamba, Hunyuan, MiniMax-M1 with one
 * object a line), `functools[…]` (FireFunction, Phi-4-mini), `<function_call>{…}` (Granite 20B FC),
 * `<|action_start|><|plugin|>{…}<|action_end|>` (InternLM), `<longcat_tool_call>{…}</longcat_tool_call>`.
 */
/** Apertus writes `[{"get_weather": {"city": "Paris"}}]`: each entry's one key is a declared tool's name. */
function namedByKey(text: string, pos: number, at: number, isTool: (name: string) => boolean): EnvelopeRead | undefined {
  const json = jsonAt(text, pos);
  if (!json.ok) return undefined;
  const list = Array.isArray(json.value) ? json.value : [json.value];
  const calls: FoundCall[] = [];
  for (const entry of list) {
    if (!isPlainObject(entry)) return undefined;
    const keys = Object.keys(entry);
    if (keys.length !== 1 || !isTool(keys[0] as string)) return undefined;
    calls.push({ name: keys[0] as string, arguments: entry[keys[0] as string], span: { start: at, end: json.end } });
  }
  return calls.length === 0 ? undefined : { calls, end: json.end, unclosed: false };
}

export const granite: CallFormat = {
  name: "granite",
  openers: markers.map((token) => ({ token, body: { read: "calls" } })),
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const marker of markers) {
      for (const at of visibleOccurrences(text, marker, context.hidden, context.maxCalls)) {
        let pos = skipSpace(text, at + marker.length);
        let start = at;
        // One list, or several values in a row (MiniMax-M1 writes one object a line).
        while (text[pos] === "[" || text[pos] === "{") {
          const read = envelopesAt(text, pos, start) ?? namedByKey(text, pos, start, context.isTool);
          if (read === undefined) break;
          let after = skipSpace(text, read.end);
          if (text[after] === "," || text[after] === ";") after = skipSpace(text, after + 1);
          const closer = closers.find((c) => text.startsWith(c, after));
          const end = closer === undefined ? read.end : after + closer.length;
          const last = read.calls.length - 1;
          for (const entry of read.calls.map((call, index) => (index === last ? { ...call, span: { start: call.span.start, end } } : call))) calls.push(entry);
          if (closer !== undefined || read.unclosed) break;
          pos = after;
          start = after;
        }
      }
    }
    calls.sort((a, b) => a.span.start - b.span.start);
    return calls.length === 0 ? undefined : calls;
  },
};
