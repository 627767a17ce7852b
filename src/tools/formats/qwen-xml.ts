import type { CallFormat, FormatContext, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { atTextEnd, closerMissing, finder, markerBefore, skipSpace, visibleOccurrences } from "./markers.js";
import { cdataContent, framedValue, xmlArguments } from "./xml-values.js";

const opener = "<function=";
const parameter = "<parameter=";
const wrappers: readonly (readonly [string, string])[] = [
  ["<tool_call>", "</tool_call>"],
  ["<seed:tool_call>", "</seed:tool_call>"],
];

/**
 * Qwen3-Coder, Qwen3.5, Nemotron, Step, Seed-OSS XML calls:
 * `<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>`.
 * Parameter values are text, typed by the tool's schema (a key written twice is a list); a body with no
 * parameter but a JSON object (`<function=f>{"a": 1}</function>`, Functionary) is the arguments' JSON. A
 * body with anything else in it (stray text, a nested tag, a prototype key) is not read as a call.
 */
export const qwenXml: CallFormat = {
  name: "qwen-xml",
  read(text, context) {
    const calls: FoundCall[] = [];
    const ends = { fn: finder(text, "</function>"), wrappers: wrappers.map(([, close]) => ({ close, find: finder(text, close) })) };
    for (const at of visibleOccurrences(text, opener, context.hidden, context.maxCalls)) {
      if (calls.length > 0 && at < (calls[calls.length - 1] as FoundCall).span.end) continue;
      const nameEnd = text.indexOf(">", at);
      if (nameEnd === -1) continue;
      const selfClosing = text[nameEnd - 1] === "/";
      const name = text.slice(at + opener.length, selfClosing ? nameEnd - 1 : nameEnd).trim();
      const wrapper = wrappers.find(([open]) => markerBefore(text, at, open) !== -1);
      if (selfClosing) {
        // `<function=get_time/>`: a call with no parameters, closed in its own tag.
        const after = skipSpace(text, nameEnd + 1);
        const end = wrapper !== undefined && text.startsWith(wrapper[1], after) ? after + wrapper[1].length : nameEnd + 1;
        calls.push({ name, span: { start: wrapper === undefined ? at : markerBefore(text, at, wrapper[0]), end } });
        continue;
      }
      const bodyEnd = endOfBody(text, nameEnd + 1, ends);
      const body = text.slice(nameEnd + 1, bodyEnd.at);
      const args = readBody(text, nameEnd + 1, body, name, context.guideOf);
      if (args instanceof Refused) {
        calls.push({ name, span: { start: at, end: bodyEnd.end }, problem: args.problem });
        continue;
      }
      const start = wrapper === undefined ? at : markerBefore(text, at, wrapper[0]);
      const repairs = missingClosers(text, body, bodyEnd, wrapper);
      const truncated = !bodyEnd.closed && repairs.length === 0;
      calls.push({ name, arguments: args, span: { start, end: bodyEnd.end }, ...(truncated ? { truncated } : {}), ...(repairs.length > 0 ? { repairs } : {}) });
    }
    return calls.length === 0 ? undefined : calls;
  },
};

/**
 * The closers missing at the very end of the text around a call whose parameters are all closed (stacks
 * strip `</tool_call>` as a stop token; some drop `</function>` with it): the call is whole, said so. A body
 * that ends inside a parameter, or a closer missing before more text, is no such call.
 */
function missingClosers(text: string, body: string, bodyEnd: { end: number; closed: boolean }, wrapper: readonly [string, string] | undefined): string[] {
  if (!atTextEnd(text, bodyEnd.end)) return [];
  const missing: string[] = [];
  if (!bodyEnd.closed) {
    // repair: `</function>` missing at the very end, the last parameter closed.
    if (!body.trimEnd().endsWith("</parameter>")) return [];
    missing.push(closerMissing("</function>"));
  }
  // repair: the wrapper's closer missing at the very end.
  if (wrapper !== undefined && !text.slice(0, bodyEnd.end).trimEnd().endsWith(wrapper[1])) missing.push(closerMissing(wrapper[1]));
  return missing;
}

/** A body the format cannot read, and why. */
class Refused {
  constructor(readonly problem: string) {}
}
const stray = new Refused("text outside its parameters");
const badKey = new Refused("a parameter name that is not a word, or that would reach the prototype");

/**
 * Where the function's body ends: at `</function>` (then past the wrapper's closer when it follows), or at
 * the wrapper's closer when `</function>` was left out; neither means the call was cut off.
 */
function endOfBody(
  text: string,
  from: number,
  ends: { fn: (from: number) => number; wrappers: readonly { close: string; find: (from: number) => number }[] },
): { at: number; end: number; closed: boolean } {
  const fn = ends.fn(from);
  let wrap: { at: number; close: string } | undefined;
  for (const { close, find } of ends.wrappers) {
    const at = find(from);
    if (at !== -1 && (wrap === undefined || at < wrap.at)) wrap = { at, close };
  }
  if (fn !== -1 && (wrap === undefined || fn < wrap.at)) {
    const after = skipSpace(text, fn + "</function>".length);
    const close = wrappers.find(([, c]) => text.startsWith(c, after))?.[1];
    return { at: fn, end: close === undefined ? fn + "</function>".length : after + close.length, closed: true };
  }
  // tolerance: `</function>` left out before the wrapper's closer.
  if (wrap !== undefined) return { at: wrap.at, end: wrap.at + wrap.close.length, closed: true };
  return { at: text.length, end: text.length, closed: false };
}

function readBody(text: string, bodyStart: number, body: string, name: string, guideOf: FormatContext["guideOf"]): unknown {
  const first = body.indexOf(parameter);
  if (first === -1) {
    const start = skipSpace(text, bodyStart);
    if (text[start] === "{") {
      const json = jsonAt(text, start, bodyStart + body.length);
      if (text.slice(json.end, bodyStart + body.length).trim() !== "") return stray;
      return json.text;
    }
    return body.trim() === "" ? undefined : stray;
  }
  if (body.slice(0, first).trim() !== "") return stray;
  const pairs: [string, string][] = [];
  // Forward searches that remember their answer: many parameters with no closer cost linear time, not quadratic.
  const closer = finder(body, "</parameter>");
  const cdataEnd = finder(body, "]]>");
  let pos = first;
  while (pos !== -1) {
    const keyEnd = body.indexOf(">", pos);
    if (keyEnd === -1) return stray;
    const key = body.slice(pos + parameter.length, keyEnd).trim();
    const valueAt = skipSpace(body, keyEnd + 1);
    const cdata = body.startsWith("<![CDATA[", valueAt);
    const cdataClose = cdata ? cdataEnd(valueAt) : -1;
    const close = closer(cdataClose === -1 ? keyEnd + 1 : cdataClose);
    const next = body.indexOf(parameter, keyEnd);
    let stop: number;
    let resume: number;
    if (close !== -1 && (next === -1 || close < next || (cdata && cdataContent(body.slice(keyEnd + 1, close)) !== undefined))) {
      stop = close;
      resume = close + "</parameter>".length;
    } else {
      // tolerance: a parameter left unclosed ends where the next one starts (or at the body's end).
      stop = next === -1 ? body.length : next;
      resume = stop;
    }
    const raw = body.slice(keyEnd + 1, stop);
    pairs.push([key, cdataContent(raw) ?? framedValue(raw)]);
    const following = body.indexOf(parameter, resume);
    if (body.slice(resume, following === -1 ? body.length : following).trim() !== "") return stray;
    pos = following;
  }
  return xmlArguments(pairs, guideOf(name)) ?? badKey;
}
