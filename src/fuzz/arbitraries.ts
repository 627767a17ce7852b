import * as fc from "fast-check";
import { corrupt, orderCorruptions } from "./corrupt.js";
import { corruptionByName, corruptions } from "./corruptions.js";
import type { JsonSchema } from "./schema.js";
import type { Corruption } from "./types.js";
import { valueOf, type ValueOfOptions } from "./value-of.js";

/** Which corruptions `corruptionArb` draws from, and how many at once. */
export interface CorruptionArbOptions {
  /** The pool, by name or as objects; default: every built-in corruption. */
  readonly corruptions?: readonly (Corruption | string)[];
  /** Fewest corruptions drawn (default 1). */
  readonly minCorruptions?: number;
  /** Most corruptions drawn (default 3). */
  readonly maxCorruptions?: number;
}

function pool(options: CorruptionArbOptions): Corruption[] {
  const list = options.corruptions ?? corruptions;
  return list.map((c) => {
    if (typeof c !== "string") return c;
    const found = corruptionByName(c);
    if (found === undefined) throw new RangeError(`corruptionArb: unknown corruption "${c}"`);
    return found;
  });
}

/**
 * An arbitrary of a few composable corruptions, in running order (at most one per group).
 * @example fc.sample(corruptionArb({ corruptions: ["fence", "trailing-commas"] }), 2)
 */
export function corruptionArb(options: CorruptionArbOptions = {}): fc.Arbitrary<readonly Corruption[]> {
  const all = pool(options);
  const min = Math.min(options.minCorruptions ?? 1, all.length);
  const max = Math.min(Math.max(options.maxCorruptions ?? 3, min), all.length);
  return fc.shuffledSubarray(all, { minLength: min, maxLength: max }).map(orderCorruptions);
}

/** One generated model output: the value meant, the corruptions that took effect, the text, and the truth if determined. */
export interface ModelOutput {
  readonly value: unknown;
  readonly corruptions: readonly string[];
  readonly text: string;
  readonly recoverable: boolean;
  /** Present exactly when `recoverable`. */
  readonly expected?: unknown;
  /**
   * Present when the output was cut off where the text is also a complete answer missing one closing quote
   * right before its closers (`{"a": "x}` cut from `{"a": "x}y"}`): that complete text, with the quote written.
   * A parser that reads a string closed before the closers reads the cut-off text as this one.
   */
  readonly closedText?: string;
}

/** Options of `modelOutput`. */
export interface ModelOutputOptions extends CorruptionArbOptions, ValueOfOptions {
  /** Tool name for wrappers and ReAct `Action:` lines. */
  readonly toolName?: string;
  /** Judge the output without the schema (extraction and repair only): value corruptions then never apply. */
  readonly schemaless?: boolean;
}

/**
 * An arbitrary of model outputs for a JSON Schema: a valid value, written with model-style corruptions.
 * @example fc.assert(fc.property(modelOutput(schema), (o) => !o.recoverable || deepEqual(parse(o.text), o.expected)))
 */
export function modelOutput(schema: JsonSchema, options: ModelOutputOptions = {}): fc.Arbitrary<ModelOutput> {
  return fc
    .tuple(valueOf(schema, options), corruptionArb(options), fc.nat({ max: 0xffffffff }))
    .map(([value, picked, seed]) => ({
      value,
      ...corrupt(value, picked, {
        seed,
        ...(options.schemaless === true ? {} : { schema }),
        ...(options.toolName !== undefined ? { toolName: options.toolName } : {}),
      }),
    }));
}
