import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { isCallName, until, visibleOccurrences, widenTo } from "./markers.js";
import { foldTokens } from "./token-fold.js";

// The tokens as folded (`<｜tool▁call▁begin｜>` in the template; ASCII or any mix in the text: see foldTokens).
const begin = "<|tool_call_begin|>";
const sep = "<|tool_sep|>";
const end = "<|tool_call_end|>";
const section = ["<|tool_calls_begin|>", "<|tool_calls_end|>"] as const;

/**
 * DeepSeek V3 / R1 calls: `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{…}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>`,
 * and the V3.1 form `<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{…}<｜tool▁call▁end｜>`. The tokens are
 * the same written in ASCII (`<|tool_call_begin|>`, as some stacks render the template) or in any mix.
 */
export const deepseek: CallFormat = {
  name: "deepseek",
  read(text, context) {
    const shape = foldTokens(text);
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(shape, begin, context.hidden, context.maxCalls)) {
      const head = until(shape, sep, at + begin.length);
      if (!head.closed || head.inner.length > 300) continue;
      const call = until(shape, end, head.end);
      let name = text.slice(at + begin.length, head.end - sep.length).trim();
      let body = text.slice(head.end, call.closed ? call.end - end.length : text.length);
      if (name === "function") {
        // V3: the name on the line after the separator, the arguments in a ```json fence.
        const line = body.indexOf("\n");
        name = (line === -1 ? body : body.slice(0, line)).trim();
        body = line === -1 ? "" : body.slice(line + 1);
      }
      // Another family's markup after the same tokens (Step-3's `<steptml:invoke …>`): not a DeepSeek call.
      if (!isCallName(name)) continue;
      const args = fencedOrBare(body);
      const truncated = !call.closed;
      calls.push({ name, arguments: args, span: widenTo(shape, at, call.end, section[0], section[1]), ...(truncated ? { truncated } : {}) });
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
