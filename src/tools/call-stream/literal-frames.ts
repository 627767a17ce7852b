import { isPlainObject } from "../../coerce/json.js";
import { readLiteral } from "../formats/literal.js";
import { pythonSyntax, readPythonicCall } from "../formats/pythonic-calls.js";
import { envelopeFrame, setInputKey, type GemmaState, type PythonicState } from "./frames.js";
import type { TrackerState } from "./tracker-state.js";

/**
 * Pythonic calls, `[get_weather(city="Paris"), get_time(tz="CET")]`: the name once `name(` is written,
 * each keyword argument once the comma after it comes, the whole call read once at its `)`.
 */
export function pythonicCalls(t: TrackerState, current: PythonicState): boolean {
  if (current.call === undefined && current.callStart === -1) {
    let at = current.from;
    while (at < t.size() && /\s/.test(t.charAt(at) as string)) at++;
    current.from = at;
    if (at >= t.size()) return false;
    const c = t.charAt(at) as string;
    if (!current.listed && (c === "[" || c === "{")) {
      let next = at + 1;
      while (next < t.size() && /\s/.test(t.charAt(next) as string)) next++;
      if (next >= t.size()) return false;
      // LFM2 may write a JSON list between the same markers.
      if (c === "{" || t.charAt(next) === "{") t.frame = envelopeFrame(at, current.format);
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
    if (c === "]" && current.callStart === -1 && current.listed) return t.finish(at + 1);
    if (!/[A-Za-z_]/.test(c)) return t.finish(current.calls === 0 ? current.origin : at);
    let end = at;
    while (end < t.size() && end - at < 256 && /[\w.-]/.test(t.charAt(end) as string)) end++;
    if (end >= t.size()) return false;
    // Not `name(`: no call here (`[TOOL_CALLS]`, a markdown link); other markup may start at the frame's origin.
    if (t.charAt(end) !== "(") return t.finish(current.calls === 0 ? current.origin : at);
    current.call = t.open(t.cut(at, end), current.format);
    current.calls++;
    if (current.call !== undefined) current.call.input = {};
    current.callStart = at;
    current.pairStart = end + 1;
    current.pos = end + 1;
    current.depth = 1;
    return true;
  }
  // One pass over the call's text: quotes, escapes and brackets, to its closing parenthesis.
  while (current.pos < t.size()) {
    const c = t.charAt(current.pos) as string;
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
      keywordArgument(current, t.cut(current.pairStart, at));
      current.pairStart = at + 1;
    }
    if (current.depth === 0) {
      const whole = readPythonicCall(t.cut(current.callStart, at + 1), 0);
      if (current.call !== undefined && whole !== undefined) {
        current.call.input = whole.arguments;
        current.call.complete = true;
      }
      if (whole === undefined) return t.finish(at + 1);
      current.call = undefined;
      current.callStart = -1;
      // Unlisted calls come one a line (OLMo 3); anything else after a call ends the frame.
      current.from = at + 1;
      return true;
    }
  }
  return false;
}

/** One `key=value` of a pythonic call, into its partial input. */
function keywordArgument(current: PythonicState, pair: string): void {
  const key = /^\s*([A-Za-z_]\w*)\s*=/.exec(pair);
  if (key === null || current.call === undefined || !isPlainObject(current.call.input)) return;
  const value = readLiteral(pair, key[0].length, pythonSyntax);
  if (value === undefined || pair.slice(value.end).trim() !== "") return;
  setInputKey(current.call.input, key[1] as string, value.value);
}

/** A literal's arguments, Gemma's `{city:<escape>Paris<escape>, days:3}`: each argument at its comma, the whole at `}`. */
export function gemmaCall(t: TrackerState, current: GemmaState): boolean {
  const delimiters = current.delimiters;
  while (current.pos < t.size()) {
    const at = current.pos;
    if (current.quote !== "") {
      const close = t.find(current.quote, at);
      if (close === -1) {
        current.pos = Math.max(at, t.size() - current.quote.length);
        return false;
      }
      current.pos = close + current.quote.length;
      current.quote = "";
      continue;
    }
    const c = t.charAt(at) as string;
    const delimiter = delimiters.find((d) => d !== "" && d[0] === c && t.startsAt(d, at));
    if (delimiter !== undefined) {
      current.quote = delimiter;
      current.pos = at + delimiter.length;
      continue;
    }
    // A delimiter still arriving: wait for it whole.
    if (delimiters.some((d) => d[0] === c && t.size() - at < d.length && d.startsWith(t.cut(at)))) return false;
    current.pos++;
    if (c === "{" || c === "[") current.depth++;
    else if (c === "}" || c === "]") current.depth--;
    if (current.depth === 1 && c === ",") {
      const pair = t.cut(current.pairStart, at);
      const key = /^\s*([A-Za-z_]\w*)\s*:/.exec(pair);
      const value = key === null ? undefined : readLiteral(pair, key[0].length, current.syntax);
      if (key !== null && value !== undefined && pair.slice(value.end).trim() === "" && current.call !== undefined && isPlainObject(current.call.input)) {
        setInputKey(current.call.input, key[1] as string, value.value);
      }
      current.pairStart = at + 1;
    }
    if (current.depth === 0) {
      const whole = readLiteral(t.cut(current.brace, at + 1), 0, current.syntax);
      if (current.call !== undefined && whole !== undefined) {
        current.call.input = whole.value;
        current.call.complete = true;
      }
      return t.finish(at + 1);
    }
  }
  return false;
}
