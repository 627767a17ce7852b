import { objectShape, clashesWithShape, resolveRef } from "../schema.js";
import { defineEntries } from "../json-value.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { withWritten } from "./shared.js";

const NAME = "wrap-object";

function wrappers(draft: Draft, context: CorruptionContext): string[] {
  const root = context.schema;
  if (root === undefined) return [];
  const resolved = resolveRef(root, root);
  const shape = resolved === undefined ? undefined : objectShape(resolved);
  const names = [...new Set([...(context.toolName === undefined ? [] : [context.toolName]), "input", "arguments", "data", "parameters", "args"])];
  // A wrapper the schema also takes as the one item of a list (`{"input": [...]}` for an array of anything) has
  // two readings, the list inside or the wrapper in a list: the truth is no longer determined.
  return names.filter((n) => {
    if (shape && clashesWithShape(n, shape)) return false;
    const wrapped = defineEntries([[n, draft.written]]);
    return !validates(root, wrapped, root) && !validates(root, [wrapped], root);
  });
}

/** The answer wrapped in one extra object: `{"click": {…}}`, `{"input": {…}}`, `{"arguments": {…}}`. */
export const wrapObject: Corruption = {
  name: NAME,
  phase: "value",
  rank: 50,
  group: "root-wrapper",
  recoverable: true,
  applies: (draft, context) => wrappers(draft, context).length > 0,
  apply(draft, rng, context) {
    const names = wrappers(draft, context);
    // The tool's own name and "input" are what models write most.
    const name = rng.chance(0.5) ? (names[0] as string) : rng.pick(names);
    // A wrapper around a bare scalar (`{"click": "#btn"}`) reads as an undeclared name for the one field, which
    // salvage does not guess: only a wrapped object, list or JSON text of one stays recoverable.
    return withWritten(draft, defineEntries([[name, draft.written]]), NAME, isStructured(draft.written));
  },
};

function isStructured(written: unknown): boolean {
  return (typeof written === "object" && written !== null) || (typeof written === "string" && /^\s*[[{]/.test(written));
}
