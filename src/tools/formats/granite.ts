import type { CallFormat, FoundCall } from "./call-format.js";
import { isPlainObject } from "../../coerce/json.js";
import { jsonAt } from "./json-at.js";
import { envelopesAt, type EnvelopeRead } from "./json-list.js";
import { skipSpace, visibleOccurrences } from "./markers.js";

/** Markers that open a JSON list of call envelopes, by family. */
const markers: readonly string[] = ["<|tool_call|>", "<tool_calls>", "<|tools_prefix|>", "functools"];
const closers: readonly string[] = ["</tool_calls>", "<|tools_suffix|>"];

/**
 * Granite calls: `<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]`; also Apriel's
 * `<tool_calls>[…]</tool_calls>` and FireFunction's `functools[…]`, the same JSON list after another marker.
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
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const marker of markers) {
      for (const at of visibleOccurrences(text, marker, context.hidden, context.maxCalls)) {
        const pos = skipSpace(text, at + marker.length);
        if (text[pos] !== "[" && text[pos] !== "{") continue;
        const read = envelopesAt(text, pos, at) ?? namedByKey(text, pos, at, context.isTool);
        if (read === undefined) continue;
        const after = skipSpace(text, read.end);
        const closer = closers.find((c) => text.startsWith(c, after));
        const end = closer === undefined ? read.end : after + closer.length;
        const last = read.calls.length - 1;
        calls.push(...read.calls.map((call, index) => (index === last ? { ...call, span: { start: call.span.start, end } } : call)));
      }
    }
    calls.sort((a, b) => a.span.start - b.span.start);
    return calls.length === 0 ? undefined : calls;
  },
};
