import { envelopeFrame, jsonArgsFrame, xmlFrame, type FrameOf } from "./frames.js";
import type { TrackerState } from "./tracker-state.js";

/** A code fence: JSON in it may be calls (a LangChain blob, Cohere's list); any other content is a sample, skipped whole. */
export function fence(t: TrackerState, current: FrameOf<"fence">): boolean {
  const line = t.find("\n", current.from);
  if (line === -1) return t.size() - current.from > 64 ? t.finish(current.from) : false;
  const at = t.nonSpace(line + 1);
  if (at === -1) return false;
  const c = t.charAt(at);
  if (c === "{" || c === "[") t.frame = { ...envelopeFrame(at, "json"), closer: "```" };
  else t.frame = { kind: "think", from: line + 1, closer: "```" };
  return true;
}

/** ReAct `Action: click` then `Action Input: {…}` (JSON arguments stream), or Cohere's `Action: ```json [...]```. */
export function react(t: TrackerState, current: FrameOf<"react">): boolean {
  if (!current.named) {
    let at = current.from;
    while (at < t.size() && (t.charAt(at) === " " || t.charAt(at) === "\t")) at++;
    if (t.size() - at < 3) return false;
    if (t.startsAt("```", at)) {
      t.frame = { kind: "fence", from: at + 3 };
      return true;
    }
    const line = t.find("\n", at);
    if (line === -1) return t.size() - at > 256 ? t.finish(at) : false;
    current.call = t.open(t.cut(at, line).replace(/^[*`\s]+|[*`\s]+$/g, ""), "react");
    if (current.call === undefined) return t.finish(line);
    current.named = true;
    current.from = line + 1;
    return true;
  }
  const at = t.nonSpace(current.from);
  if (at === -1) return false;
  const label = "Action Input:";
  if (t.size() - at < label.length) return false;
  if (!t.startsAt(label, at)) return t.finish(at);
  const value = t.nonSpace(at + label.length);
  if (value === -1) return false;
  const c = t.charAt(value);
  if (c === "{" || c === "[") {
    t.frame = jsonArgsFrame(value, current.call);
    return true;
  }
  // Plain text or a fenced input: the whole answer's parse reads it.
  return t.finish(value);
}

/** name-json: a declared tool's name alone on a line, then its JSON arguments. */
export function nameJson(t: TrackerState, current: FrameOf<"name-json">): boolean {
  const at = t.nonSpace(current.from);
  if (at === -1) return false;
  if (t.charAt(at) !== "{") return t.finish(at);
  t.frame = jsonArgsFrame(at, t.open(current.name, "name-json"));
  return true;
}

/** `<tool_call>`: JSON (Hermes), `<function=…>` (Qwen3-Coder) or a name then `<arg_key>` (GLM). */
export function toolCall(t: TrackerState, current: FrameOf<"tool-call">): boolean {
  let at = current.from;
  while (at < t.size() && /\s/.test(t.charAt(at) as string)) at++;
  current.from = at;
  if (at >= t.size()) return false;
  const c = t.charAt(at) as string;
  if (c === "{" || c === "[") t.frame = envelopeFrame(at, "hermes");
  else if (c === "<") {
    if (t.size() - at < "<function=".length) return false;
    if (!t.startsAt("<function=", at)) return t.finish(at);
    t.frame = xmlFrame("qwen", at + "<function=".length);
  } else t.frame = xmlFrame("glm", at);
  return true;
}

/** `[TOOL_CALLS]`: a JSON list (older Mistral), or `name[ARGS]{…}` / `name{…}` (newer). */
export function mistral(t: TrackerState, current: FrameOf<"mistral">): boolean {
  let at = current.from;
  while (at < t.size() && /\s/.test(t.charAt(at) as string)) at++;
  current.from = at;
  if (at >= t.size()) return false;
  if (t.charAt(at) === "[" || t.charAt(at) === "{") {
    t.frame = envelopeFrame(at, "mistral");
    return true;
  }
  const from = Math.max(at, (current.seen ?? 0) - "[ARGS]".length);
  const args = t.find("[ARGS]", from);
  const brace = t.find("{", from);
  const end = args === -1 ? brace : brace === -1 ? args : Math.min(args, brace);
  if (end === -1) {
    current.seen = t.size();
    return false;
  }
  const head = t.cut(at, end);
  const name = head.includes("[CALL_ID]") ? head.slice(0, head.indexOf("[CALL_ID]")) : head;
  t.frame = jsonArgsFrame(end === args ? args + "[ARGS]".length : end, t.open(name, "mistral"));
  return true;
}

/** A name before a marker, then JSON arguments (Kimi, DeepSeek, harmony). */
export function namedHead(t: TrackerState, current: FrameOf<"kimi" | "deepseek" | "harmony">, marker: string, nameOf: (head: string) => string): boolean {
  const format = current.kind;
  const at = t.find(marker, Math.max(current.from, (current.seen ?? 0) - marker.length));
  if (at === -1) {
    current.seen = t.size();
    return false;
  }
  let head = t.cut(current.from, at);
  if (format === "deepseek" && head.trim() === "function") {
    // V3: the name on the line after the separator.
    const line = t.find("\n", at + marker.length);
    if (line === -1) return false;
    head = t.cut(at + marker.length, line);
    t.frame = jsonArgsFrame(line + 1, t.open(nameOf(head), format));
    return true;
  }
  t.frame = jsonArgsFrame(at + marker.length, t.open(nameOf(head), format));
  return true;
}
