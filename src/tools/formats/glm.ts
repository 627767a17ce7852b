import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { closerMissing, isCallName, until, visibleOccurrences } from "./markers.js";
import { xmlArguments } from "./xml-values.js";

const opener = "<tool_call>";
const closer = "</tool_call>";

/**
 * GLM 4.5 / 4.6 / 4.7 calls: `<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>`
 * (4.7 writes it on one line). The template writes strings as text and other values as JSON: each value
 * is typed by the tool's schema. A declared tool's name followed by one JSON object (`<tool_call>get_weather\n{"city": "Paris"}</tool_call>`,
 * GLM-4's own `name\n{json}` inside the tag) is that call. A block whose first word is not a name followed by `<arg_key>` or the
 * block's end is another format's (Hermes JSON, Qwen XML). A block whose `</tool_call>` is missing at the very end of the text,
 * every value closed, is read, said `</tool_call> missing at the end`.
 */
export const glm: CallFormat = {
  name: "glm",
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, opener, context.hidden, context.maxCalls)) {
      const block = until(text, closer, at + opener.length);
      const firstKey = block.inner.indexOf("<arg_key>");
      if (firstKey === -1) {
        const call = nameThenJson(block.inner, block.closed, context.isTool);
        if (call !== undefined) {
          calls.push({ ...call, span: { start: at, end: block.end } });
          continue;
        }
      }
      const name = (firstKey === -1 ? block.inner : block.inner.slice(0, firstKey)).trim();
      if (!isCallName(name) || (firstKey === -1 && !block.closed)) continue;
      const pairs: [string, string][] = [];
      let pos = firstKey;
      let whole = true;
      let last = firstKey;
      while (pos !== -1) {
        const key = until(block.inner, "</arg_key>", pos + "<arg_key>".length);
        const valueAt = block.inner.indexOf("<arg_value>", key.end);
        if (!key.closed || valueAt === -1) {
          whole = false;
          break;
        }
        const value = until(block.inner, "</arg_value>", valueAt + "<arg_value>".length);
        pairs.push([key.inner.trim(), value.inner]);
        if (!value.closed) whole = false;
        last = value.end;
        pos = block.inner.indexOf("<arg_key>", value.end);
      }
      const args = xmlArguments(pairs, context.guideOf(name));
      if (args === undefined) {
        calls.push({ name, span: { start: at, end: block.end }, problem: "a parameter name that is not a word, or that would reach the prototype" });
        continue;
      }
      // repair: the block's closer missing at the very end, its last value closed (a stop token stripped).
      const closerCut = !block.closed && firstKey !== -1 && whole && block.inner.slice(last).trim() === "";
      const truncated = !block.closed && !closerCut;
      calls.push({
        name,
        arguments: args,
        span: { start: at, end: block.end },
        ...(truncated ? { truncated } : {}),
        ...(closerCut ? { repairs: [closerMissing(closer)] } : {}),
      });
    }
    return calls.length === 0 ? undefined : calls;
  },
};

/**
 * `get_weather\n{"city": "Paris"}` as a block's whole content: a declared tool's name, then one JSON object
 * and nothing after it. Cut inside the object at the end of the text, a truncated call.
 */
function nameThenJson(inner: string, closed: boolean, isTool: (name: string) => boolean): Omit<FoundCall, "span"> | undefined {
  const head = /^\s*([A-Za-z_][\w.:/-]{0,127})\s*(?=\{)/.exec(inner);
  if (head === null) return undefined;
  const name = head[1] as string;
  const json = jsonAt(inner, head[0].length);
  if (!json.closed) return closed || !isTool(name) ? undefined : { name, arguments: json.text, truncated: true };
  if (inner.slice(json.end).trim() !== "") return undefined;
  // An undeclared name before an object that is itself a call (`json\n{"name": …}`) is a label, not a call:
  // Hermes reads the object. Before plain arguments it is a call of an unknown tool.
  if (!isTool(name) && (!json.ok || isEnvelope(json.value))) return undefined;
  return { name, arguments: json.text, ...(closed ? {} : { repairs: [closerMissing(closer)] }) };
}

/** Whether a JSON value names a call itself (`{"name": …}`, `{"function": …}`, `{"tool_name": …}`). */
function isEnvelope(value: unknown): boolean {
  return typeof value !== "object" || value === null || Array.isArray(value) || "name" in value || "function" in value || "tool_name" in value || "tool" in value;
}
