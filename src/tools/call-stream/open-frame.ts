import { envelopeFrame, gemmaFrame, jsonArgsFrame, pythonicFrame, xmlFrame, type OpenState, type XmlMarkup } from "./frames.js";
import type { OpenerReading } from "./openers.js";
import type { TrackerState } from "./tracker-state.js";
import { morphOpen } from "./xml-frames.js";

/** Longest head looked at: past it, no reading of the opener matched and the text is no call. */
const maxHead = 300;

/**
 * What follows a call's opener, read by one of the readings its formats declare: JSON call envelopes when
 * a `{` (or a list of objects) follows; else the first head that matches (the call's name, then its
 * arguments in the reading's body); else Python calls. Text that fits none is no call: the search for
 * markup resumes right after the token's first character, so markup inside the token's text is still found.
 */
export function opened(t: TrackerState, current: OpenState): boolean {
  const first = t.nonSpace(current.from);
  if (first === -1) return false;
  const c = t.charAt(first) as string;
  const giveUp = (): boolean => t.finish(current.at + 1);
  const readings = current.readings;
  if (readings.length === 0) {
    // `{"` in prose: a JSON object, read as JSON (calls in it shown), so markup in its strings is data.
    if (c !== '"') return giveUp();
    t.frame = envelopeFrame(current.at, "json");
    return true;
  }
  if (c === "{" || c === "[") {
    const next = c === "[" ? t.nonSpace(first + 1) : first;
    if (next === -1) return false;
    const calls = readings.find((r) => r.body.read === "calls" && r.head === undefined);
    if (t.charAt(next) === "{" && calls !== undefined) {
      t.frame = { ...envelopeFrame(first, calls.format), ...(calls.body.read === "calls" && calls.body.close !== undefined ? { closer: calls.body.close } : {}) };
      return true;
    }
    const named = readings.find((r) => r.opener.name !== undefined && r.body.read === "arguments");
    if (c === "{" && named !== undefined) {
      t.frame = jsonArgsFrame(first, t.open(named.opener.name as string, named.format));
      return true;
    }
  }
  const tag = readings.find((r) => r.opener.name !== undefined && r.body.read === "elements");
  if (tag !== undefined) return morphOpen(t, tag.opener.name as string, tag.body.read === "elements" && tag.body.empty === true, current.from);
  const heads = readings.filter((r) => r.head !== undefined);
  // A head never starts with markup: `<tool_call><function=…>` is read by the opener of `<function=`.
  if (heads.length > 0 && c !== "<" && c !== "{" && c !== "[") {
    const text = t.shapeCut(first, first + maxHead);
    for (const reading of heads) {
      const match = (reading.head as RegExp).exec(text);
      if (match === null || match.index !== 0) continue;
      return read(t, current, reading, first, match);
    }
    return text.length < maxHead ? false : giveUp();
  }
  const python = readings.find((r) => r.body.read === "python");
  if (python !== undefined) {
    t.frame = { ...pythonicFrame(first, python.format, false), origin: current.at + 1 };
    // The token opened the list (`\n[`): its calls follow.
    if (current.token.endsWith("[")) t.frame.listed = true;
    return true;
  }
  return giveUp();
}

/** The reading whose head matched at `first`: the call named, its arguments read by the reading's body. */
function read(t: TrackerState, current: OpenState, reading: OpenerReading, first: number, match: RegExpExecArray): boolean {
  const at = first + match[0].length;
  const group = match.findIndex((value, index) => index > 0 && value !== undefined);
  const indices = group === -1 ? undefined : match.indices?.[group];
  const name = indices === undefined ? undefined : t.cut(first + indices[0], first + indices[1]);
  const body = reading.body;
  if (body.read === "calls") {
    const start = t.nonSpace(at);
    if (start === -1) return false;
    t.frame = { ...envelopeFrame(start, reading.format), ...(body.close === undefined ? {} : { closer: body.close }) };
    return true;
  }
  if (name === undefined) return t.finish(current.at + 1);
  const call = t.open(name, reading.format);
  switch (body.read) {
    case "arguments":
      t.frame = jsonArgsFrame(at, call);
      return true;
    case "literal": {
      const brace = t.nonSpace(at);
      if (brace === -1) return false;
      if (t.charAt(brace) !== "{") return t.finish(at);
      if (call !== undefined) call.input = {};
      t.frame = gemmaFrame(brace, call, body.syntax);
      return true;
    }
    case "xml": {
      const markup = reading.opener.namespaced === true ? namespaced(t, current.at, body) : body;
      if (markup === undefined) return t.finish(current.at + 1);
      if (call !== undefined) call.input = {};
      t.frame = xmlFrame(at, markup, call, call === undefined ? undefined : t.lookup.guideOf(call.tool));
      return true;
    }
    case "elements":
      return morphOpen(t, name, body.empty === true, at);
    default:
      t.frame = { ...pythonicFrame(first, reading.format, false), origin: current.at + 1 };
      return true;
  }
}

/** The markup of a namespaced call (`<ns:invoke name="`): `{ns}` is the prefix written right before the token. */
function namespaced(t: TrackerState, at: number, markup: XmlMarkup): XmlMarkup | undefined {
  const before = t.cut(Math.max(0, at - 33), at);
  const prefix = /<([A-Za-z_][\w.-]{0,31})$/.exec(before)?.[1];
  if (prefix === undefined) return undefined;
  const fill = (s: string): string => s.replaceAll("{ns}", prefix);
  return { ...markup, key: [fill(markup.key[0]), fill(markup.key[1])], value: [fill(markup.value[0]), fill(markup.value[1])], end: fill(markup.end) };
}
