import type { CallFormat, FoundCall } from "./call-format.js";
import { isCallName, until, visibleOccurrences } from "./markers.js";
import { xmlArguments } from "./xml-values.js";

const opener = "<tool_call>";

/**
 * GLM 4.5 / 4.6 / 4.7 calls: `<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>`
 * (4.7 writes it on one line). The template writes strings as text and other values as JSON: each value
 * is typed by the tool's schema. A block whose first word is not a name followed by `<arg_key>` or the
 * block's end is another format's (Hermes JSON, Qwen XML).
 */
export const glm: CallFormat = {
  name: "glm",
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, opener, context.hidden, context.maxCalls)) {
      const block = until(text, "</tool_call>", at + opener.length);
      const firstKey = block.inner.indexOf("<arg_key>");
      const name = (firstKey === -1 ? block.inner : block.inner.slice(0, firstKey)).trim();
      if (!isCallName(name) || (firstKey === -1 && !block.closed)) continue;
      const pairs: [string, string][] = [];
      let pos = firstKey;
      while (pos !== -1) {
        const key = until(block.inner, "</arg_key>", pos + "<arg_key>".length);
        const valueAt = block.inner.indexOf("<arg_value>", key.end);
        if (!key.closed || valueAt === -1) break;
        const value = until(block.inner, "</arg_value>", valueAt + "<arg_value>".length);
        pairs.push([key.inner.trim(), value.inner]);
        pos = block.inner.indexOf("<arg_key>", value.end);
      }
      const args = xmlArguments(pairs, context.guideOf(name));
      if (args === undefined) {
        calls.push({ name, span: { start: at, end: block.end }, problem: "a parameter name that is not a word, or that would reach the prototype" });
        continue;
      }
      const truncated = !block.closed;
      calls.push({ name, arguments: args, span: { start: at, end: block.end }, ...(truncated ? { truncated } : {}) });
    }
    return calls.length === 0 ? undefined : calls;
  },
};
