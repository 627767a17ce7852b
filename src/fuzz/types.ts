import type { Rng } from "./rng.js";
import type { JsonSchema } from "./schema.js";
import type { Style } from "./serialize.js";
import type { ClosingQuote } from "./corruptions/cut-in-string.js";

/** A model output under construction: the value as written, the truth, the layout, and (from the text phase on) the text. */
export interface Draft {
  /** The value the model writes; value corruptions change it. */
  readonly written: unknown;
  /** The value a correct parser must return; meaningful only while `recoverable`. */
  readonly expected: unknown;
  /** False once the truth is no longer determined by the text and the schema. */
  readonly recoverable: boolean;
  readonly style: Style;
  /** The output text; empty until serialisation, before the text phase. */
  readonly text: string;
  /** Offsets of the answer's JSON in `text` (start included, end excluded). */
  readonly span: { readonly start: number; readonly end: number };
  /** The text stops mid-value: nothing may be appended after it. */
  readonly truncated: boolean;
  /** The answer's last string is left open before its closers: only a closing fence may follow it (prose would read as the string going on). */
  readonly openString?: boolean;
  /** Names of the corruptions applied so far, in order. */
  readonly applied: readonly string[];
  /**
   * Set by a cut that left a text which is also complete but for one closing quote (`{"a": "x}` cut from
   * `{"a": "x}y"}`): where that quote goes, counted from the end of the text (nothing is appended after a cut).
   */
  readonly closingQuote?: ClosingQuote;
}

/** What a corruption may know besides the draft. */
export interface CorruptionContext {
  /** The schema the output is meant to satisfy; absent for schema-less output. */
  readonly schema?: JsonSchema;
  /** The tool the output is the input of, for wrappers (`{"click": …}`) and ReAct `Action:` lines. */
  readonly toolName?: string;
}

/**
 * The three phases run in this order: `value` changes what is written, `syntax` changes how it is spelled,
 * `text` changes what surrounds it (and may cut it off).
 */
export type Phase = "value" | "syntax" | "text";

/** A named, deterministic way a language model gets a JSON answer wrong. */
export interface Corruption {
  /** Kebab-case name, the same in code, corpus and docs. */
  readonly name: string;
  readonly phase: Phase;
  /** Order inside a phase: lower runs first (leaf edits before wrappers, truncation before fences). */
  readonly rank: number;
  /** Corruptions in the same group are not combined (two root wrappers, say). */
  readonly group?: string;
  /** Whether the original value is still determined by the corrupted text and the schema. */
  readonly recoverable: boolean | ((value: unknown, context: CorruptionContext) => boolean);
  /** Whether the corruption has something to act on in this draft. */
  applies(draft: Draft, context: CorruptionContext): boolean;
  /** Returns the corrupted draft; call only when `applies` is true. */
  apply(draft: Draft, rng: Rng, context: CorruptionContext): Draft;
}
