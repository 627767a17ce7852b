import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { until, visibleOccurrences, widenTo } from "./markers.js";

const begin = "<｜tool▁call▁begin｜>";
const sep = "<｜tool▁sep｜>";
const end = "<｜tool▁call▁end｜>";
const section = ["<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"] as const;

/**
 * DeepSeek V3 / R1 calls: `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{…}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>`,
 * and the V3.1 form `<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{…}<｜tool▁call▁end｜>`.
 */
export const deepseek: CallFormat = {
  name: "deepseek",
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, begin, context.hidden, context.maxCalls)) {
      const head = until(text, sep, at + begin.length);
      if (!head.closed || head.inner.length > 300) continue;
      const call = until(text, end, head.end);
      let name = head.inner.trim();
      let body = call.inner;
      if (name === "function") {
        // V3: the name on the line after the separator, the arguments in a ```json fence.
        const line = body.indexOf("\n");
        name = (line === -1 ? body : body.slice(0, line)).trim();
        body = line === -1 ? "" : body.slice(line + 1);
      }
      const args = fencedOrBare(body);
      const truncated = !call.closed;
      calls.push({ name, arguments: args, span: widenTo(text, at, call.end, section[0], section[1]), ...(truncated ? { truncated } : {}) });
    }
    return calls.length === 0 ? undefined : calls;
  },
};

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

