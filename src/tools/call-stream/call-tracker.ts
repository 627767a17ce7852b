import { createIncrementalParser } from "../../tolerant/index.js";
import type { IncrementalParser } from "../../tolerant/index.js";
import { isPlainObject } from "../../coerce/json.js";
import type { GuideNode } from "../../schema/index.js";
import { propertyNode, typedText } from "../formats/typed-text.js";
import { decodeEntities, framedValue } from "../formats/xml-values.js";
import { invokeDialects, type InvokeDialect } from "../formats/xml-invoke.js";
import { readLiteral } from "../formats/literal.js";
import { gemmaSyntax } from "../formats/gemma.js";
import { pythonSyntax, readPythonicCall } from "../formats/pythonic-calls.js";
import { cdataContent } from "../formats/xml-values.js";
import { createJsonCallWalker, type JsonCallSite } from "./json-calls.js";

/** A call as the tracker builds it, updated in place. */
export interface TrackedCall {
  index: number;
  tool: string;
  input: unknown;
  complete: boolean;
  format: string;
}

/** What the tracker needs from the toolset: a name resolved to a declared tool (else `undefined`), and its schema. */
export interface TrackerLookup {
  readonly resolve: (name: string) => string | undefined;
  readonly guideOf: (tool: string) => GuideNode | undefined;
  /** The declared names, for markup that only a declared name opens (morph-xml tags, name-json lines). */
  readonly names?: readonly string[];
}

type Opener = { readonly token: string; readonly kind: Frame["kind"]; readonly name?: string };

/** The call tokens watched for outside calls; reasoning blocks and code fences are skipped whole. */
const markupOpeners: readonly Opener[] = [
  { token: "<think>", kind: "think" },
  { token: "```", kind: "fence" },
  { token: "Action:", kind: "react" },
  { token: "\n[", kind: "pythonic" },
  { token: "<tool_call>", kind: "tool-call" },
  { token: "<seed:tool_call>", kind: "tool-call" },
  { token: "<function=", kind: "qwen" },
  { token: "[TOOL_CALLS]", kind: "mistral" },
  { token: "<|python_tag|>", kind: "envelope" },
  { token: "<|tool_call|>", kind: "envelope" },
  { token: "<|START_ACTION|>", kind: "envelope" },
  { token: "<|tool_call_begin|>", kind: "kimi" },
  { token: "<｜tool▁call▁begin｜>", kind: "deepseek" },
  { token: "to=functions.", kind: "harmony" },
  ...invokeDialects.map((dialect) => ({ token: dialect.invoke, kind: "invoke" as const })),
  { token: "<|tool_call_start|>", kind: "pythonic" },
  { token: "<|python_start|>", kind: "pythonic" },
  { token: "<function_calls>", kind: "pythonic" },
  { token: "<|tool_call>", kind: "gemma" },
  { token: "<start_function_call>", kind: "gemma" },
];

/** Most declared tools watched for by name (morph-xml tags, name-json lines): each is one more search of the stream. */
const maxNamedTools = 64;

/** The openers of one toolset: the markup's, and a declared tool's tag or line for morph-xml and name-json. */
function openersOf(names: readonly string[]): readonly Opener[] {
  if (names.length > maxNamedTools) return markupOpeners;
  const named = names.filter((name) => /^[A-Za-z_][\w.-]*$/.test(name));
  return [
    ...markupOpeners,
    ...named.map((name) => ({ token: `<${name}>`, kind: "morph" as const, name })),
    ...named.map((name) => ({ token: `<${name}/>`, kind: "morph" as const, name })),
    ...named.map((name) => ({ token: `\n${name}\n`, kind: "name-json" as const, name })),
  ];
}

/** An XML call's state: its call, its schema, and the positions of the parameter being read. */
interface XmlState {
  from: number;
  call: TrackedCall | undefined;
  guide: GuideNode | undefined;
  seen: number;
  next: number | undefined;
  keyEnd: number | undefined;
  valueStart: number | undefined;
}

type Frame =
  | { kind: "think"; from: number; closer?: string }
  | { kind: "fence"; from: number }
  | { kind: "react"; from: number; call: TrackedCall | undefined; named: boolean }
  | { kind: "name-json"; from: number; name: string }
  | MorphState
  | { kind: "tool-call"; from: number }
  | (XmlState & { kind: "qwen" })
  | (XmlState & { kind: "glm" })
  | (XmlState & { kind: "invoke"; dialect: InvokeDialect })
  | { kind: "mistral"; from: number; seen?: number }
  | PythonicState
  | GemmaState
  | { kind: "envelope"; from: number; format: string; parser: IncrementalParser; fed: number; sites: Map<string, TrackedCall | undefined>; walker: ReturnType<typeof createJsonCallWalker>; closer?: string }
  | { kind: "kimi" | "deepseek" | "harmony"; from: number; seen?: number }
  | { kind: "json-args"; from: number; parser: IncrementalParser; fed: number; call: TrackedCall | undefined };

/** A pythonic call list's state: the call being read, and a string-aware scan for its closing parenthesis. */
interface PythonicState {
  kind: "pythonic";
  /** Where the frame began: text that turns out to be no call is looked at again from there. */
  origin: number;
  from: number;
  format: string;
  listed: boolean;
  /** Calls begun in this frame. */
  calls: number;
  call: TrackedCall | undefined;
  callStart: number;
  pairStart: number;
  pos: number;
  depth: number;
  quote: string;
  escaped: boolean;
}

/** A morph-xml call's state: `<get_weather>` opened it; each `<key>…</key>` child is read once closed. */
interface MorphState {
  kind: "morph";
  from: number;
  name: string;
  call: TrackedCall | undefined;
  guide: GuideNode | undefined;
  /** How far the search for the current child's closer went in vain. */
  seen: number;
}

/** A Gemma call's state: `call:name{…}`, scanned for its closing brace with its raw string delimiters. */
interface GemmaState {
  kind: "gemma";
  from: number;
  call: TrackedCall | undefined;
  brace: number;
  pairStart: number;
  pos: number;
  depth: number;
  /** The raw string delimiter the scan is inside, or "". */
  quote: string;
}

/**
 * Follows calls in text that arrives in chunks: the tool's name as soon as the markup gives it, the input
 * as it grows (JSON arguments through the incremental parser, XML parameters as each one closes). Each
 * character is looked at a bounded number of times: linear in the stream. A preview only: the final
 * outcome is the toolset's parse of the whole text.
 */
export function createCallTracker(lookup: TrackerLookup) {
  const names = lookup.names ?? [];
  const openers = openersOf(names);
  const longest = Math.max(...openers.map((o) => o.token.length));
  // The text not yet consumed, from offset `base`; positions are offsets in the whole stream. Consumed text
  // is dropped after each push so that searches never copy the whole stream again (linear time).
  let tail = "";
  let base = 0;
  const chunks: string[] = [];
  const size = (): number => base + tail.length;
  const find = (token: string, from: number): number => {
    const at = tail.indexOf(token, Math.max(0, from - base));
    return at === -1 ? -1 : at + base;
  };
  const cut = (start: number, end?: number): string => tail.slice(Math.max(0, start - base), end === undefined ? undefined : end - base);
  const startsAt = (token: string, at: number): boolean => at >= base && tail.startsWith(token, at - base);
  const charAt = (at: number): string | undefined => (at >= base ? tail[at - base] : undefined);
  let scan = 0;
  let frame: Frame | undefined;
  const calls: TrackedCall[] = [];

  const open = (name: string, format: string): TrackedCall | undefined => {
    const tool = lookup.resolve(name.trim());
    if (tool === undefined) return undefined;
    const call: TrackedCall = { index: calls.length, tool, input: undefined, complete: false, format };
    calls.push(call);
    return call;
  };

  // Whether the start of the text was looked at: a call list or object written first is JSON calls.
  let started = false;
  let lead = 0;
  const start = (): boolean => {
    while (lead < size() && /\s/.test(charAt(lead) as string)) lead++;
    const at = lead;
    let next = at + 1;
    while (next < size() && /\s/.test(charAt(next) as string)) next++;
    if (next >= size()) return false;
    started = true;
    const first = charAt(at);
    // `{"name": …}` or `[{"name": …}, …]` (generic, OpenAI-style lists); `[get_weather(…)]` and `[TOOL_CALLS]` are not JSON.
    if (first === "{" || (first === "[" && charAt(next) === "{")) frame = envelopeFrame(at, "generic");
    // `[get_weather(city="Paris")]` first in the text: a pythonic list (read only when it names declared tools).
    else if (first === "[" && /[A-Za-z_]/.test(charAt(next) as string)) frame = { ...(pythonicFrame(next, "pythonic", true) as PythonicState), origin: at };
    else if (/[A-Za-z_]/.test(first as string) && names.length <= maxNamedTools) {
      // A declared tool's name alone on the first line (name-json): wait for the line while it may still be one.
      const line = find("\n", at);
      const head = cut(at, line === -1 ? undefined : line).trimEnd();
      if (line === -1) {
        if (!names.some((name) => name.startsWith(head))) return true;
        started = false;
        return false;
      }
      if (names.includes(head)) frame = { kind: "name-json", from: line + 1, name: head };
    }
    return true;
  };

  /** Runs the current frame on the text so far; `true` when it made progress and should run again. */
  const step = (): boolean => {
    if (!started) return start();
    if (frame === undefined) return outside();
    switch (frame.kind) {
      case "think":
        return closeAt(frame, frame.closer ?? "</think>");
      case "fence":
        return fence(frame);
      case "react":
        return react(frame);
      case "name-json":
        return nameJson(frame);
      case "morph":
        return morph(frame);
      case "tool-call":
        return toolCall(frame);
      case "qwen":
        return qwen(frame);
      case "glm":
        return glm(frame);
      case "invoke":
        return invoke(frame);
      case "pythonic":
        return pythonicCalls(frame);
      case "gemma":
        return gemmaCall(frame);
      case "mistral":
        return mistral(frame);
      case "envelope":
        return envelope(frame);
      case "kimi":
        return namedHead(frame, "<|tool_call_argument_begin|>", "kimi", (head) => head.trim().replace(/^functions\./, "").replace(/:\d+$/, ""));
      case "deepseek":
        return namedHead(frame, "<｜tool▁sep｜>", "deepseek", (head) => head.trim());
      case "harmony":
        return namedHead(frame, "<|message|>", "harmony", (head) => /^[A-Za-z_][\w.-]*/.exec(head)?.[0] ?? "");
      case "json-args":
        return jsonArgs(frame);
    }
  };

  // Per opener: its next occurrence at or after `scan`, or how far it was looked for in vain.
  const found = openers.map(() => ({ at: -1, searched: 0 }));
  const outside = (): boolean => {
    let best: { at: number; opener: Opener } | undefined;
    for (let i = 0; i < openers.length; i++) {
      const opener = openers[i] as Opener;
      const cache = found[i] as { at: number; searched: number };
      if (cache.at < scan) {
        cache.at = find(opener.token, Math.max(scan, cache.searched - opener.token.length));
        cache.searched = size();
      }
      if (cache.at !== -1 && (best === undefined || cache.at < best.at)) best = { at: cache.at, opener };
    }
    if (best === undefined) {
      scan = Math.max(scan, size() - longest);
      return false;
    }
    const from = best.at + best.opener.token.length;
    if (best.opener.kind === "pythonic" && best.opener.token === "\n[") {
      // A pythonic list at the start of a later line; text that is no call is looked at again from its `[`.
      frame = { ...(pythonicFrame(from, "pythonic", true) as PythonicState), origin: best.at + 1 };
      return true;
    }
    if (best.opener.kind === "morph") return morphOpen(best.opener, from);
    if (best.opener.kind === "name-json") {
      frame = { kind: "name-json", from, name: best.opener.name as string };
      return true;
    }
    if (best.opener.kind === "react") {
      frame = { kind: "react", from, call: undefined, named: false };
      return true;
    }
    frame = best.opener.kind === "envelope" ? envelopeFrame(from, formatOf(best.opener.token)) : ({ kind: best.opener.kind, from } as Frame);
    if (frame.kind === "qwen" || frame.kind === "glm") frame = xmlFrame(frame.kind, from);
    if (frame.kind === "gemma") frame = { kind: "gemma", from, call: undefined, brace: -1, pairStart: -1, pos: -1, depth: 0, quote: "" };
    if (frame.kind === "pythonic") frame = pythonicFrame(from, best.opener.token === "<|tool_call_start|>" ? "lfm2" : "pythonic", false);
    if (frame.kind === "invoke") {
      const token = best.opener.token;
      frame = { ...(xmlFrame("glm", from) as XmlState), kind: "invoke", dialect: invokeDialects.find((d) => d.invoke === token) as InvokeDialect };
    }
    return true;
  };

  const finish = (at: number): boolean => {
    frame = undefined;
    scan = at;
    return true;
  };

  const closeAt = (current: Frame, closer: string): boolean => {
    const at = find(closer, current.from);
    if (at === -1) {
      current.from = Math.max(current.from, size() - closer.length);
      return false;
    }
    return finish(at + closer.length);
  };

  /** The first offset at or after `from` that is not white space, or -1 when the text so far ends first. */
  const nonSpace = (from: number): number => {
    let at = from;
    while (at < size() && /\s/.test(charAt(at) as string)) at++;
    return at < size() ? at : -1;
  };

  /** A code fence: JSON in it may be calls (a LangChain blob, Cohere's list); any other content is a sample, skipped whole. */
  const fence = (current: Frame & { kind: "fence" }): boolean => {
    const line = find("\n", current.from);
    if (line === -1) return size() - current.from > 64 ? finish(current.from) : false;
    const at = nonSpace(line + 1);
    if (at === -1) return false;
    const c = charAt(at);
    if (c === "{" || c === "[") frame = { ...(envelopeFrame(at, "json") as Frame & { kind: "envelope" }), closer: "```" };
    else frame = { kind: "think", from: line + 1, closer: "```" };
    return true;
  };

  /** ReAct `Action: click` then `Action Input: {…}` (JSON arguments stream), or Cohere's `Action: ```json [...]```. */
  const react = (current: Frame & { kind: "react" }): boolean => {
    if (!current.named) {
      let at = current.from;
      while (at < size() && (charAt(at) === " " || charAt(at) === "\t")) at++;
      if (size() - at < 3) return false;
      if (startsAt("```", at)) {
        frame = { kind: "fence", from: at + 3 };
        return true;
      }
      const line = find("\n", at);
      if (line === -1) return size() - at > 256 ? finish(at) : false;
      current.call = open(cut(at, line).replace(/^[*`\s]+|[*`\s]+$/g, ""), "react");
      if (current.call === undefined) return finish(line);
      current.named = true;
      current.from = line + 1;
      return true;
    }
    const at = nonSpace(current.from);
    if (at === -1) return false;
    const label = "Action Input:";
    if (size() - at < label.length) return false;
    if (!startsAt(label, at)) return finish(at);
    const value = nonSpace(at + label.length);
    if (value === -1) return false;
    const c = charAt(value);
    if (c === "{" || c === "[") {
      frame = jsonArgsFrame(value, current.call);
      return true;
    }
    // Plain text or a fenced input: the whole answer's parse reads it.
    return finish(value);
  };

  /** name-json: a declared tool's name alone on a line, then its JSON arguments. */
  const nameJson = (current: Frame & { kind: "name-json" }): boolean => {
    const at = nonSpace(current.from);
    if (at === -1) return false;
    if (charAt(at) !== "{") return finish(at);
    frame = jsonArgsFrame(at, open(current.name, "name-json"));
    return true;
  };

  /** morph-xml: `<get_weather>` names the call; `<get_time/>` is a whole call without parameters. */
  const morphOpen = (opener: Opener, from: number): boolean => {
    const call = open(opener.name as string, "morph-xml");
    if (call !== undefined) call.input = {};
    if (opener.token.endsWith("/>")) {
      if (call !== undefined) call.complete = true;
      return finish(from);
    }
    frame = { kind: "morph", from, name: opener.name as string, call, guide: call === undefined ? undefined : lookup.guideOf(call.tool), seen: 0 };
    return true;
  };

  /** A morph-xml call's children, each once its closer arrived; its end at `</name>`. */
  const morph = (current: MorphState): boolean => {
    const at = nonSpace(current.from);
    if (at === -1) return false;
    const close = `</${current.name}>`;
    if (charAt(at) !== "<") {
      // Not parameter elements (a YAML body, prose): the whole answer's parse decides; its end is the call's.
      const end = find(close, Math.max(at, current.seen - close.length));
      if (end === -1) return wait(current);
      return finish(end + close.length);
    }
    if (size() - at < close.length) return false;
    if (startsAt(close, at)) {
      if (current.call !== undefined) current.call.complete = true;
      return finish(at + close.length);
    }
    const tag = /^<([A-Za-z_0-9][\w.-]*)(\/?)>/.exec(cut(at, at + 260));
    if (tag === null) return size() - at > 256 || /^<[^>]*>/.test(cut(at, at + 260)) ? finish(at) : false;
    const key = tag[1] as string;
    const valueStart = at + tag[0].length;
    let raw = "";
    let next = valueStart;
    if (tag[2] !== "/") {
      const closer = `</${key}>`;
      const end = find(closer, Math.max(valueStart, current.seen - closer.length));
      if (end === -1) return wait(current);
      raw = cut(valueStart, end);
      next = end + closer.length;
    }
    // Child elements (an object or list parameter) are left to the whole answer's parse.
    if (current.call !== undefined && isPlainObject(current.call.input) && (cdataContent(raw) !== undefined || !raw.trim().startsWith("<"))) {
      const text = cdataContent(raw) ?? decodeEntities(framedValue(raw));
      Object.defineProperty(current.call.input, key, { value: typedText(text, propertyNode(current.guide, key)), enumerable: true, writable: true, configurable: true });
    }
    current.from = next;
    current.seen = 0;
    return true;
  };

  const toolCall = (current: Frame): boolean => {
    let at = current.from;
    while (at < size() && /\s/.test(charAt(at) as string)) at++;
    current.from = at;
    if (at >= size()) return false;
    const c = charAt(at) as string;
    if (c === "{" || c === "[") frame = envelopeFrame(at, "hermes");
    else if (c === "<") {
      if (size() - at < "<function=".length) return false;
      if (!startsAt("<function=", at)) return finish(at);
      frame = xmlFrame("qwen", at + "<function=".length);
    } else frame = xmlFrame("glm", at);
    return true;
  };

  const qwen = (current: Frame & { kind: "qwen" }): boolean => {
    if (current.call === undefined) {
      const end = find(">", current.from);
      if (end === -1) return false;
      current.call = open(cut(current.from, end), "qwen-xml");
      current.guide = current.call === undefined ? undefined : lookup.guideOf(current.call.tool);
      current.from = end + 1;
      if (current.call !== undefined) current.call.input = {};
      return true;
    }
    return xmlParameters(current, "<parameter=", ">", "</parameter>", "</function>");
  };

  const glm = (current: Frame & { kind: "glm" }): boolean => {
    if (current.call === undefined) {
      const key = find("<arg_key>", current.from);
      const close = find("</tool_call>", current.from);
      const end = key === -1 ? close : close === -1 ? key : Math.min(key, close);
      if (end === -1) return false;
      current.call = open(cut(current.from, end), "glm");
      current.guide = current.call === undefined ? undefined : lookup.guideOf(current.call.tool);
      if (current.call !== undefined) current.call.input = {};
      current.from = end;
      return true;
    }
    return xmlParameters(current, "<arg_key>", "</arg_key>", "</arg_value>", "</tool_call>");
  };

  const invoke = (current: Frame & { kind: "invoke" }): boolean => {
    if (current.call === undefined) {
      const quote = find('"', current.from);
      const end = quote === -1 ? -1 : find(">", quote);
      if (end === -1) return false;
      current.call = open(cut(current.from, quote), "xml-invoke");
      current.guide = current.call === undefined ? undefined : lookup.guideOf(current.call.tool);
      if (current.call !== undefined) current.call.input = {};
      current.from = end + 1;
      return true;
    }
    const { parameter, paramClose, close } = current.dialect;
    return xmlParameters(current, parameter, '"', paramClose, close);
  };

  /**
   * Pythonic calls, `[get_weather(city="Paris"), get_time(tz="CET")]`: the name once `name(` is written,
   * each keyword argument once the comma after it comes, the whole call read once at its `)`.
   */
  const pythonicCalls = (current: PythonicState): boolean => {
    if (current.call === undefined && current.callStart === -1) {
      let at = current.from;
      while (at < size() && /\s/.test(charAt(at) as string)) at++;
      current.from = at;
      if (at >= size()) return false;
      const c = charAt(at) as string;
      if (!current.listed && (c === "[" || c === "{")) {
        let next = at + 1;
        while (next < size() && /\s/.test(charAt(next) as string)) next++;
        if (next >= size()) return false;
        // LFM2 may write a JSON list between the same markers.
        if (c === "{" || charAt(next) === "{") frame = envelopeFrame(at, current.format);
        else {
          current.listed = true;
          current.from = next;
        }
        return true;
      }
      if (c === "," && current.listed) {
        current.from = at + 1;
        return true;
      }
      if (c === "]" && current.callStart === -1 && current.listed) return finish(at + 1);
      if (!/[A-Za-z_]/.test(c)) return finish(current.calls === 0 ? current.origin : at);
      let end = at;
      while (end < size() && end - at < 256 && /[\w.-]/.test(charAt(end) as string)) end++;
      if (end >= size()) return false;
      // Not `name(`: no call here (`[TOOL_CALLS]`, a markdown link); other markup may start at the frame's origin.
      if (charAt(end) !== "(") return finish(current.calls === 0 ? current.origin : at);
      current.call = open(cut(at, end), current.format);
      current.calls++;
      if (current.call !== undefined) current.call.input = {};
      current.callStart = at;
      current.pairStart = end + 1;
      current.pos = end + 1;
      current.depth = 1;
      return true;
    }
    // One pass over the call's text: quotes, escapes and brackets, to its closing parenthesis.
    while (current.pos < size()) {
      const c = charAt(current.pos) as string;
      const at = current.pos++;
      if (current.quote !== "") {
        if (current.escaped) current.escaped = false;
        else if (c === "\\") current.escaped = true;
        else if (c === current.quote) current.quote = "";
        continue;
      }
      if (c === '"' || c === "'") current.quote = c;
      else if (c === "(" || c === "[" || c === "{") current.depth++;
      else if (c === ")" || c === "]" || c === "}") current.depth--;
      if (current.depth === 1 && c === ",") {
        keywordArgument(current, cut(current.pairStart, at));
        current.pairStart = at + 1;
      }
      if (current.depth === 0) {
        const whole = readPythonicCall(cut(current.callStart, at + 1), 0);
        if (current.call !== undefined && whole !== undefined) {
          current.call.input = whole.arguments;
          current.call.complete = true;
        }
        if (whole === undefined) return finish(at + 1);
        current.call = undefined;
        current.callStart = -1;
        // Unlisted calls come one a line (OLMo 3); anything else after a call ends the frame.
        current.from = at + 1;
        return true;
      }
    }
    return false;
  };

  /** Gemma's `call:get_weather{city:<escape>Paris<escape>, days:3}`: the name at `{`, each argument at its comma, the whole at `}`. */
  const gemmaCall = (current: GemmaState): boolean => {
    if (current.brace === -1) {
      let at = current.from;
      while (at < size() && /\s/.test(charAt(at) as string)) at++;
      current.from = at;
      if (size() - at < "call:".length) return false;
      if (!startsAt("call:", at)) return finish(at);
      const brace = find("{", at);
      if (brace === -1) return size() - at > 256 ? finish(at) : false;
      current.call = open(cut(at + "call:".length, brace), "gemma");
      if (current.call !== undefined) current.call.input = {};
      current.brace = brace;
      current.pairStart = brace + 1;
      current.pos = brace + 1;
      current.depth = 1;
      return true;
    }
    const delimiters = gemmaSyntax.rawQuotes;
    while (current.pos < size()) {
      const at = current.pos;
      if (current.quote !== "") {
        const close = find(current.quote, at);
        if (close === -1) {
          current.pos = Math.max(at, size() - current.quote.length);
          return false;
        }
        current.pos = close + current.quote.length;
        current.quote = "";
        continue;
      }
      const c = charAt(at) as string;
      if (c === "<") {
        const delimiter = delimiters.find((d) => startsAt(d, at));
        if (delimiter !== undefined) {
          current.quote = delimiter;
          current.pos = at + delimiter.length;
          continue;
        }
        // A delimiter still arriving: wait for it whole.
        if (delimiters.some((d) => size() - at < d.length && d.startsWith(cut(at)))) return false;
      }
      current.pos++;
      if (c === "{" || c === "[") current.depth++;
      else if (c === "}" || c === "]") current.depth--;
      if (current.depth === 1 && c === ",") {
        const pair = cut(current.pairStart, at);
        const key = /^\s*([A-Za-z_]\w*)\s*:/.exec(pair);
        const value = key === null ? undefined : readLiteral(pair, key[0].length, gemmaSyntax);
        if (key !== null && value !== undefined && pair.slice(value.end).trim() === "" && current.call !== undefined && isPlainObject(current.call.input)) {
          Object.defineProperty(current.call.input, key[1] as string, { value: value.value, enumerable: true, writable: true, configurable: true });
        }
        current.pairStart = at + 1;
      }
      if (current.depth === 0) {
        const whole = readLiteral(cut(current.brace, at + 1), 0, gemmaSyntax);
        if (current.call !== undefined && whole !== undefined) {
          current.call.input = whole.value;
          current.call.complete = true;
        }
        return finish(at + 1);
      }
    }
    return false;
  };

  /** One `key=value` of a pythonic call, into its partial input. */
  const keywordArgument = (current: PythonicState, pair: string): void => {
    const key = /^\s*([A-Za-z_]\w*)\s*=/.exec(pair);
    if (key === null || current.call === undefined || !isPlainObject(current.call.input)) return;
    const value = readLiteral(pair, key[0].length, pythonSyntax);
    if (value === undefined || pair.slice(value.end).trim() !== "") return;
    Object.defineProperty(current.call.input, key[1] as string, { value: value.value, enumerable: true, writable: true, configurable: true });
  };

  /**
   * The next parameter of an XML call once its closer arrived, or the call's end. Positions found are kept
   * in the frame and each search resumes where the last one stopped, so a long value is scanned once.
   */
  const xmlParameters = (current: Frame & { kind: "qwen" | "glm" | "invoke" }, keyOpen: string, keyClose: string, valueClose: string, callClose: string): boolean => {
    const resume = (from: number): number => Math.max(from, current.seen - 32);
    if (current.next === undefined) {
      const next = find(keyOpen, resume(current.from));
      const end = find(callClose, resume(current.from));
      if (end !== -1 && (next === -1 || end < next)) {
        if (current.call !== undefined) current.call.complete = true;
        return finish(end + callClose.length);
      }
      if (next === -1) return wait(current);
      current.next = next;
    }
    const next = current.next;
    if (current.valueStart === undefined) {
      const keyEnd = find(keyClose, resume(next + keyOpen.length));
      if (keyEnd === -1) return wait(current);
      current.keyEnd = keyEnd;
      if (current.kind === "glm") {
        // GLM may write a line break between `</arg_key>` and `<arg_value>`.
        const value = find("<arg_value>", keyEnd);
        if (value === -1) return wait(current);
        current.valueStart = value + "<arg_value>".length;
      } else if (current.kind === "invoke") {
        // `<parameter name="city" string="true">`: the value starts after the tag's end.
        const tagEnd = find(">", keyEnd);
        if (tagEnd === -1) return wait(current);
        current.valueStart = tagEnd + 1;
      } else current.valueStart = keyEnd + keyClose.length;
    }
    const close = find(valueClose, resume(current.valueStart));
    if (close === -1) return wait(current);
    const key = cut(next + keyOpen.length, current.keyEnd).trim();
    const raw = cut(current.valueStart, close);
    const value = current.kind === "qwen" ? framedValue(raw) : current.kind === "invoke" ? decodeEntities(framedValue(raw)) : raw;
    if (current.call !== undefined && isPlainObject(current.call.input)) {
      Object.defineProperty(current.call.input, key, { value: typedText(value, propertyNode(current.guide, key)), enumerable: true, writable: true, configurable: true });
    }
    current.from = close + valueClose.length;
    current.next = undefined;
    current.keyEnd = undefined;
    current.valueStart = undefined;
    current.seen = 0;
    return true;
  };

  const wait = (current: { seen: number }): boolean => {
    current.seen = size();
    return false;
  };

  const mistral = (current: Frame & { seen?: number }): boolean => {
    let at = current.from;
    while (at < size() && /\s/.test(charAt(at) as string)) at++;
    current.from = at;
    if (at >= size()) return false;
    if (charAt(at) === "[" || charAt(at) === "{") {
      frame = envelopeFrame(at, "mistral");
      return true;
    }
    const from = Math.max(at, (current.seen ?? 0) - "[ARGS]".length);
    const args = find("[ARGS]", from);
    const brace = find("{", from);
    const end = args === -1 ? brace : brace === -1 ? args : Math.min(args, brace);
    if (end === -1) {
      current.seen = size();
      return false;
    }
    const head = cut(at, end);
    const name = head.includes("[CALL_ID]") ? head.slice(0, head.indexOf("[CALL_ID]")) : head;
    frame = jsonArgsFrame(end === args ? args + "[ARGS]".length : end, open(name, "mistral"));
    return true;
  };

  const namedHead = (current: Frame & { seen?: number }, marker: string, format: string, nameOf: (head: string) => string): boolean => {
    const at = find(marker, Math.max(current.from, (current.seen ?? 0) - marker.length));
    if (at === -1) {
      current.seen = size();
      return false;
    }
    let head = cut(current.from, at);
    if (format === "deepseek" && head.trim() === "function") {
      // V3: the name on the line after the separator.
      const line = find("\n", at + marker.length);
      if (line === -1) return false;
      head = cut(at + marker.length, line);
      frame = jsonArgsFrame(line + 1, open(nameOf(head), format));
      return true;
    }
    frame = jsonArgsFrame(at + marker.length, open(nameOf(head), format));
    return true;
  };

  const jsonArgs = (current: Frame & { kind: "json-args" }): boolean => {
    current.parser.push(cut(current.fed));
    current.fed = size();
    const snapshot = current.parser.snapshot();
    if (current.call !== undefined && snapshot.value !== undefined) current.call.input = snapshot.value;
    if (!snapshot.done) return false;
    const result = current.parser.end();
    if (current.call !== undefined) current.call.complete = result.ok && !result.truncated;
    return finish(result.ok ? current.from + result.end : size());
  };

  const envelope = (current: Frame & { kind: "envelope" }): boolean => {
    current.parser.push(cut(current.fed));
    current.fed = size();
    const snapshot = current.parser.snapshot();
    const sites: JsonCallSite[] = [];
    current.walker.walk(snapshot, sites);
    for (const site of sites) {
      if (!current.sites.has(site.key)) {
        if (site.name === undefined) continue;
        current.sites.set(site.key, open(site.name, site.format ?? (current.format === "json" ? "generic" : current.format)));
      }
      const call = current.sites.get(site.key);
      if (call === undefined) continue;
      call.input = site.input;
      call.complete = site.complete;
    }
    if (!snapshot.done) return false;
    const result = current.parser.end();
    const end = result.ok ? current.from + result.end : size();
    if (current.format === "generic") {
      // JSON calls one after another (`{…}\n{…}`): what starts after this one is looked at the same way.
      started = false;
      lead = end;
    }
    if (current.closer !== undefined) {
      frame = { kind: "think", from: end, closer: current.closer };
      return true;
    }
    return finish(end);
  };

  /** The first offset the current state may still read. */
  function keepFrom(): number {
    if (frame === undefined) return Math.max(0, Math.min(scan, size() - longest));
    switch (frame.kind) {
      case "qwen":
      case "glm":
      case "invoke":
        return Math.min(frame.from, frame.next ?? frame.from, Math.max(0, frame.seen - 32) || frame.from);
      case "envelope":
      case "json-args":
        return frame.fed;
      case "morph":
        return Math.min(frame.from, Math.max(0, frame.seen - 512) || frame.from);
      case "gemma":
        return frame.brace === -1 ? frame.from : Math.min(frame.brace, frame.pairStart);
      case "pythonic":
        if (frame.calls === 0) return frame.origin;
        return frame.callStart === -1 ? frame.from : Math.min(frame.callStart, frame.pairStart);
      default:
        return Math.min(frame.from, Math.max(0, ("seen" in frame ? (frame.seen ?? 0) : 0) - 32) || frame.from);
    }
  }

  function xmlFrame(kind: "qwen" | "glm", from: number): Frame {
    return { kind, from, call: undefined, guide: undefined, seen: 0, next: undefined, keyEnd: undefined, valueStart: undefined };
  }

  function pythonicFrame(from: number, format: string, listed: boolean): Frame {
    return { kind: "pythonic", origin: from, from, format, listed, calls: 0, call: undefined, callStart: -1, pairStart: from, pos: from, depth: 0, quote: "", escaped: false };
  }

  function envelopeFrame(from: number, format: string): Frame {
    return { kind: "envelope", from, format, parser: createIncrementalParser(), fed: from, sites: new Map(), walker: createJsonCallWalker() };
  }

  function jsonArgsFrame(from: number, call: TrackedCall | undefined): Frame {
    return { kind: "json-args", from, parser: createIncrementalParser(), fed: from, call };
  }

  return {
    calls: calls as readonly TrackedCall[],
    push(chunk: string): void {
      chunks.push(chunk);
      tail += chunk;
      // Each run either moves a frame's position forward or waits for more text.
      while (step());
      const keep = Math.min(keepFrom(), size());
      if (keep > base) {
        tail = tail.slice(keep - base);
        base = keep;
      }
    },
    get received(): number {
      return size();
    },
    get text(): string {
      const whole = chunks.join("");
      chunks.length = 0;
      chunks.push(whole);
      return whole;
    },
  };
}

function formatOf(token: string): string {
  if (token === "<|python_tag|>") return "llama";
  if (token === "<|tool_call|>") return "granite";
  return "cohere";
}
