import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { closerMissing, ForwardSearch, indexOfVisible, isCallName, skipSpace, unlessClosedAgain } from "./markers.js";
import { xmlArguments } from "./xml-values.js";

const opener = "<tool_call>";
const closer = "</tool_call>";
const keyOpen = "<arg_key>";
const keyClose = "</arg_key>";
const valueOpen = "<arg_value>";
const valueClose = "</arg_value>";

/** Why a GLM call cannot be read. */
const strayText = "text outside its arguments";
const markupInValue = "an argument value holds the format's own markup, so where it ends is unclear";
const badKey = "a parameter name that is not a word, or that would reach the prototype";

/**
 * GLM 4.5 / 4.6 / 4.7 calls: `<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>`
 * (4.7 writes it on one line). The template writes strings as text and other values as JSON: each value
 * is typed by the tool's schema. A block whose first word is not a name followed by `<arg_key>` or the
 * block's end is another format's (Hermes JSON, Qwen XML). A declared tool's name followed by one JSON
 * object (`<tool_call>get_weather\n{"city": "Paris"}</tool_call>`, GLM-4's own `name\n{json}` inside the
 * tag) is that call. A block whose `</tool_call>` is missing at the very end of the text, every value
 * closed, is read, said `</tool_call> missing at the end`. The call is read pair by pair, so a value
 * holding `</tool_call>` is read to its `</arg_value>`, and the call ends at the closer after its last
 * pair; a value holding `<arg_value>` itself cannot be told from the markup and fails the answer.
 */
export const glm: CallFormat = {
  name: "glm",
  openers: [
    { token: opener, head: /^([A-Za-z_][\w.:/-]*)\s*(?=<arg_key>|<\/tool_call>)/, body: { read: "xml", key: [keyOpen, keyClose], value: [valueOpen, valueClose], end: closer } },
    // `<tool_call>get_weather\n{"city": "Paris"}</tool_call>`: a name, then JSON arguments.
    { token: opener, head: /^([A-Za-z_][\w.:/-]*)\s*(?=\{)/, body: { read: "arguments" } },
  ],
  read(text, context) {
    const calls: FoundCall[] = [];
    const search = new ForwardSearch(text);
    let at = indexOfVisible(text, opener, 0, context.hidden);
    while (at !== -1 && calls.length <= context.maxCalls) {
      const call = readCall(text, at, context.guideOf) ?? nameThenJson(text, at, context.isTool);
      if (call !== undefined) calls.push(unlessClosedAgain(call, search, [valueClose, keyClose], opener));
      // Markup inside a call's values is its data: the search goes on after the call.
      at = indexOfVisible(text, opener, call === undefined ? at + opener.length : call.span.end, context.hidden);
    }
    return calls.length === 0 ? undefined : calls;
  },
};

function readCall(text: string, at: number, guideOf: Parameters<CallFormat["read"]>[1]["guideOf"]): FoundCall | undefined {
  const nameAt = skipSpace(text, at + opener.length);
  const name = /^[A-Za-z_][\w.:/-]{0,127}/.exec(text.slice(nameAt, nameAt + 128))?.[0] ?? "";
  let pos = skipSpace(text, nameAt + name.length);
  // A name with neither a pair nor the closer after it is another format's block, or the format's name in prose.
  if (!isCallName(name) || !(text.startsWith(keyOpen, pos) || text.startsWith(closer, pos))) return undefined;
  const pairs: [string, string][] = [];
  let problem: string | undefined;
  while (text.startsWith(keyOpen, pos)) {
    const keyEnd = text.indexOf(keyClose, pos + keyOpen.length);
    if (keyEnd === -1) return cut(name, at, text, pairs, guideOf);
    const key = text.slice(pos + keyOpen.length, keyEnd).trim();
    pos = skipSpace(text, keyEnd + keyClose.length);
    if (pos === text.length) return cut(name, at, text, pairs, guideOf);
    if (!text.startsWith(valueOpen, pos)) {
      problem = strayText;
      break;
    }
    const valueAt = pos + valueOpen.length;
    const valueEnd = text.indexOf(valueClose, valueAt);
    if (valueEnd === -1) return cut(name, at, text, pairs, guideOf);
    const value = text.slice(valueAt, valueEnd);
    if (value.includes(valueOpen)) problem = markupInValue;
    pairs.push([key, value]);
    pos = skipSpace(text, valueEnd + valueClose.length);
    if (problem !== undefined) break;
  }
  if (problem === undefined && pos === text.length) {
    // repair: the block's closer missing at the very end, its last value closed (a stop token stripped).
    const args = xmlArguments(pairs, guideOf(name));
    if (pairs.length > 0 && args !== undefined) return { name, arguments: args, span: { start: at, end: text.length }, repairs: [closerMissing(closer)] };
    return cut(name, at, text, pairs, guideOf);
  }
  if (problem === undefined && !text.startsWith(closer, pos)) problem = strayText;
  if (problem !== undefined) {
    const end = text.indexOf(closer, pos);
    return { name, span: { start: at, end: end === -1 ? text.length : end + closer.length }, problem };
  }
  const args = xmlArguments(pairs, guideOf(name));
  const span = { start: at, end: pos + closer.length };
  return args === undefined ? { name, span, problem: badKey } : { name, arguments: args, span };
}

/** A call cut off by the end of the text: the pairs read so far, marked truncated. */
function cut(name: string, at: number, text: string, pairs: readonly (readonly [string, string])[], guideOf: Parameters<CallFormat["read"]>[1]["guideOf"]): FoundCall {
  return { name, arguments: xmlArguments(pairs, guideOf(name)) ?? {}, span: { start: at, end: text.length }, truncated: true };
}

/**
 * `<tool_call>get_weather\n{"city": "Paris"}</tool_call>`: a declared tool's name, then one JSON object and
 * nothing after it but the closer. Cut inside the object at the end of the text, a truncated call; the
 * closer missing at the very end, a repair.
 */
function nameThenJson(text: string, at: number, isTool: (name: string) => boolean): FoundCall | undefined {
  const head = /^\s*([A-Za-z_][\w.:/-]{0,127})\s*(?=\{)/.exec(text.slice(at + opener.length, at + opener.length + 300));
  if (head === null) return undefined;
  const name = head[1] as string;
  const json = jsonAt(text, at + opener.length + head[0].length);
  if (!json.closed) return isTool(name) ? { name, arguments: json.text, span: { start: at, end: text.length }, truncated: true } : undefined;
  const after = skipSpace(text, json.end);
  const closed = text.startsWith(closer, after);
  if (!closed && after !== text.length) return undefined;
  // An undeclared name before an object that is itself a call (`json\n{"name": …}`) is a label, not a call:
  // Hermes reads the object. Before plain arguments it is a call of an unknown tool.
  if (!isTool(name) && (!json.ok || isEnvelope(json.value))) return undefined;
  const span = { start: at, end: closed ? after + closer.length : text.length };
  return { name, arguments: json.text, span, ...(closed ? {} : { repairs: [closerMissing(closer)] }) };
}

/** Whether a JSON value names a call itself (`{"name": …}`, `{"function": …}`, `{"tool_name": …}`). */
function isEnvelope(value: unknown): boolean {
  return typeof value !== "object" || value === null || Array.isArray(value) || "name" in value || "function" in value || "tool_name" in value || "tool" in value;
}
