import { invokeDialects, type InvokeDialect } from "../formats/xml-invoke.js";
import { envelopeFrame, gemmaFrame, pythonicFrame, xmlFrame, type Frame, type TrackedCall, type XmlState } from "./frames.js";
import { envelope, jsonArgs } from "./json-frames.js";
import { gemmaCall, pythonicCalls } from "./literal-frames.js";
import { fence, mistral, nameJson, namedHead, react, toolCall } from "./markup-frames.js";
import { TrackerState, type TrackerLookup } from "./tracker-state.js";
import { glm, invoke, morph, morphOpen, qwen } from "./xml-frames.js";


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
function openersOf(names: readonly string[], reads: (format: string) => boolean): readonly Opener[] {
  if (names.length > maxNamedTools) return markupOpeners;
  const named = names.filter((name) => /^[A-Za-z_][\w.-]*$/.test(name));
  const tags = reads("morph-xml") || reads("yaml-xml") ? named : [];
  return [
    ...markupOpeners,
    ...tags.map((name) => ({ token: `<${name}>`, kind: "morph" as const, name })),
    ...tags.map((name) => ({ token: `<${name}/>`, kind: "morph" as const, name })),
    ...(reads("name-json") ? named : []).map((name) => ({ token: `\n${name}\n`, kind: "name-json" as const, name })),
  ];
}

/**
 * Follows calls in text that arrives in chunks: the tool's name as soon as the markup gives it, the input
 * as it grows (JSON arguments through the incremental parser, XML parameters as each one closes). Each
 * character is looked at a bounded number of times: linear in the stream. A preview only: the final
 * outcome is the toolset's parse of the whole text. The readers of each frame live in the `*-frames.ts`
 * files beside this one; they share the tracker's state.
 */
export function createCallTracker(lookup: TrackerLookup) {
  const t = new TrackerState(lookup);
  const names = lookup.names ?? [];
  const openers = openersOf(names, (format) => t.reads(format));
  const longest = Math.max(...openers.map((o) => o.token.length));
  const chunks: string[] = [];

  const start = (): boolean => {
    while (t.lead < t.size() && /\s/.test(t.charAt(t.lead) as string)) t.lead++;
    const at = t.lead;
    let next = at + 1;
    while (next < t.size() && /\s/.test(t.charAt(next) as string)) next++;
    if (next >= t.size()) return false;
    t.started = true;
    const first = t.charAt(at);
    // `{"name": …}` or `[{"name": …}, …]` (generic, OpenAI-style lists); `[get_weather(…)]` and `[TOOL_CALLS]` are not JSON.
    if (first === "{" || (first === "[" && t.charAt(next) === "{")) t.frame = envelopeFrame(at, "generic");
    // `[get_weather(city="Paris")]` first in the text: a pythonic list (read only when it names declared tools).
    else if (first === "[" && /[A-Za-z_]/.test(t.charAt(next) as string)) t.frame = { ...pythonicFrame(next, "pythonic", true), origin: at };
    else if (/[A-Za-z_]/.test(first as string) && names.length <= maxNamedTools) {
      // A declared tool's name alone on the first line (name-json): wait for the line while it may still be one.
      const line = t.find("\n", at);
      const head = t.cut(at, line === -1 ? undefined : line).trimEnd();
      if (line === -1) {
        if (!names.some((name) => name.startsWith(head))) return true;
        t.started = false;
        return false;
      }
      if (names.includes(head)) t.frame = { kind: "name-json", from: line + 1, name: head };
    }
    return true;
  };

  /** Runs the current frame on the text so far; `true` when it made progress and should run again. */
  const step = (): boolean => {
    if (!t.started) return start();
    const frame = t.frame;
    if (frame === undefined) return outside();
    switch (frame.kind) {
      case "think":
        return t.closeAt(frame, frame.closer ?? "</think>");
      case "fence":
        return fence(t, frame);
      case "react":
        return react(t, frame);
      case "name-json":
        return nameJson(t, frame);
      case "morph":
        return morph(t, frame);
      case "tool-call":
        return toolCall(t, frame);
      case "qwen":
        return qwen(t, frame);
      case "glm":
        return glm(t, frame);
      case "invoke":
        return invoke(t, frame);
      case "pythonic":
        return pythonicCalls(t, frame);
      case "gemma":
        return gemmaCall(t, frame);
      case "mistral":
        return mistral(t, frame);
      case "envelope":
        return envelope(t, frame);
      case "kimi":
        return namedHead(t, frame, "<|tool_call_argument_begin|>", (head) => head.trim().replace(/^functions\./, "").replace(/:\d+$/, ""));
      case "deepseek":
        return namedHead(t, frame, "<｜tool▁sep｜>", (head) => head.trim());
      case "harmony":
        return namedHead(t, frame, "<|message|>", (head) => /^[A-Za-z_][\w.-]*/.exec(head)?.[0] ?? "");
      case "json-args":
        return jsonArgs(t, frame);
    }
  };

  // Per opener: its next occurrence at or after `scan`, or how far it was looked for in vain.
  const found = openers.map(() => ({ at: -1, searched: 0 }));
  const outside = (): boolean => {
    let best: { at: number; opener: Opener } | undefined;
    // One window of the text not yet searched by some opener, cut once for all of them.
    let lo = t.size();
    for (let i = 0; i < openers.length; i++) {
      const cache = found[i] as { at: number; searched: number };
      if (cache.at < t.scan) lo = Math.min(lo, Math.max(t.scan, cache.searched - (openers[i] as Opener).token.length));
    }
    lo = Math.max(lo, t.text.base);
    const window = lo < t.size() ? t.cut(lo) : "";
    for (let i = 0; i < openers.length; i++) {
      const opener = openers[i] as Opener;
      const cache = found[i] as { at: number; searched: number };
      if (cache.at < t.scan) {
        const at = window.indexOf(opener.token, Math.max(0, Math.max(t.scan, cache.searched - opener.token.length) - lo));
        cache.at = at === -1 ? -1 : lo + at;
        // Searched to the end in vain, or up to this occurrence: a later one in the same text is found next time.
        cache.searched = at === -1 ? t.size() : cache.at + opener.token.length;
      }
      if (cache.at !== -1 && (best === undefined || cache.at < best.at)) best = { at: cache.at, opener };
    }
    if (best === undefined) {
      t.scan = Math.max(t.scan, t.size() - longest);
      return false;
    }
    t.frame = frameAt(best.opener, best.at);
    return t.frame !== undefined || morphOpen(t, best.opener.name as string, best.opener.token.endsWith("/>"), best.at + best.opener.token.length);
  };

  /** The first offset the current state may still read. */
  function keepFrom(): number {
    const frame = t.frame;
    if (frame === undefined) return Math.max(0, Math.min(t.scan, t.size() - longest));
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

  return {
    calls: t.calls as readonly TrackedCall[],
    push(chunk: string): void {
      chunks.push(chunk);
      t.text.push(chunk);
      // Each run either moves a frame's position forward or waits for more text.
      while (step());
      t.text.dropBefore(Math.min(keepFrom(), t.size()));
    },
    get received(): number {
      return t.size();
    },
    get text(): string {
      const whole = chunks.join("");
      chunks.length = 0;
      chunks.push(whole);
      return whole;
    },
  };
}

/** The frame an opener found at `at` begins; `undefined` for a morph-xml tag, which opens its call at once. */
function frameAt(opener: Opener, at: number): Frame | undefined {
  const from = at + opener.token.length;
  switch (opener.kind) {
    case "pythonic":
      // A pythonic list at the start of a later line; text that is no call is looked at again from its `[`.
      if (opener.token === "\n[") return { ...pythonicFrame(from, "pythonic", true), origin: at + 1 };
      return pythonicFrame(from, opener.token === "<|tool_call_start|>" ? "lfm2" : "pythonic", false);
    case "morph":
      return undefined;
    case "name-json":
      return { kind: "name-json", from, name: opener.name as string };
    case "react":
      return { kind: "react", from, call: undefined, named: false };
    case "envelope":
      return envelopeFrame(from, formatOf(opener.token));
    case "qwen":
    case "glm":
      return xmlFrame(opener.kind, from);
    case "gemma":
      return gemmaFrame(from);
    case "invoke":
      return { ...(xmlFrame("glm", from) as XmlState), kind: "invoke", dialect: invokeDialects.find((d) => d.invoke === opener.token) as InvokeDialect };
    default:
      return { kind: opener.kind, from } as Frame;
  }
}

function formatOf(token: string): string {
  if (token === "<|python_tag|>") return "llama";
  if (token === "<|tool_call|>") return "granite";
  return "cohere";
}
