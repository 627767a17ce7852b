import { createIncrementalParser } from "../../tolerant/index.js";
import type { IncrementalParser } from "../../tolerant/index.js";
import { isPlainObject } from "../../coerce/json.js";
import type { GuideNode } from "../../schema/index.js";
import { propertyNode, typedText } from "../formats/typed-text.js";
import { framedValue } from "../formats/xml-values.js";

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
}

type Opener = { readonly token: string; readonly kind: Frame["kind"] };

/** The call tokens watched for outside calls; reasoning blocks are skipped whole. */
const openers: readonly Opener[] = [
  { token: "<think>", kind: "think" },
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
];
const longest = Math.max(...openers.map((o) => o.token.length));

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
  | { kind: "think"; from: number }
  | { kind: "tool-call"; from: number }
  | (XmlState & { kind: "qwen" })
  | (XmlState & { kind: "glm" })
  | { kind: "mistral"; from: number; seen?: number }
  | { kind: "envelope"; from: number; format: string; parser: IncrementalParser; fed: number; calls: (TrackedCall | undefined)[] }
  | { kind: "kimi" | "deepseek" | "harmony"; from: number; seen?: number }
  | { kind: "json-args"; from: number; parser: IncrementalParser; fed: number; call: TrackedCall | undefined };

/**
 * Follows calls in text that arrives in chunks: the tool's name as soon as the markup gives it, the input
 * as it grows (JSON arguments through the incremental parser, XML parameters as each one closes). Each
 * character is looked at a bounded number of times: linear in the stream. A preview only: the final
 * outcome is the toolset's parse of the whole text.
 */
export function createCallTracker(lookup: TrackerLookup) {
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

  /** Runs the current frame on the text so far; `true` when it made progress and should run again. */
  const step = (): boolean => {
    if (frame === undefined) return outside();
    switch (frame.kind) {
      case "think":
        return closeAt(frame, "</think>");
      case "tool-call":
        return toolCall(frame);
      case "qwen":
        return qwen(frame);
      case "glm":
        return glm(frame);
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
    frame = best.opener.kind === "envelope" ? envelopeFrame(from, formatOf(best.opener.token)) : ({ kind: best.opener.kind, from } as Frame);
    if (frame.kind === "qwen" || frame.kind === "glm") frame = xmlFrame(frame.kind, from);
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

  /**
   * The next parameter of an XML call once its closer arrived, or the call's end. Positions found are kept
   * in the frame and each search resumes where the last one stopped, so a long value is scanned once.
   */
  const xmlParameters = (current: Frame & { kind: "qwen" | "glm" }, keyOpen: string, keyClose: string, valueClose: string, callClose: string): boolean => {
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
      const keyEnd = find(keyClose, resume(next));
      if (keyEnd === -1) return wait(current);
      current.keyEnd = keyEnd;
      if (current.kind === "glm") {
        // GLM may write a line break between `</arg_key>` and `<arg_value>`.
        const value = find("<arg_value>", keyEnd);
        if (value === -1) return wait(current);
        current.valueStart = value + "<arg_value>".length;
      } else current.valueStart = keyEnd + keyClose.length;
    }
    const close = find(valueClose, resume(current.valueStart));
    if (close === -1) return wait(current);
    const key = cut(next + keyOpen.length, current.keyEnd).trim();
    const raw = cut(current.valueStart, close);
    const value = current.kind === "qwen" ? framedValue(raw) : raw;
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
    const value = snapshot.value;
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    for (let i = 0; i < list.length; i++) {
      const entry: unknown = list[i];
      if (!isPlainObject(entry)) continue;
      const base = Array.isArray(value) ? [i] : [];
      const nameKey = typeof entry["name"] === "string" ? "name" : typeof entry["tool_name"] === "string" ? "tool_name" : undefined;
      if (current.calls[i] === undefined && nameKey !== undefined && snapshot.isComplete([...base, nameKey])) {
        current.calls[i] = open(entry[nameKey] as string, current.format);
      }
      const call = current.calls[i];
      if (call === undefined) continue;
      call.input = entry["arguments"] ?? entry["parameters"];
      call.complete = snapshot.isComplete(base);
    }
    if (!snapshot.done) return false;
    const result = current.parser.end();
    return finish(result.ok ? current.from + result.end : size());
  };

  /** The first offset the current state may still read. */
  function keepFrom(): number {
    if (frame === undefined) return Math.max(0, Math.min(scan, size() - longest));
    switch (frame.kind) {
      case "qwen":
      case "glm":
        return Math.min(frame.from, frame.next ?? frame.from, Math.max(0, frame.seen - 32) || frame.from);
      case "envelope":
      case "json-args":
        return frame.fed;
      default:
        return Math.min(frame.from, Math.max(0, ("seen" in frame ? (frame.seen ?? 0) : 0) - 32) || frame.from);
    }
  }

  function xmlFrame(kind: "qwen" | "glm", from: number): Frame {
    return { kind, from, call: undefined, guide: undefined, seen: 0, next: undefined, keyEnd: undefined, valueStart: undefined };
  }

  function envelopeFrame(from: number, format: string): Frame {
    return { kind: "envelope", from, format, parser: createIncrementalParser(), fed: from, calls: [] };
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
