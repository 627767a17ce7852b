import { defaultFormats } from "../formats/defaults.js";
import { envelopeFrame, pythonicFrame, type TrackedCall } from "./frames.js";
import { envelope, jsonArgs } from "./json-frames.js";
import { gemmaCall, pythonicCalls } from "./literal-frames.js";
import { fence } from "./markup-frames.js";
import { opened } from "./open-frame.js";
import { maxNamedTools, watchedOpeners, type Watched } from "./openers.js";
import { TrackerState, type TrackerLookup } from "./tracker-state.js";
import { morph, xml } from "./xml-frames.js";

/**
 * Follows calls in text that arrives in chunks: the tool's name as soon as the markup gives it, the input
 * as it grows (JSON arguments through the incremental parser, XML parameters as each one closes). The
 * markup watched for is what the toolset's format pieces declare (`openers`), so a format of the user's
 * own streams like a built-in one. Each character is looked at a bounded number of times: linear in the
 * stream. A preview only: the final outcome is the toolset's parse of the whole text. The readers of each
 * frame live in the `*-frames.ts` files beside this one; they share the tracker's state.
 */
export function createCallTracker(lookup: TrackerLookup) {
  const t = new TrackerState(lookup);
  const names = lookup.names ?? [];
  const watched = watchedOpeners(lookup.formats ?? defaultFormats, names);
  const longest = Math.max(...watched.map((w) => w.token.length));
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
      if (names.includes(head) && t.reads("name-json")) t.frame = { kind: "open", at: line, from: line + 1, token: "\n", readings: [{ format: "name-json", opener: { token: "\n", name: head, body: { read: "arguments" } }, head: undefined, body: { read: "arguments" } }] };
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
      case "open":
        return opened(t, frame);
      case "morph":
        return morph(t, frame);
      case "xml":
        return xml(t, frame);
      case "pythonic":
        return pythonicCalls(t, frame);
      case "gemma":
        return gemmaCall(t, frame);
      case "envelope":
        return envelope(t, frame);
      case "json-args":
        return jsonArgs(t, frame);
    }
  };

  // Per watched token: its next occurrence at or after `scan`, or how far it was looked for in vain.
  const found = watched.map(() => ({ at: -1, searched: 0 }));
  const outside = (): boolean => {
    let best: { at: number; watch: Watched } | undefined;
    // One window of the text not yet searched by some token, cut once for all of them.
    let lo = t.size();
    for (let i = 0; i < watched.length; i++) {
      const cache = found[i] as { at: number; searched: number };
      if (cache.at < t.scan) lo = Math.min(lo, Math.max(t.scan, cache.searched - (watched[i] as Watched).token.length));
    }
    lo = Math.max(lo, t.shape.base);
    const window = lo < t.size() ? t.shapeCut(lo) : "";
    for (let i = 0; i < watched.length; i++) {
      const watch = watched[i] as Watched;
      const cache = found[i] as { at: number; searched: number };
      if (cache.at < t.scan) {
        const at = window.indexOf(watch.token, Math.max(0, Math.max(t.scan, cache.searched - watch.token.length) - lo));
        cache.at = at === -1 ? -1 : lo + at;
        // Searched to the end in vain, or up to this occurrence: a later one in the same text is found next time.
        cache.searched = at === -1 ? t.size() : cache.at + watch.token.length;
      }
      // The first token in the text; of two at one place, the longer (`<|tool_call|>` before a shorter one it starts with).
      if (cache.at !== -1 && (best === undefined || cache.at < best.at || (cache.at === best.at && watch.token.length > best.watch.token.length))) best = { at: cache.at, watch };
    }
    if (best === undefined) {
      t.scan = Math.max(t.scan, t.size() - longest);
      return false;
    }
    const { at, watch } = best;
    const from = at + watch.token.length;
    if (watch.kind === "fence") t.frame = { kind: "fence", from };
    else if (watch.kind === "think") t.frame = { kind: "think", from };
    // A `{` in prose: an opener with no readings, which `opened` reads as JSON when a key follows.
    else t.frame = { kind: "open", at, from, token: watch.token, readings: watch.kind === "call" ? watch.readings : [] };
    return true;
  };

  /** The first offset the current state may still read. */
  function keepFrom(): number {
    const frame = t.frame;
    if (frame === undefined) return Math.max(0, Math.min(t.scan, t.size() - longest));
    switch (frame.kind) {
      case "open":
        // A namespaced opener reads the prefix written before its token.
        return Math.max(0, frame.at - 40);
      case "xml":
        return Math.min(frame.from, frame.next ?? frame.from, Math.max(0, frame.seen - 32) || frame.from);
      case "envelope":
      case "json-args":
        return frame.fed;
      case "morph":
        return Math.min(frame.from, Math.max(0, frame.seen - 512) || frame.from);
      case "gemma":
        return Math.min(frame.brace, frame.pairStart);
      case "pythonic":
        if (frame.calls === 0) return frame.origin;
        return frame.callStart === -1 ? frame.from : Math.min(frame.callStart, frame.pairStart);
      default:
        return frame.from;
    }
  }

  return {
    calls: t.calls as readonly TrackedCall[],
    push(chunk: string): void {
      chunks.push(chunk);
      t.push(chunk);
      // Each run either moves a frame's position forward or waits for more text.
      while (step());
      t.dropBefore(Math.min(keepFrom(), t.size()));
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
