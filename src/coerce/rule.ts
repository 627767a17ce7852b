import type { Path } from "../outcome/types.js";
import type { GuideNode, GuideProperty } from "../schema/guide-types.js";

/** Returned by a rule to say "remove this property from its object" (see `null-to-absent`). */
export const ABSENT: unique symbol = Symbol("salvage.absent");
export type Absent = typeof ABSENT;

/** What a rule sees at the path where a value does not fit its guide node. */
export interface RuleContext {
  /** The guide node the value should fit. */
  readonly node: GuideNode;
  /** Where the value sits, from the root. */
  readonly path: Path;
  /** The property declaration when the value is an object property, else `undefined`. */
  readonly property: GuideProperty | undefined;
  /** Whether a value fits a node at this level (type, enum, required and unknown keys), without descending. */
  readonly fitsShallow: (value: unknown, node: GuideNode) => boolean;
  /** Whether a value fits a node all the way down, with no rule applied. */
  readonly fitsDeep: (value: unknown, node: GuideNode) => boolean;
  /**
   * How the text the value was read from writes a number (`2.0`, `1e3`, `1234567890123456789`): `undefined` when it
   * writes it nowhere or two ways. The context has no `writtenAs` when no text is known (a value given as parsed).
   */
  readonly writtenAs?: ((value: number) => string | undefined) | undefined;
}

/**
 * A named coercion: given a value that does not fit its node, returns a replacement, or
 * `undefined` when it does not apply. It must never invent data unless it is opt-in.
 */
export interface Rule {
  /** The rule's name as it appears in steps and docs: kebab-case, unique. */
  readonly name: string;
  /** Relative price of one application, used to rank readings: lower is more certain. */
  readonly cost: number;
  /**
   * Whether an application discards part of what the model wrote (`drop-unknown-keys`). Readings are ranked by
   * how many lossy fixes they needed before anything else, so a reading that keeps everything wins; a lossy rule
   * is never a rival reading of a value another rule fixed. Absent: not lossy.
   */
  readonly lossy?: boolean;
  /**
   * Whether it puts a value in another shape (a list around it, an object around it, the item out of a list) rather
   * than reading a scalar otherwise: where another rule reads the same value as a different value that fits too
   * (`"false"` as `false` or as `["false"]`), or two `anyOf` branches each reshape it, the readings tie and the
   * outcome is `ambiguous`. Absent: not reshaping.
   */
  readonly reshapes?: boolean;
  /**
   * For a rule that can fix a value which already validates (`rename-key`: an optional property written under another
   * name, which an open schema lets pass as an unknown key): the test a valid value must pass before it is taken as
   * written. `possible(node)` says once per parser whether any value valid under the schema could need the rule;
   * `needed(value, node, maxDepth)` whether this one does, and then the rules get their turn. Absent: a value that
   * validates never needs the rule. `neededCounting` (optional) is `needed` answered in the walk the valid-JSON fast
   * path makes of every whole-text answer anyway: with the count of the value's object members at every level, or -1
   * when it holds a number that is not finite (`membersOf(value, true)`); the fast path then walks the value once.
   */
  readonly fixesValid?: {
    readonly possible: (node: GuideNode) => boolean;
    readonly needed: (value: unknown, node: GuideNode, maxDepth: number) => boolean;
    readonly neededCounting?: (value: unknown, node: GuideNode, maxDepth: number) => { readonly needed: boolean; readonly members: number };
  };
  readonly apply: (value: unknown, context: RuleContext) => { readonly value: unknown } | undefined;
}
