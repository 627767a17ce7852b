import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { finder, indexOfVisible, isCallName, skipSpace, widenTo } from "./markers.js";
import { foldTokens } from "./token-fold.js";

// The tokens as folded (`<｜tool▁call▁begin｜>` in the template; ASCII or any mix in the text: see foldTokens).
const begin = "<|tool_call_begin|>";
const sep = "<|tool_sep|>";
const end = "<|tool_call_end|>";
const section = ["<|tool_calls_begin|>", "<|tool_calls_end|>"] as const;

/**
 * DeepSeek V3 / R1 calls: `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{…}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>`,
 * and the V3.1 form `<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{…}<｜tool▁call▁end｜>`. The tokens are
 * the same written in ASCII (`<|tool_call_begin|>`, as some stacks render the template) or in any mix. The
 * arguments' JSON is read to its own end, so a string holding the end token is data.
 */
export const deepseek: CallFormat = {
  name: "deepseek",
  // V3 `function<｜tool▁sep｜>name` then its arguments on the next line (a ```json fence); V3.1 `name<｜tool▁sep｜>{…}`.
  openers: [{ token: begin, head: /^(?:function\s*<\|tool_sep\|>\s*([A-Za-z_][\w.-]*)[ \t]*\r?\n|(?!function\s*<\|tool_sep\|>)([A-Za-z_][\w.-]*)\s*<\|tool_sep\|>)/, body: { read: "arguments" } }],
  read(text, context) {
    // Markers are found in the folded text (same offsets); names and arguments are sliced from the text.
    const shape = foldTokens(text);
    const calls: FoundCall[] = [];
    const findEnd = finder(shape, end);
    let at = indexOfVisible(shape, begin, 0, context.hidden);
    while (at !== -1 && calls.length <= context.maxCalls) {
      const call = readCall(text, shape, at, findEnd);
      if (call !== undefined) calls.push(call);
      // Markup inside a call's arguments is its data: the search goes on after the call.
      at = indexOfVisible(shape, begin, call === undefined ? at + begin.length : call.span.end, context.hidden);
    }
    return calls.length === 0 ? undefined : calls;
  },
};

function readCall(text: string, shape: string, at: number, findEnd: (from: number) => number): FoundCall | undefined {
  const head = shape.slice(at + begin.length, at + begin.length + 300);
  const sepAt = head.indexOf(sep);
  if (sepAt === -1) return undefined;
  let name = text.slice(at + begin.length, at + begin.length + sepAt).trim();
  let pos = at + begin.length + sepAt + sep.length;
  if (name === "function") {
    // V3: the name on the line after the separator, the arguments in a ```json fence.
    const line = text.slice(pos, pos + 300).indexOf("\n");
    if (line === -1) return undefined;
    name = text.slice(pos, pos + line).trim();
    pos += line + 1;
  }
  // Another family's markup after the same tokens (Step-3's `<steptml:invoke …>`): not a DeepSeek call.
  if (!isCallName(name)) return undefined;
  let json = skipSpace(text, pos);
  const fenced = text.startsWith("```", json);
  if (fenced) {
    const line = text.indexOf("\n", json);
    json = line === -1 ? text.length : skipSpace(text, line + 1);
  }
  // The arguments' JSON is read to its own end, so a string holding the end token is data, not the call's end.
  const args = text[json] === "{" ? jsonAt(text, json) : undefined;
  let after = args === undefined ? json : skipSpace(text, args.end);
  if (fenced && args !== undefined && text.startsWith("```", after)) after = skipSpace(text, after + 3);
  if (args !== undefined && shape.startsWith(end, after)) return { name, arguments: args.text, span: widenTo(shape, at, after + end.length, section[0], section[1]) };
  if (args !== undefined && !args.closed) return { name, arguments: args.text, span: { start: at, end: text.length }, truncated: true };
  // Not JSON up to the end token: what stands before it, as written.
  const close = findEnd(json);
  const stop = close === -1 ? text.length : close;
  const span = widenTo(shape, at, close === -1 ? text.length : close + end.length, section[0], section[1]);
  return { name, arguments: fencedOrBare(text.slice(pos, stop)), span, ...(close === -1 ? { truncated: true } : {}) };
}

/** The arguments' JSON text: the content of a ```json fence, or the body itself. */
function fencedOrBare(body: string): string {
  const trimmed = body.trim();
  if (!trimmed.startsWith("```")) {
    const json = trimmed.startsWith("{") ? jsonAt(trimmed, 0) : undefined;
    return json?.closed === true ? json.text : trimmed;
  }
  const open = trimmed.indexOf("\n");
  if (open === -1) return "";
  const close = trimmed.lastIndexOf("```");
  return (close > open ? trimmed.slice(open + 1, close) : trimmed.slice(open + 1)).trim();
}

