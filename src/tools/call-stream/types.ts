import type { DeepPartial } from "../../stream/types.js";
import type { InputOf, ToolCallOf, ToolOutcome } from "../types.js";

/** A call being written: its tool (known as soon as the markup names it) and its input so far. */
export interface PartialToolCall<Name extends string = string, Input = unknown> {
  /** Position of the call in the answer. */
  readonly index: number;
  readonly tool: Name;
  /** The input so far, as written (before the tool's rules): properties may be missing, strings short; `undefined` until it starts. */
  readonly input: DeepPartial<Input> | undefined;
  /** The call's markup is finished: its input will not change before the final outcome. */
  readonly complete: boolean;
  /** The call format it is read in. */
  readonly format: string;
}

/** The partial calls of a toolset, discriminated by tool name. */
export type PartialToolCallOf<Defs> = { [K in keyof Defs & string]: PartialToolCall<K, InputOf<Defs[K]>> }[keyof Defs & string];

/**
 * The calls read so far. The list and its entries are the streamer's own objects, updated in place as
 * text arrives (so a snapshot costs nothing): copy them to keep one state.
 */
export interface ToolStreamSnapshot<Defs> {
  readonly calls: readonly PartialToolCallOf<Defs>[];
  /** Characters received so far. */
  readonly received: number;
}

/** A push-style tool-call streamer. */
export interface ToolStreamer<Defs> {
  /** Adds a chunk of text and returns the calls so far; never throws. */
  push(chunk: string): ToolStreamSnapshot<Defs>;
  snapshot(): ToolStreamSnapshot<Defs>;
  /** The outcome of `tools.parse` on the whole text. */
  end(): ToolOutcome<readonly ToolCallOf<Defs>[]>;
}

/** A stream of text being read for tool calls: async-iterable over snapshots, the full outcome as `result`. */
export interface ToolCallStream<Defs> extends AsyncIterable<ToolStreamSnapshot<Defs>> {
  /** Exactly `tools.parse(wholeText)` (or the failure that ended the stream); never rejects. */
  readonly result: Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>>;
}
