import type { GuideNode } from "../../schema/index.js";

/** A range of the text, `start` inclusive, `end` exclusive. */
export interface CallSpan {
  readonly start: number;
  readonly end: number;
}

/** A call as a format found it in the text, before its name is resolved and its arguments parsed. */
export interface FoundCall {
  readonly name: string;
  /** The arguments as written: JSON text, a value already typed, or `undefined` when the call has none. */
  readonly arguments?: unknown;
  /** Where the call sits in the text, its markup included. */
  readonly span: CallSpan;
  readonly id?: string;
  /** The text ended before the call did (no end marker): reported as `truncated` unless allowed. */
  readonly truncated?: boolean;
  /**
   * Why the call, plainly in this format, cannot be read (stray text in its body, a prototype key): the
   * answer fails with `unrepairable` rather than lose the call.
   */
  readonly problem?: string;
  /** Tolerances the format applied to read the call (`list not closed`), recorded as a repair step. */
  readonly repairs?: readonly string[];
}

/** What a format is told about the text and the toolset. */
export interface FormatContext {
  /** The declared tool names. */
  readonly tools: readonly string[];
  /** Whether a name is a declared tool (exactly, or by its aliases and case): formats with weak markers read only those. */
  readonly isTool: (name: string) => boolean;
  /** The input schema of a tool, compiled, to type argument values written as text (`undefined` when unknown). */
  readonly guideOf: (name: string) => GuideNode | undefined;
  /** Ranges never read as calls: reasoning blocks and code fences, sorted and not overlapping (see `hiddenAt`). */
  readonly hidden: readonly CallSpan[];
  readonly maxCalls: number;
}

/**
 * A call format: a plain named piece that finds the calls written in one model family's markup. `read`
 * returns the calls in text order, or `undefined` when the text holds none in this format. It must not
 * throw (a throw is contained as a `skip` step) and should run in time linear in the text.
 * @example
 * const bang: CallFormat = { name: "bang", read: (text) => text.startsWith("!") ? [{ name: text.slice(1).trim(), span: { start: 0, end: text.length } }] : undefined };
 */
export interface CallFormat {
  readonly name: string;
  readonly read: (text: string, context: FormatContext) => readonly FoundCall[] | undefined;
}
