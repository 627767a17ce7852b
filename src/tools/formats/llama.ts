import type { CallFormat, FoundCall } from "./call-format.js";
import { envelopesAt } from "./json-list.js";
import { skipSpace, visibleOccurrences } from "./markers.js";

const marker = "<|python_tag|>";

/**
 * Llama 3.x calls after the `<|python_tag|>` token: `<|python_tag|>{"name": "get_weather", "parameters":
 * {"city": "Paris"}}`, several separated by `;`. (A bare `{"name", "parameters"}` object is read by the
 * `generic` format; text after the tag that is not a call envelope, such as Python code, is no call.)
 */
export const llama: CallFormat = {
  name: "llama",
  openers: [{ token: marker, body: { read: "calls" } }],
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, marker, context.hidden, context.maxCalls)) {
      if (calls.length > 0 && at < (calls[calls.length - 1] as FoundCall).span.end) continue;
      let pos = skipSpace(text, at + marker.length);
      let start = at;
      while (text[pos] === "{" || text[pos] === "[") {
        const read = envelopesAt(text, pos, start);
        if (read === undefined) break;
        for (const entry of read.calls) calls.push(entry);
        pos = skipSpace(text, read.end);
        if (text[pos] === ";") pos = skipSpace(text, pos + 1);
        start = pos;
      }
    }
    return calls.length === 0 ? undefined : calls;
  },
};
