import { failure, success } from "../outcome/make.js";
import { unreadableOptionsMessage } from "../outcome/read-options.js";
import type { Outcome, Path, Step } from "../outcome/types.js";
import type { GuideNode, GuideProperty } from "../schema/guide-types.js";
import { formatPath } from "../schema/messages.js";
import { childNode, fitsDeep, fitsShallow, itemNode } from "./fits.js";
import { copyObject, isPlainObject, jsonEqual, setOwn } from "./json.js";
import { ABSENT, type Rule, type RuleContext } from "./rule.js";
import { defaultRules } from "./rules/index.js";
import { numberForms } from "../text/number-forms.js";
import { copyJsonData, notAPieceMessage, notJsonDataMessage, pieceName, pieceThrewMessage } from "../outcome/pieces.js";

// The default rules return JSON data by construction; any other rule's value is checked (only opt-in
// rules and users' own, and only when they apply), so opt-in rules stay out of bundles that don't use them.
const trustedRules: ReadonlySet<Rule> = /* @__PURE__ */ new Set(defaultRules);

/** Options of `coerce`. */
export interface CoerceOptions {
  /** Candidate index recorded in the steps (default 0). */
  readonly candidate?: number;
  /** Deepest value nesting walked; deeper input fails with `too-deep` (default 512). */
  readonly maxDepth?: number;
  /**
   * Paths a validator reported although the guide says the value fits there: rules get a chance to fix
   * them, and only a change counts.
   */
  readonly reported?: readonly Path[];
  /**
   * The text the value was read from: rules then learn how it writes a number (`writtenAs`), so `2.0` becomes
   * `"2.0"` where a string is expected. Left out, only whole numbers whose digits are certain are written back.
   */
  readonly text?: string;
}

const noPaths: ReadonlySet<string> = new Set();

/** Default deepest nesting `coerce` walks. */
export const defaultMaxDepth = 512;

class TooDeep {
  constructor(readonly path: Path) {}
}

interface Walk {
  readonly rules: readonly Rule[];
  readonly candidate: number;
  readonly maxDepth: number;
  readonly reported: ReadonlySet<string>;
  steps: Step[];
  /** `skip` steps of rules that threw or returned something that is not JSON data, once per rule; shared by trial walks. */
  readonly skips: Map<Rule, Step>;
  cost: number;
  /** Remaining rule trials; bounds the work on hostile input (nested alternatives). */
  budget: number;
  /** The values being walked at each guide node on the current path, to stop rules that loop. */
  readonly active: Map<GuideNode, Set<unknown>>;
  /** Paths where two `anyOf` branches fit equally well with different values (none was picked). */
  ties: Path[];
  /** How the text read writes a number (see `CoerceOptions.text`), or `undefined` with no text. */
  readonly writtenAs: ((value: number) => string | undefined) | undefined;
}

/**
 * How many steps discarded something the model wrote: steps of the `rules` that declare themselves `lossy`
 * (`drop-unknown-keys`), found by the rule name each step records. Readings are ranked by it first.
 */
export function lossOf(steps: readonly Step[], rules: readonly Rule[]): number {
  let loss = 0;
  for (const step of steps) if (step.stage === "coerce" && rules.some((rule) => rule.lossy === true && rule.name === step.rule)) loss++;
  return loss;
}

/**
 * Walks a value and its guide together and applies rules, in order, only where the value does not fit.
 * Every application is recorded as a step: rule, path, before, after.
 * @example coerce({ element: "#btn" }, guide) // ok, value { selector: "#btn" }, one `rename-key` step
 */
export function coerce(
  value: unknown,
  guide: GuideNode,
  rules: readonly Rule[] = defaultRules,
  given: CoerceOptions = {},
): Outcome<unknown> & { readonly cost: number } {
  // Options read once, defensively (`null`, a throwing getter, a revoked Proxy): a failure, never a throw.
  let maxDepth: number;
  let reported: ReadonlySet<string>;
  let candidate: number;
  let text: unknown;
  let list: readonly Rule[];
  try {
    const options: CoerceOptions = given ?? {};
    maxDepth = typeof options.maxDepth === "number" ? options.maxDepth : defaultMaxDepth;
    reported = options.reported === undefined || options.reported.length === 0 ? noPaths : new Set(Array.from(options.reported, pathKey));
    candidate = typeof options.candidate === "number" ? options.candidate : 0;
    text = options.text;
    list = rules === defaultRules || !Array.isArray(rules) ? defaultRules : Array.from(rules);
  } catch (error) {
    return { ...failure({ code: "unrepairable", stage: "coerce", message: unreadableOptionsMessage("coerce options", error), value }), cost: 0 };
  }
  // A value that fits all the way down meets no rule (rules run only where a value does not fit, or at a
  // reported path): the walk would return it as it is, with no step. One read-only pass says so first, before
  // the walk's state is made (most answers end here). fitsDeep is the stricter about depth, so the walk would not
  // have found the value too deep either. It counts depth, so only the engine's stack running out (a very large
  // maxDepth) makes it throw: the same too-deep failure as the walk's.
  try {
    if (reported.size === 0 && fitsDeep(value, guide, maxDepth)) return { ok: true, value, steps: [], cost: 0 };
  } catch {
    return { ...tooDeep([], maxDepth, value), cost: 0 };
  }
  const walk: Walk = { rules: list, candidate, maxDepth, reported, steps: [], skips: new Map(), cost: 0, budget: 10_000, active: new Map(), ties: [], writtenAs: typeof text === "string" ? numberForms(text) : undefined };
  try {
    const result = visit(value, guide, [], undefined, 0, walk);
    const steps = walk.skips.size === 0 ? walk.steps : [...walk.skips.values(), ...walk.steps];
    const tie = walk.ties[0];
    if (tie !== undefined) {
      // Two readings fit equally well: picking one would be a guess (a bare value for two one-key branches).
      return {
        ...failure({ code: "ambiguous", stage: "coerce", message: ambiguousBranchesMessage(tie), value }, steps),
        cost: walk.cost,
      };
    }
    return { ...success(result === ABSENT ? undefined : result, steps), cost: walk.cost };
  } catch (error) {
    // TooDeep is ours; a RangeError is the engine's stack running out on a hostile cyclic guide.
    return { ...tooDeep(error instanceof TooDeep ? error.path : [], walk.maxDepth, value), cost: walk.cost };
  }
}

function tooDeep(path: Path, maxDepth: number, value: unknown): Outcome<unknown> {
  return failure({ code: "too-deep", stage: "coerce", message: `The value is nested deeper than ${maxDepth} levels (at ${formatPath(path)}).`, value });
}

function visit(
  value: unknown,
  node: GuideNode,
  path: Path,
  property: GuideProperty | undefined,
  depth: number,
  walk: Walk,
): unknown {
  if (depth > walk.maxDepth) throw new TooDeep(path);
  // The same value at the same node again, below itself: a rule wrapped it (`single-to-array` under a
  // recursive `items`) and would wrap it forever. Left as it is; validation reports the mismatch.
  let active = walk.active.get(node);
  if (active?.has(value)) return value;
  if (active === undefined) walk.active.set(node, (active = new Set()));
  active.add(value);
  try {
    return visitOnce(value, node, path, property, depth, walk);
  } finally {
    active.delete(value);
  }
}

function visitOnce(
  value: unknown,
  node: GuideNode,
  path: Path,
  property: GuideProperty | undefined,
  depth: number,
  walk: Walk,
): unknown {
  const reported = walk.reported.size > 0 && walk.reported.has(pathKey(path));
  if (node.anyOf.length > 0 && !reported) return visitAlternatives(value, node, path, property, depth, walk);
  let current = value;
  if (reported || !fitsShallow(current, node)) {
    current = applyRules(current, node, path, property, walk);
    if (current === ABSENT) return ABSENT;
  }
  return descend(current, node, path, depth, walk);
}

/** Tries the rules in order on one value; keeps their changes only if they end in a value that fits. */
function applyRules(
  value: unknown,
  node: GuideNode,
  path: Path,
  property: GuideProperty | undefined,
  walk: Walk,
): unknown {
  if (walk.budget <= 0) return value;
  walk.budget--;
  const context: RuleContext = { node, path, property, fitsShallow, fitsDeep, writtenAs: walk.writtenAs };
  const pending: Step[] = [];
  let cost = 0;
  let current = value;
  for (let index = 0; index < walk.rules.length; index++) {
    const rule = walk.rules[index] as Rule;
    const result = tryRule(rule, current, context, walk);
    if (result === undefined || result.value === current) continue;
    const after = result.value;
    pending.push({
      stage: "coerce",
      candidate: walk.candidate,
      rule: rule.name,
      path,
      before: current,
      after: after === ABSENT ? undefined : after,
    });
    cost += rule.cost;
    current = after;
    if (current === ABSENT || fitsShallow(current, node)) {
      if (pending.length === 1 && current !== ABSENT && rule.reshapes === true && hasRival(value, current, index, context, walk)) {
        // `"false"` for `type: ["array", "boolean"]`: `["false"]` and `false` both fit, each by one rule.
        walk.ties.push(path);
        return value;
      }
      walk.steps.push(...pending);
      walk.cost += cost;
      return current;
    }
  }
  return value;
}

/**
 * Whether a later rule, alone and without losing anything, turns the same value into a different one that fits
 * too: two readings as good as each other, so taking the first would be a guess.
 */
function hasRival(value: unknown, chosen: unknown, chosenIndex: number, context: RuleContext, walk: Walk): boolean {
  for (let index = chosenIndex + 1; index < walk.rules.length; index++) {
    const rule = walk.rules[index] as Rule;
    if (rule.lossy === true) continue;
    const result = tryRule(rule, value, context, walk);
    if (result === undefined || result.value === value || result.value === ABSENT) continue;
    if (fitsDeep(result.value, context.node, walk.maxDepth) && !jsonEqual(result.value, chosen)) return true;
  }
  return false;
}

/**
 * A rule's result. A rule that is not one, throws, or returns something that is not JSON data (a user's own
 * rule, say) does not apply, and is recorded once as a `skip` step.
 */
function tryRule(rule: Rule, value: unknown, context: RuleContext, walk: Walk): { readonly value: unknown } | undefined {
  if (walk.skips.has(rule)) return undefined;
  const skip = (message: string): undefined => {
    walk.skips.set(rule, { stage: "skip", piece: pieceName(rule) ?? "(unnamed)", kind: "rule", message, candidate: walk.candidate });
    return undefined;
  };
  if (pieceName(rule) === undefined || typeof rule.apply !== "function") return skip(notAPieceMessage("rule"));
  let result: { readonly value: unknown } | undefined;
  let replacement: unknown;
  try {
    result = rule.apply(value, context);
    if (result === undefined || trustedRules.has(rule)) return result;
    if (typeof result !== "object" || result === null || !("value" in result)) return skip(notJsonDataMessage());
    // A user rule's replacement is read once and copied: what is validated is what is returned.
    replacement = result.value;
  } catch (error) {
    return skip(pieceThrewMessage(error));
  }
  if (replacement === ABSENT) return { value: ABSENT };
  const copy = copyJsonData(replacement, walk.maxDepth);
  return copy === undefined ? skip(notJsonDataMessage()) : copy;
}

/** `anyOf`: a branch the value already fits wins; otherwise the branch reached with the cheapest fixes. */
function visitAlternatives(
  value: unknown,
  node: GuideNode,
  path: Path,
  property: GuideProperty | undefined,
  depth: number,
  walk: Walk,
): unknown {
  if (fitsDeep(value, node, walk.maxDepth - depth)) return value;
  type Reading = { value: unknown; steps: Step[]; cost: number; loss: number; ties: Path[] };
  let best: Reading | undefined;
  let tied = false;
  const reshaped: Reading[] = [];
  for (const branch of node.anyOf) {
    if (walk.budget <= 0) break;
    const trial: Walk = { ...walk, steps: [], cost: 0, ties: [] };
    const result = visit(value, narrow(node, branch), path, property, depth, trial);
    walk.budget = trial.budget;
    if (result === ABSENT || fitsDeep(result, branch, walk.maxDepth - depth)) {
      const reading: Reading = { value: result, steps: trial.steps, cost: trial.cost, loss: lossOf(trial.steps, walk.rules), ties: trial.ties };
      if (reshapesWithin(trial.steps, path, walk.rules)) reshaped.push(reading);
      // What a reading keeps first (a branch that drops a key loses to one that fixes its case), then its cost.
      const order = best === undefined ? -1 : reading.loss - best.loss || reading.cost - best.cost;
      if (order < 0) {
        best = reading;
        tied = false;
      } else if (order === 0 && best !== undefined && !sameReading(reading.value, best.value)) tied = true;
    }
  }
  if (best === undefined) return value;
  // Two branches that each put the value (or what it holds) in another shape (a list read as the item it holds, and
  // as the list under one branch's key; `["a"]` read as `"a"`, and as `[{"path": "a"}]`) read it two ways: what each
  // costs does not say which was meant.
  const chosen = best;
  if (reshaped.includes(chosen) && reshaped.some((r) => r.loss === chosen.loss && !sameReading(r.value, chosen.value))) tied = true;
  if (tied) {
    walk.ties.push(path);
    return value;
  }
  walk.steps.push(...best.steps);
  walk.cost += best.cost;
  walk.ties.push(...best.ties);
  return best.value;
}

/**
 * Whether one of the `rules` that declare `reshapes` (`array-to-single`, `wrap-bare-value`, …), found by the rule
 * name each step records, changed the value at `path` or an item of it.
 */
function reshapesWithin(steps: readonly Step[], path: Path, rules: readonly Rule[]): boolean {
  return steps.some(
    (step) =>
      step.stage === "coerce" &&
      rules.some((rule) => rule.reshapes === true && rule.name === step.rule) &&
      (step.path.length === path.length || (step.path.length === path.length + 1 && typeof step.path[path.length] === "number")) &&
      path.every((part, i) => part === step.path[i]),
  );
}

/**
 * The node for a trial walk of one `anyOf` branch: the branch itself, or the parent with it as an `allOf` part.
 * A parent with no properties of its own (`{type: "object", oneOf: […]}`) takes the branch's object shape, so the
 * rules see the keys the branch declares or forbids (as a guide node does with one `allOf` part's shape).
 */
function narrow(parent: GuideNode, branch: GuideNode): GuideNode {
  const hasOwnShape = parent.types !== undefined || parent.properties.size > 0 || parent.enum !== undefined;
  if (!hasOwnShape) return branch;
  const narrowed = { ...parent, anyOf: [], allOf: [...parent.allOf, branch] };
  const shapeless = parent.properties.size === 0 && parent.additionalProperties === true && parent.forbiddenKeys === undefined;
  if (!shapeless || (branch.properties.size === 0 && branch.additionalProperties === true && branch.forbiddenKeys === undefined)) return narrowed;
  const { forbiddenKeys } = branch;
  return { ...narrowed, properties: branch.properties, additionalProperties: branch.additionalProperties, ...(forbiddenKeys === undefined ? {} : { forbiddenKeys }) };
}

function descend(value: unknown, node: GuideNode, path: Path, depth: number, walk: Walk): unknown {
  if (isPlainObject(value)) {
    let out = value;
    for (const key of Object.keys(value)) {
      const child = childNode(node, key);
      if (child === undefined) continue;
      const before = value[key];
      const after = visit(before, child, [...path, key], node.properties.get(key), depth + 1, walk);
      if (after === before) continue;
      if (out === value) out = copyObject(value);
      if (after === ABSENT) delete out[key];
      else setOwn(out, key, after);
    }
    return out;
  }
  if (Array.isArray(value)) {
    let out: unknown[] = value;
    for (let i = 0; i < value.length; i++) {
      const child = itemNode(node, i);
      if (child === undefined) continue;
      const before: unknown = value[i];
      const after = visit(before, child, [...path, i], undefined, depth + 1, walk);
      if (after === before || after === ABSENT) continue;
      if (out === value) out = value.slice();
      out[i] = after;
    }
    return out;
  }
  return value;
}

function sameReading(a: unknown, b: unknown): boolean {
  return a === b || (a !== ABSENT && b !== ABSENT && jsonEqual(a, b));
}

/** The message of a coercion that stopped between two equally good readings. */
export function ambiguousBranchesMessage(path: Path): string {
  return `The value at ${formatPath(path)} fits several alternatives of the schema equally well; which one was meant is not determined.`;
}

function pathKey(path: Path): string {
  return JSON.stringify(path);
}
