import type { CallFormat, FormatContext, FoundCall } from "./call-format.js";
import { skipBlank } from "./literal.js";
import { indexOfVisible, visibleOccurrences } from "./markers.js";
import { readPythonicCall, readPythonicList, type PythonicCall } from "./pythonic-calls.js";

const wrappers: readonly (readonly [string, string])[] = [
  ["<|python_start|>", "<|python_end|>"],
  ["<function_calls>", "</function_calls>"],
];

/**
 * Pythonic calls (Llama 4, OLMo 3, and other templates): `[get_weather(city="Paris"), get_time(tz="CET")]`,
 * keyword arguments as Python literals. Read inside `<|python_start|>…<|python_end|>` or
 * `<function_calls>…</function_calls>`; a bare list counts only at the start of a line and when every call
 * names a declared tool (a list in prose or in a code fence is no call).
 */
export const pythonic: CallFormat = {
  name: "pythonic",
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const [open, close] of wrappers) {
      for (const at of visibleOccurrences(text, open, context.hidden, context.maxCalls)) {
        const inner = skipBlank(text, at + open.length);
        const list = readPythonicList(text, inner) ?? oneCall(text, inner);
        if (list === undefined) continue;
        const after = skipBlank(text, list.end);
        const end = text.startsWith(close, after) ? after + close.length : list.end;
        calls.push(...toFound(list.calls, at, end));
      }
    }
    if (calls.length > 0) return calls.sort((a, b) => a.span.start - b.span.start);
    return bareLists(text, context);
  },
};

/** Calls without the list brackets, one a line (OLMo 3): `<function_calls>get_weather(city="Paris")\nget_time(tz="CET")</function_calls>`. */
function oneCall(text: string, pos: number): { calls: PythonicCall[]; end: number } | undefined {
  const calls: PythonicCall[] = [];
  let at = pos;
  for (;;) {
    const call = readPythonicCall(text, at);
    if (call === undefined) break;
    calls.push(call);
    at = skipBlank(text, call.end);
  }
  const last = calls[calls.length - 1];
  return last === undefined ? undefined : { calls, end: last.end };
}

function bareLists(text: string, context: FormatContext): FoundCall[] | undefined {
  const calls: FoundCall[] = [];
  let at = indexOfVisible(text, "[", 0, context.hidden);
  while (at !== -1 && calls.length <= context.maxCalls) {
    let lineStart = at;
    while (lineStart > 0 && (text[lineStart - 1] === " " || text[lineStart - 1] === "\t")) lineStart--;
    const list = lineStart === 0 || text[lineStart - 1] === "\n" ? readPythonicList(text, at) : undefined;
    if (list !== undefined && list.calls.every((call) => context.isTool(call.name))) {
      calls.push(...toFound(list.calls, at, list.end));
      at = indexOfVisible(text, "[", list.end, context.hidden);
      continue;
    }
    const next = text.indexOf("\n", at);
    at = next === -1 ? -1 : indexOfVisible(text, "[", next, context.hidden);
  }
  return calls.length === 0 ? undefined : calls;
}

/** The calls of one list, the first span starting at the list's markup and the last ending at its end. */
export function toFound(calls: readonly PythonicCall[], start: number, end: number): FoundCall[] {
  const last = calls.length - 1;
  return calls.map((call, index) => ({
    name: call.name,
    arguments: call.arguments,
    span: { start: index === 0 ? start : call.start, end: index === last ? end : call.end },
  }));
}
