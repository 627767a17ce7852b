import type { CallFormat, FormatContext, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { markerBefore, skipSpace, stripOuterNewlines, until, visibleOccurrences } from "./markers.js";
import { typedArguments } from "./typed-text.js";

const opener = "<function=";
const wrappers: readonly (readonly [string, string])[] = [
  ["<tool_call>", "</tool_call>"],
  ["<seed:tool_call>", "</seed:tool_call>"],
];

/**
 * Qwen3-Coder, Qwen3.5, Nemotron, Step, Seed-OSS XML calls:
 * `<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>`.
 * Parameter values are text, typed by the tool's schema; a body with no parameter but a JSON object
 * (`<function=f>{"a": 1}</function>`, Functionary) is the arguments' JSON.
 */
export const qwenXml: CallFormat = {
  name: "qwen-xml",
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, opener, context.hidden, context.maxCalls)) {
      if (calls.length > 0 && at < (calls[calls.length - 1] as FoundCall).span.end) continue;
      const nameEnd = text.indexOf(">", at);
      if (nameEnd === -1) continue;
      const name = text.slice(at + opener.length, nameEnd).trim();
      const body = until(text, "</function>", nameEnd + 1);
      const { start, end, wrapperClosed } = wrapped(text, at, body.end);
      const truncated = !body.closed || !wrapperClosed;
      const args = readBody(text, nameEnd + 1, body.inner, name, context.guideOf);
      calls.push({ name, arguments: args, span: { start, end }, ...(truncated ? { truncated } : {}) });
    }
    return calls.length === 0 ? undefined : calls;
  },
};

function readBody(text: string, bodyStart: number, body: string, name: string, guideOf: FormatContext["guideOf"]): unknown {
  if (!body.includes("<parameter=")) {
    const first = skipSpace(text, bodyStart);
    if (text[first] === "{") {
      const json = jsonAt(text, first, bodyStart + body.length);
      return json.text;
    }
    return body.trim() === "" ? undefined : body.trim();
  }
  const pairs: [string, string][] = [];
  let pos = body.indexOf("<parameter=");
  while (pos !== -1) {
    const keyEnd = body.indexOf(">", pos);
    if (keyEnd === -1) break;
    const key = body.slice(pos + "<parameter=".length, keyEnd).trim();
    const close = body.indexOf("</parameter>", keyEnd);
    const next = body.indexOf("<parameter=", keyEnd);
    // tolerance: a parameter left unclosed ends where the next one starts.
    const stop = close === -1 || (next !== -1 && next < close) ? (next === -1 ? body.length : next) : close;
    pairs.push([key, stripOuterNewlines(body.slice(keyEnd + 1, stop))]);
    pos = next;
  }
  return typedArguments(pairs, guideOf(name));
}

/** The call's span widened to its `<tool_call>` wrapper, when it has one, and whether the wrapper is closed. */
function wrapped(text: string, at: number, bodyEnd: number): { start: number; end: number; wrapperClosed: boolean } {
  for (const [open, close] of wrappers) {
    const before = markerBefore(text, at, open);
    if (before === -1) continue;
    const after = skipSpace(text, bodyEnd);
    if (text.startsWith(close, after)) return { start: before, end: after + close.length, wrapperClosed: true };
    // tolerance: a wrapper left open (servers strip `</tool_call>` as a stop string) around a closed function.
    return { start: before, end: bodyEnd, wrapperClosed: true };
  }
  return { start: at, end: bodyEnd, wrapperClosed: true };
}
