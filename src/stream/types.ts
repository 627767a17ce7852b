import type { Failure, Outcome } from "../outcome/types.js";
import type { StreamSnapshot } from "../tolerant/types.js";

/**
 * A value still being written, as a stream shows it: every property may be missing, at any depth, lists may be
 * short (an item that did not fit is a hole), and a scalar still being read shows as the string written so far:
 * a string field (enum literals too) is any `string`, a number, boolean or null field may be that string, and a
 * `Date` the ISO string it is read from. Finished values are the schema's (renamed keys and safe scalar rules applied).
 */
export type DeepPartial<T> = T extends Date
  ? Date | string
  : T extends readonly (infer Item)[]
    ? (DeepPartial<Item> | undefined)[]
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : PartialScalar<T>;

/** A scalar while it is written: a string prefix, until it is finished and read as the schema's type. */
type PartialScalar<T> = T extends string ? string : T extends number | boolean | null ? T | string : T;

/**
 * The value read so far from a stream, with which paths are finished (see `StreamSnapshot`). `value` is
 * the text's value as written, before coercion rules: a key the model misnamed (`element`) or a scalar
 * it misspelled (`"42"`) shows as written and is only fixed in the final outcome. It is the parser's own
 * object and keeps growing after later chunks: copy it to keep one state, and never mutate it.
 */
export type PartialSnapshot<T> = Omit<StreamSnapshot, "value"> & { readonly value: DeepPartial<T> | undefined };

/** Options of `parser.stream()` and `parser.streamer()`. */
export interface StreamOptions {
  /**
   * End with a `schema-mismatch` failure as soon as a finished scalar can never validate — a wrong type
   * for a finished field, an enum value outside the set — instead of waiting for the end (default
   * `false`). Only for streams whose first JSON value is the answer (JSON mode, structured output): a
   * stream that shows an example before its answer may be stopped on the example. It is conservative:
   * a key the schema does not declare (maybe an alias), a union, or a rule outside the default set means "wait".
   */
  readonly failEarly?: boolean;
  /** Stops reading the source; the result is an `aborted` failure. */
  readonly signal?: AbortSignal;
}

/** A stream being parsed: async-iterable over snapshots, with the full outcome as `result`. */
export interface PartialStream<T> extends AsyncIterable<PartialSnapshot<T>> {
  /**
   * The outcome of the whole pipeline (extract, repair, rules, validation) on the complete text, exactly
   * as `parser(text)` gives it; or the failure that ended the stream. Reading it keeps the stream going
   * when no loop iterates it. Never rejects.
   */
  readonly result: Promise<Outcome<T>>;
}

/** A push-style stream parser for callers that own the loop. */
export interface Streamer<T> {
  /** Adds a chunk of text and returns the snapshot after it; never throws. */
  push(chunk: string): PartialSnapshot<T>;
  snapshot(): PartialSnapshot<T>;
  /** Why the stream stopped early (`failEarly`, too much text): what `end()` will report; else `undefined`. */
  readonly failure: Failure | undefined;
  /** Finishes: the whole pipeline on the complete text (or the early failure). */
  end(): Outcome<T>;
  /** The same, for schemas with asynchronous checks. */
  endAsync(): Promise<Outcome<T>>;
}
