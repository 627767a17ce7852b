import type { Failure, Outcome } from "../outcome/types.js";
import type { CompiledParser } from "../parse/compile.js";
import { asWritten, parseText } from "../parse/pipeline.js";
import { runAsync, runSync } from "../parse/run.js";
import { TolerantParser } from "../tolerant/incremental-parser.js";
import { pathOf } from "../tolerant/frames.js";
import type { StreamResult } from "../tolerant/types.js";
import { isJsonWhitespace } from "../text/chars.js";
import { createEarlyCheck, type EarlyMismatch } from "./early-failure.js";
import { PartialView } from "./partial-view.js";
import { earlyMismatchMessage, streamTooLargeMessage } from "./messages.js";
import type { PartialSnapshot, StreamOptions, Streamer } from "./types.js";

/**
 * A push-style streamer for one compiled parser: every chunk goes through the incremental parser once (a
 * snapshot costs the nesting depth, never a copy), and the text is kept so that `end()` gives exactly the
 * outcome `parser(text)` gives. `settleEarly` is the view's (see `PartialView`), off only in its differential test.
 */
export function createStreamer<T>(parser: CompiledParser, options: Pick<StreamOptions, "failEarly"> = {}, settleEarly = true): Streamer<T> {
  const check = options.failEarly === true ? createEarlyCheck(parser.guide, parser.rules) : undefined;
  let mismatch: EarlyMismatch | undefined;
  const view = new PartialView(parser.guide, parser.rules, settleEarly);
  // The parser's own class, its leaves heard with the stack of open containers: the view builds a path only when the
  // container changes, not one per leaf.
  const incremental = new TolerantParser(parser.maxDepth, (stack, value, written, container) => {
    // The early check reads scalars; an empty container is announced for the view only.
    if (check !== undefined && mismatch === undefined && (value === null || typeof value !== "object")) mismatch = check(pathOf(stack, stack.length), value);
    view.leaf(stack, value, written, container);
  }, view.keepsForms ? "unprinted" : "none");
  // The text so far, as its chunks: joined once when something reads it. A rope (`text += chunk`) costs a node
  // per chunk that the garbage collector copies on every young-generation pass while the stream lasts.
  const parts: string[] = [];
  let length = 0;
  const text = (): string => {
    if (parts.length > 1) {
      const joined = parts.join("");
      parts.length = 0;
      parts.push(joined);
    }
    return parts[0] ?? "";
  };
  const edges = createEdges();
  let stopped: Failure | undefined;
  let finished: Outcome<T> | undefined;

  // The view of the parser's snapshot (aliases, renames and scalar rules applied), never a copy of the value.
  const snapshot = (): PartialSnapshot<T> => view.snapshot(incremental.snapshot(), incremental.openFrames) as PartialSnapshot<T>;

  return {
    push(chunk) {
      if (stopped !== undefined || finished !== undefined || typeof chunk !== "string" || chunk === "") return snapshot();
      if (length + chunk.length > parser.maxSize) {
        stopped = { code: "too-large", stage: "extract", message: streamTooLargeMessage(parser.maxSize), issues: [], text: text() };
        return snapshot();
      }
      edges.push(chunk);
      parts.push(chunk);
      length += chunk.length;
      incremental.push(chunk);
      // Only a value that opens the text (JSON mode, structured output) is taken for the answer: prose before it may
      // introduce an example, and the answer come after.
      if (mismatch !== undefined && opensWithValue(text())) {
        const message = earlyMismatchMessage(mismatch);
        stopped = { code: "schema-mismatch", stage: "validate", message, issues: [{ message, path: mismatch.path }], text: text() };
      }
      return snapshot();
    },
    snapshot,
    get failure() {
      return stopped;
    },
    end() {
      finished ??= stopped === undefined ? (endSync() as Outcome<T>) : { ok: false, error: stopped, steps: [] };
      return finished;
    },
    async endAsync() {
      finished ??= stopped === undefined ? ((await endAsync()) as Outcome<T>) : { ok: false, error: stopped, steps: [] };
      return finished;
    },
  };

  // When the whole text read as strict JSON validates as written (the common end of a stream), the outcome is
  // made from the value and the text's length: the chunks are joined only for the pipeline's other paths.
  function endSync(): Outcome<unknown> {
    const parsed = strictJson(edges, lastOf(parts, length), incremental.end(), incremental.holdsNonFinite);
    if (parsed === undefined) return runSync(parseText(text(), parser), parser);
    const validated = parser.chain.validate(parsed.value);
    return answered(asWritten(length, parsed.value, validated, parser)) ?? runSync(parseText(text(), parser, { parsed, validated }), parser);
  }

  async function endAsync(): Promise<Outcome<unknown>> {
    const parsed = strictJson(edges, lastOf(parts, length), incremental.end(), incremental.holdsNonFinite);
    if (parsed === undefined) return runAsync(parseText(text(), parser), parser);
    const validated = await parser.chain.validateAsync(parsed.value);
    return answered(asWritten(length, parsed.value, validated, parser)) ?? runAsync(parseText(text(), parser, { parsed, validated }), parser);
  }
}

/** The fast path's answer; its failure (not an answer) is left to the pipeline, which attaches the text. */
function answered(outcome: Outcome<unknown> | undefined): Outcome<unknown> | undefined {
  return outcome?.ok === true ? outcome : undefined;
}

/** Where the text's JSON whitespace ends at the start, tracked as chunks arrive (where it begins at the end: `lastOf`). */
interface Edges {
  push(chunk: string): void;
  /** Offset of the first character that is not JSON whitespace (the text's length while there is none). */
  readonly first: number;
  /** Its character code, or -1. */
  readonly firstCode: number;
}

function createEdges(): Edges {
  let first = 0;
  let firstCode = -1;
  return {
    // Linear overall: the scan stops for good at the first other character.
    push(chunk) {
      if (firstCode >= 0) return;
      let i = 0;
      while (i < chunk.length && isJsonWhitespace(chunk.charCodeAt(i))) i++;
      first += i;
      if (i < chunk.length) firstCode = chunk.charCodeAt(i);
    },
    get first() {
      return first;
    },
    get firstCode() {
      return firstCode;
    },
  };
}

/**
 * Offset one past the last character of the text (its chunks, in order, `length` in all) that is not JSON whitespace, or 0: read back
 * from the end once, when the stream ends, rather than at every chunk. Linear in the whitespace at the end.
 */
function lastOf(parts: readonly string[], length: number): number {
  let end = length;
  for (let p = parts.length - 1; p >= 0; p--) {
    const part = parts[p] as string;
    let j = part.length;
    while (j > 0 && isJsonWhitespace(part.charCodeAt(j - 1))) j--;
    if (j > 0) return end - part.length + j;
    end -= part.length;
  }
  return 0;
}

/**
 * The incremental parser's value when the whole text is one strict JSON object or array: read with no
 * repair at all (it notes every departure from JSON), not cut off, with only JSON whitespace around it.
 * It is then the value `JSON.parse(text)` gives, so the pipeline need not parse the text a second time.
 */
function strictJson(edges: Edges, last: number, read: StreamResult, nonFinite: boolean): { readonly value: unknown } | undefined {
  if (!read.ok || read.repairs.length > 0 || read.truncated) return undefined;
  if (edges.firstCode !== 0x7b && edges.firstCode !== 0x5b) return undefined;
  if (read.start !== edges.first || read.end !== last) return undefined;
  // A number beyond the double's range (`1e400`) is Infinity in the value: the pipeline refuses it, as JSON.parse's
  // reading of the text is no JSON value. The parser noted it as it read (a strict read keeps every number it read).
  return nonFinite ? undefined : { value: read.value };
}

/** Whether the text opens with a JSON object or array (only whitespace before it). */
function opensWithValue(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (char === "{" || char === "[") return true;
    if (!isJsonWhitespace(char.charCodeAt(0))) return false;
  }
  return false;
}
