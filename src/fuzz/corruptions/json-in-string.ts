import { sitesOf } from "../sites.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { replaceAtPath } from "./value-edit.js";

const NAME = "json-in-string";

function targets(draft: Draft, context: CorruptionContext) {
  const root = context.schema;
  if (root === undefined) return [];
  return sitesOf(draft, root).filter(
    (s) => s.present && typeof s.written === "object" && s.written !== null && !validates(s.declared, JSON.stringify(s.written), root),
  );
}

/** An object or list encoded as a JSON string (`"{\"selector\": \"#a\"}"`), as double-encoded tool arguments are. */
export const jsonInString: Corruption = {
  name: NAME,
  phase: "value",
  rank: 40,
  recoverable: true,
  applies: (draft, context) => targets(draft, context).length > 0,
  apply(draft, rng, context) {
    // Outer nodes first: a model double-encodes whole arguments far more often than one field.
    const all = targets(draft, context);
    const t = rng.chance(0.6) ? (all[0] as (typeof all)[number]) : rng.pick(all);
    return replaceAtPath(draft, t.path, (node) => JSON.stringify(node), NAME);
  },
};
