import { objectSites } from "../sites.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { insertEntry, updateAtPath } from "./value-edit.js";

const NAME = "null-optional";

function targets(draft: Draft, context: CorruptionContext) {
  const root = context.schema;
  if (root === undefined) return [];
  const out: { path: readonly (string | number)[]; key: string; index: number }[] = [];
  for (const site of objectSites(draft, root)) {
    const order = [...site.shape.properties.keys()];
    for (const [key, sub] of site.shape.properties) {
      if (site.shape.required.has(key) || key in site.expected || key in site.written) continue;
      // A nullable field's null is a real value, not an absent one.
      if (validates(sub, null, root)) continue;
      const rank = order.indexOf(key);
      const index = Object.keys(site.written).filter((k) => order.indexOf(k) !== -1 && order.indexOf(k) < rank).length;
      out.push({ path: site.path, key, index });
    }
  }
  return out;
}

/** `null` written for an optional, non-nullable field the truth leaves out: recoverable (the key is dropped). */
export const nullOptional: Corruption = {
  name: NAME,
  phase: "value",
  rank: 12,
  recoverable: true,
  applies: (draft, context) => targets(draft, context).length > 0,
  apply(draft, rng, context) {
    const all = targets(draft, context);
    const picks = rng.shuffle(all).slice(0, rng.int(1, Math.min(3, all.length)));
    let next = draft;
    picks.forEach((t, i) => {
      next = updateAtPath(next, t.path, (o) => insertEntry(o, t.index, t.key, null), NAME);
      if (i > 0) next = { ...next, applied: next.applied.slice(0, -1) };
    });
    return next;
  },
};
