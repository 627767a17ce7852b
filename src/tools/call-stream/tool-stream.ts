import { readerOf } from "../../stream/source.js";
import type { ToolCallOf, ToolOutcome } from "../types.js";
import { createCallTracker } from "./call-tracker.js";
import type { TrackerLookup } from "./tracker-state.js";
import type { ToolCallStream, ToolStreamer, ToolStreamSnapshot } from "./types.js";

type Outcome<Defs> = ToolOutcome<readonly ToolCallOf<Defs>[]>;

/** A push-style streamer: partial calls as text arrives, and `tools.parse` on the whole text at the end. */
export function createToolStreamer<Defs>(lookup: TrackerLookup, parse: (text: string) => Outcome<Defs>, maxSize: number): ToolStreamer<Defs> {
  const tracker = createCallTracker(lookup);
  const rest: string[] = [];
  let size = 0;
  const snapshot = (): ToolStreamSnapshot<Defs> => ({ calls: tracker.calls as ToolStreamSnapshot<Defs>["calls"], received: size });
  return {
    push(chunk) {
      if (typeof chunk !== "string" || chunk === "") return snapshot();
      size += chunk.length;
      // Past the size limit the preview stops; the final parse reports `too-large`.
      if (size > maxSize) rest.push(chunk);
      else tracker.push(chunk);
      return snapshot();
    },
    snapshot,
    end: () => parse(rest.length === 0 ? tracker.text : tracker.text + rest.join("")),
  };
}

/** Reads a source of text chunks: snapshots as it goes, `result` the outcome of the whole text. */
export function createToolCallStream<Defs>(source: unknown, streamer: () => ToolStreamer<Defs>): ToolCallStream<Defs> {
  const push = streamer();
  const reader = readerOf(source);
  const queue: ToolStreamSnapshot<Defs>[] = [];
  let waiting: (() => void) | undefined;
  let finished = false;
  const result = (async (): Promise<Outcome<Defs>> => {
    try {
      if (reader === undefined) throw new TypeError("not a stream source");
      for (;;) {
        const chunk = await reader.read();
        if (chunk === undefined) break;
        queue.push(push.push(chunk));
        waiting?.();
      }
      return push.end();
    } catch (error) {
      const message = `The stream failed: ${error instanceof Error ? error.message : String(error)}.`;
      return { ok: false, error: { code: "aborted", stage: "extract", message, issues: [] }, steps: [] } as Outcome<Defs>;
    } finally {
      finished = true;
      waiting?.();
    }
  })();
  return {
    result,
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (finished) return;
        await new Promise<void>((resolve) => (waiting = resolve));
        waiting = undefined;
      }
    },
  };
}
