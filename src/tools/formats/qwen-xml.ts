import type { GuideNode } from "../../schema/index.js";
import type { CallFormat, FormatContext, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { atTextEnd, closerMissing, ForwardSearch, indexOfVisible, markerBefore, skipSpace, unlessClosedAgain } from "./markers.js";
import { cdataContent, framedValue, xmlArguments } from "./xml-values.js";

const opener = "<function=";
const functionClose = "</function>";
const parameter = "<parameter=";
const parameterClose = "</parameter>";
/**
 * Other formats' markup that opens an element closed by `</parameter>` or `</function>` (MiniMax and MiniCPM
 * invoke tags): such a closer after a Qwen call is that call's, not this one's markup closing again.
 */
const othersClosedAlike: readonly string[] = ['<invoke name="', '<parameter name="', '<function name="', ':invoke name="'];
const wrappers: readonly (readonly [string, string])[] = [
  ["<tool_call>", "</tool_call>"],
  ["<seed:tool_call>", "</seed:tool_call>"],
];

/**
 * Qwen3-Coder, Qwen3.5, Nemotron, Step, Seed-OSS XML calls:
 * `<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>`.
 * Parameter values are text, typed by the tool's schema (a key written twice is a list); a body with no
 * parameter but a JSON object (`<function=f>{"a": 1}</function>`, Functionary) is the arguments' JSON. A
 * body with anything else in it (stray text, a nested tag, a prototype key) is not read as a call. The body
 * is read parameter by parameter, so a value holding `</tool_call>` is read to its `</parameter>`; a value
 * holding call markup (`<function=`, `<tool_call>`) cannot be told from the markup and fails the answer.
 */
export const qwenXml: CallFormat = {
  name: "qwen-xml",
  openers: [{ token: opener, head: /^([^\s>/]+)\s*>/, body: { read: "xml", key: [parameter, ">"], value: ["", parameterClose], end: functionClose, decode: "lines" } }],
  read(text, context) {
    const calls: FoundCall[] = [];
    const search = new ForwardSearch(text);
    let at = indexOfVisible(text, opener, 0, context.hidden);
    while (at !== -1 && calls.length <= context.maxCalls) {
      const call = readCall(text, at, search, context.guideOf);
      if (call !== undefined) calls.push(unlessClosedAgain(call, search, [functionClose, parameterClose], [opener, ...othersClosedAlike]));
      // Markup inside a call's values is its data: the search goes on after the call.
      at = indexOfVisible(text, opener, call === undefined ? at + opener.length : call.span.end, context.hidden);
    }
    return calls.length === 0 ? undefined : calls;
  },
};

/** A body the format cannot read, and why. */
class Refused {
  constructor(readonly problem: string) {}
}
const stray = /* @__PURE__ */ new Refused("text outside its parameters");
const badKey = /* @__PURE__ */ new Refused("a parameter name that is not a word, or that would reach the prototype");
const markupInValue = /* @__PURE__ */ new Refused("a parameter value holds the format's own call markup, so where it ends is unclear");

/** Markup that opens a call: inside a parameter's value it makes the value's end unclear. */
const callOpeners: readonly string[] = [opener, ...wrappers.map(([open]) => open)];

function readCall(text: string, at: number, search: ForwardSearch, guideOf: FormatContext["guideOf"]): FoundCall | undefined {
  const nameEnd = text.slice(at, at + 300).indexOf(">");
  if (nameEnd === -1) return undefined;
  const tagEnd = at + nameEnd;
  const selfClosing = text[tagEnd - 1] === "/";
  const name = text.slice(at + opener.length, selfClosing ? tagEnd - 1 : tagEnd).trim();
  const wrapper = wrappers.find(([open]) => markerBefore(text, at, open) !== -1);
  const start = wrapper === undefined ? at : markerBefore(text, at, wrapper[0]);
  if (selfClosing) {
    // `<function=get_time/>`: a call with no parameters, closed in its own tag.
    return { name, span: { start, end: pastWrapper(text, tagEnd + 1, wrapper) } };
  }
  const body = readBody(text, tagEnd + 1, search, guideOf(name));
  if (body.args instanceof Refused) return { name, span: { start, end: body.end }, problem: body.args.problem };
  // Past the last parameter: `</function>` (then the wrapper's closer), or the wrapper's closer alone.
  const pos = skipSpace(text, body.end);
  if (text.startsWith(functionClose, pos)) {
    const end = pastWrapper(text, pos + functionClose.length, wrapper);
    // repair: the wrapper's closer missing at the very end (stacks strip it as a stop token).
    const repairs = wrapper !== undefined && end === pos + functionClose.length && atTextEnd(text, end) ? [closerMissing(wrapper[1])] : [];
    return { name, arguments: body.args, span: { start, end }, ...(repairs.length > 0 ? { repairs } : {}) };
  }
  // tolerance: `</function>` left out before the wrapper's closer.
  const close = wrappers.find(([, c]) => text.startsWith(c, pos))?.[1];
  if (close !== undefined) return { name, arguments: body.args, span: { start, end: pos + close.length } };
  if (pos >= text.length) {
    if (!body.lastClosed) return { name, arguments: body.args, span: { start, end: text.length }, truncated: true };
    // repair: `</function>` (and the wrapper's closer) missing at the very end, the last parameter closed.
    const repairs = [closerMissing(functionClose), ...(wrapper === undefined ? [] : [closerMissing(wrapper[1])])];
    return { name, arguments: body.args, span: { start, end: text.length }, repairs };
  }
  const end = search.indexOf(functionClose, pos);
  return { name, span: { start, end: end === -1 ? text.length : end + functionClose.length }, problem: stray.problem };
}

/** Past the wrapper's closer when it follows `pos` (spaces between). */
function pastWrapper(text: string, pos: number, wrapper: readonly [string, string] | undefined): number {
  const after = skipSpace(text, pos);
  return wrapper !== undefined && text.startsWith(wrapper[1], after) ? after + wrapper[1].length : pos;
}

/**
 * The function's body read parameter by parameter from `from`: its arguments and where the last one ends.
 * A value runs to its `</parameter>`, so one holding `</tool_call>` or `</function>` is read whole.
 */
function readBody(text: string, from: number, search: ForwardSearch, guide: GuideNode | undefined): { args: unknown; end: number; lastClosed?: boolean } {
  let pos = skipSpace(text, from);
  if (!text.startsWith(parameter, pos)) {
    if (text[pos] !== "{") return { args: undefined, end: pos };
    const json = jsonAt(text, pos);
    return { args: json.text, end: json.end };
  }
  const pairs: [string, string][] = [];
  let lastClosed = false;
  while (text.startsWith(parameter, pos)) {
    const keyEnd = text.slice(pos, pos + 300).indexOf(">");
    if (keyEnd === -1) return { args: stray, end: pos };
    const key = text.slice(pos + parameter.length, pos + keyEnd).trim();
    const valueAt = pos + keyEnd + 1;
    const first = skipSpace(text, valueAt);
    const cdataClose = text.startsWith("<![CDATA[", first) ? search.indexOf("]]>", first) : -1;
    const close = search.indexOf(parameterClose, cdataClose === -1 ? valueAt : cdataClose);
    const next = search.indexOf(parameter, valueAt);
    let stop: number;
    if (close !== -1 && (next === -1 || close < next || cdataClose !== -1)) {
      stop = close;
      pos = skipSpace(text, close + parameterClose.length);
      lastClosed = true;
    } else {
      lastClosed = false;
      // tolerance: a parameter left unclosed ends where the next one starts (or where the function ends).
      stop = next === -1 ? unclosedEnd(text, valueAt, search) : next;
      pos = stop;
    }
    const raw = text.slice(valueAt, stop);
    if (cdataClose === -1 && callOpeners.some((markup) => raw.includes(markup))) return { args: markupInValue, end: stop };
    pairs.push([key, cdataContent(raw) ?? framedValue(raw)]);
    if (stop === text.length) break;
  }
  return { args: xmlArguments(pairs, guide) ?? badKey, end: pos, lastClosed };
}

/** Where the last parameter left unclosed ends: at `</function>`, the wrapper's closer, or the end of the text. */
function unclosedEnd(text: string, from: number, search: ForwardSearch): number {
  let end = text.length;
  for (const close of [functionClose, ...wrappers.map(([, c]) => c)]) {
    const at = search.indexOf(close, from);
    if (at !== -1 && at < end) end = at;
  }
  return end;
}
