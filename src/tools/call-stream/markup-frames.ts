import { envelopeFrame, type FrameOf } from "./frames.js";
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
