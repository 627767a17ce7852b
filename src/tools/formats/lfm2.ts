import type { CallFormat, FoundCall } from "./call-format.js";
import { envelopesAt } from "./json-list.js";
import { skipBlank } from "./literal.js";
import { until, visibleOccurrences } from "./markers.js";
import { readPythonicList } from "./pythonic-calls.js";
import { toFound } from "./pythonic.js";

const open = "<|tool_call_start|>";
const close = "<|tool_call_end|>";

/**
 * LFM2 calls: `<|tool_call_start|>[get_weather(city="Paris")]<|tool_call_end|>` (pythonic), or a JSON list
 * of `{"name", "arguments"}` between the same markers.
 */
export const lfm2: CallFormat = {
  name: "lfm2",
  openers: [
    { token: open, body: { read: "python" } },
    { token: open, body: { read: "calls" } },
  ],
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, open, context.hidden, context.maxCalls)) {
      const inner = skipBlank(text, at + open.length);
      const list = readPythonicList(text, inner);
      if (list !== undefined) {
        // The list is read to its own end: a closer inside one of its strings is data.
        const after = skipBlank(text, list.end);
        for (const entry of toFound(list.calls, at, text.startsWith(close, after) ? after + close.length : list.end)) calls.push(entry);
        continue;
      }
      const block = until(text, close, inner);
      const json = text[inner] === "[" || text[inner] === "{" ? envelopesAt(text, inner, at) : undefined;
      if (json !== undefined) {
        for (const entry of json.calls) calls.push(entry);
        continue;
      }
      if (!block.closed) {
        // A pythonic call cut off at the end of the text: its name, marked truncated.
        const name = /^\[\s*([A-Za-z_][\w.-]*)\(/.exec(block.inner);
        if (name !== null) calls.push({ name: name[1] as string, arguments: block.inner, span: { start: at, end: text.length }, truncated: true });
      }
    }
    return calls.length === 0 ? undefined : calls;
  },
};
