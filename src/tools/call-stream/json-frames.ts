import type { EnvelopeState, JsonArgsState } from "./frames.js";
import type { JsonCallSite } from "./json-calls.js";
import type { TrackerState } from "./tracker-state.js";

/** One call's JSON arguments: the input as it grows, complete once the value closed. */
export function jsonArgs(t: TrackerState, current: JsonArgsState): boolean {
  current.parser.push(t.cut(current.fed));
  current.fed = t.size();
  const snapshot = current.parser.snapshot();
  if (current.call !== undefined && snapshot.value !== undefined) current.call.input = snapshot.value;
  if (!snapshot.done) return false;
  const result = current.parser.end();
  if (current.call !== undefined) current.call.complete = result.ok && !result.truncated;
  return t.finish(result.ok ? current.from + result.end : t.size());
}

/** A JSON envelope of calls (a list, an OpenAI message, a LangChain blob): each call site found as the value grows. */
export function envelope(t: TrackerState, current: EnvelopeState): boolean {
  current.parser.push(t.cut(current.fed));
  current.fed = t.size();
  const snapshot = current.parser.snapshot();
  const sites: JsonCallSite[] = [];
  current.walker.walk(snapshot, sites);
  for (const site of sites) {
    if (!current.sites.has(site.key)) {
      if (site.name === undefined) continue;
      current.sites.set(site.key, t.open(site.name, site.format ?? (current.format === "json" ? "generic" : current.format)));
    }
    const call = current.sites.get(site.key);
    if (call === undefined) continue;
    call.input = site.input;
    call.complete = site.complete;
  }
  if (!snapshot.done) return false;
  const result = current.parser.end();
  const end = result.ok ? current.from + result.end : t.size();
  if (current.format === "generic") {
    // JSON calls one after another (`{…}\n{…}`): what starts after this one is looked at the same way.
    t.started = false;
    t.lead = end;
  }
  if (current.closer !== undefined) {
    t.frame = { kind: "think", from: end, closer: current.closer };
    return true;
  }
  return t.finish(end);
}
