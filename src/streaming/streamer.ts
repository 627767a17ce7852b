import type { Failure, Outcome } from "../outcome/types.js";
import type { CompiledParser } from "../parse/compile.js";
import { parseText } from "../parse/pipeline.js";
import { runAsync, runSync } from "../parse/run.js";
import { createIncrementalParser } from "../stream/incremental-parser.js";
import { createEarlyCheck, type EarlyMismatch } from "./early-failure.js";
import { earlyMismatchMessage, streamTooLargeMessage } from "./messages.js";
import type { PartialSnapshot, StreamOptions, Streamer } from "./types.js";

/**
 * A push-style streamer for one compiled parser: every chunk goes through the incremental parser once (a
 * snapshot costs the nesting depth, never a copy), and the text is kept so that `end()` gives exactly the
 * outcome `parser(text)` gives.
 */
export function createStreamer<T>(parser: CompiledParser, options: Pick<StreamOptions, "failEarly"> = {}): Streamer<T> {
  const check = options.failEarly === true ? createEarlyCheck(parser.guide, parser.rules) : undefined;
  let mismatch: EarlyMismatch | undefined;
  const incremental = createIncrementalParser({
    maxDepth: parser.maxDepth,
    ...(check === undefined ? {} : { onLeaf: (path, value) => void (mismatch ??= check(path, value)) }),
  });
  let text = ""; // V8 joins by ropes: appending is O(1), flattened once at the end
  let stopped: Failure | undefined;
  let finished: Outcome<T> | undefined;

  // The parser's own snapshot, never a copy; only its type is narrowed to the schema's output.
  const snapshot = (): PartialSnapshot<T> => incremental.snapshot() as PartialSnapshot<T>;

  return {
    push(chunk) {
      if (stopped !== undefined || finished !== undefined || typeof chunk !== "string" || chunk === "") return snapshot();
      if (text.length + chunk.length > parser.maxSize) {
        stopped = { code: "too-large", stage: "extract", message: streamTooLargeMessage(parser.maxSize), issues: [], text };
        return snapshot();
      }
      text += chunk;
      incremental.push(chunk);
      if (mismatch !== undefined) {
        const message = earlyMismatchMessage(mismatch);
        stopped = { code: "schema-mismatch", stage: "validate", message, issues: [{ message, path: mismatch.path }], text };
      }
      return snapshot();
    },
    snapshot,
    get failure() {
      return stopped;
    },
    end() {
      finished ??= stopped === undefined ? (runSync(parseText(text, parser), parser) as Outcome<T>) : { ok: false, error: stopped, steps: [] };
      return finished;
    },
    async endAsync() {
      finished ??= stopped === undefined ? ((await runAsync(parseText(text, parser), parser)) as Outcome<T>) : { ok: false, error: stopped, steps: [] };
      return finished;
    },
  };
}
