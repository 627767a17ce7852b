import type { ClosingQuote } from "./corruptions/cut-in-string.js";
import { corruptionByName } from "./corruptions.js";
import { deepEqual } from "./json-value.js";
import { createRng, type Rng } from "./rng.js";
import { serialize, plainStyle, type Style } from "./serialize.js";
import type { Corruption, CorruptionContext, Draft, Phase } from "./types.js";
import { validates } from "./validate.js";

/** What `corrupt` produces: the text, which corruptions took effect, and the truth when it is still determined. */
export interface CorruptedOutput {
  readonly text: string;
  /** Names of the corruptions that took effect, in the order they ran (inapplicable ones are left out). */
  readonly corruptions: readonly string[];
  readonly recoverable: boolean;
  /** The value a correct parser returns; present exactly when `recoverable`. */
  readonly expected?: unknown;
  /** A cut-off text that is also complete but for one closing quote before its closers: that complete text (see `ModelOutput`). */
  readonly closedText?: string;
}

/** Options of `corrupt`. */
export interface CorruptOptions extends CorruptionContext {
  /** Seed of the randomness (default 0); ignored when `rng` is given. */
  readonly seed?: number;
  readonly rng?: Rng;
  /** Overrides the layout otherwise drawn at random (indentation, spacing). */
  readonly style?: Partial<Style>;
}

const PHASES: readonly Phase[] = ["value", "syntax", "text"];

/** The corruptions in running order: by phase, then rank; a second member of a group is dropped. */
export function orderCorruptions(list: readonly Corruption[]): Corruption[] {
  const groups = new Set<string>();
  const seen = new Set<string>();
  const kept = list.filter((c) => {
    if (seen.has(c.name) || (c.group !== undefined && groups.has(c.group))) return false;
    seen.add(c.name);
    if (c.group !== undefined) groups.add(c.group);
    return true;
  });
  return kept
    .map((c, i) => ({ c, i }))
    .sort((a, b) => PHASES.indexOf(a.c.phase) - PHASES.indexOf(b.c.phase) || a.c.rank - b.c.rank || a.i - b.i)
    .map(({ c }) => c);
}

function baseStyle(rng: Rng): Style {
  const roll = rng.next();
  const layout = roll < 0.55 ? { indent: 2, spaced: true } : roll < 0.9 ? { indent: 0, spaced: true } : roll < 0.95 ? { indent: 0, spaced: false } : { indent: 4, spaced: true };
  return { ...plainStyle, ...layout, seed: rng.seed() };
}

/**
 * Writes `value` the way a model would, with the given corruptions (names or objects), deterministically for a seed.
 * @example corrupt({ selector: "#go" }, ["key-alias", "fence"], { schema: clickSchema, seed: 1 })
 */
export function corrupt(value: unknown, list: readonly (Corruption | string)[], options: CorruptOptions = {}): CorruptedOutput {
  const rng = options.rng ?? createRng(options.seed ?? 0);
  const context: CorruptionContext = {
    ...(options.schema !== undefined ? { schema: options.schema } : {}),
    ...(options.toolName !== undefined ? { toolName: options.toolName } : {}),
  };
  const chosen = orderCorruptions(list.map((c) => (typeof c === "string" ? corruptionByName(c) : c)).filter((c): c is Corruption => c !== undefined));
  let draft: Draft = {
    written: value,
    expected: value,
    recoverable: true,
    style: { ...baseStyle(rng), ...options.style },
    text: "",
    span: { start: 0, end: 0 },
    truncated: false,
    applied: [],
  };
  for (const phase of PHASES) {
    if (phase === "text") {
      const text = serialize(draft.written, draft.style);
      draft = { ...draft, text, span: { start: 0, end: text.length } };
    }
    for (const c of chosen) {
      if (c.phase === phase && c.applies(draft, context)) draft = c.apply(draft, rng, context);
    }
    // Safety net: a written value the schema accepts as it stands is the truth, whatever it was meant to be.
    if (phase === "value" && context.schema !== undefined && !deepEqual(draft.written, draft.expected) && validates(context.schema, draft.written)) {
      draft = { ...draft, recoverable: false };
    }
  }
  return {
    text: draft.text,
    corruptions: draft.applied,
    recoverable: draft.recoverable,
    ...(draft.recoverable ? { expected: draft.expected } : {}),
    ...(draft.closingQuote !== undefined ? { closedText: withClosingQuote(draft.text, draft.closingQuote) } : {}),
  };
}

function withClosingQuote(text: string, closing: ClosingQuote): string {
  const at = text.length - closing.fromEnd;
  return text.slice(0, at) + closing.quote + text.slice(at);
}
