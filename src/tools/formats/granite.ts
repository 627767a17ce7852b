import type { CallFormat, FoundCall } from "./call-format.js";
import { envelopesAt } from "./json-list.js";
import { skipSpace, visibleOccurrences } from "./markers.js";

/** Markers that open a JSON list of call envelopes, by family. */
const markers: readonly string[] = ["<|tool_call|>", "<tool_calls>", "<|tools_prefix|>", "functools"];
const closers: readonly string[] = ["</tool_calls>", "<|tools_suffix|>"];

/**
 * Granite calls: `<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]`; also Apriel's
 * `<tool_calls>[…]</tool_calls>` and FireFunction's `functools[…]`, the same JSON list after another marker.
 */
export const granite: CallFormat = {
  name: "granite",
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const marker of markers) {
      for (const at of visibleOccurrences(text, marker, context.hidden, context.maxCalls)) {
        const pos = skipSpace(text, at + marker.length);
        if (text[pos] !== "[" && text[pos] !== "{") continue;
        const read = envelopesAt(text, pos, at);
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
