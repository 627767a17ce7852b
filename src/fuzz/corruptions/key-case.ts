import { objectSites } from "../sites.js";
import { deepEqual } from "../json-value.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { caseVariants, meansOnly } from "./key-names.js";
import { renameKey, updateAtPath } from "./value-edit.js";

function targets(draft: Draft, context: CorruptionContext) {
  if (context.schema === undefined) return [];
  const out: { path: readonly (string | number)[]; key: string; variant: string }[] = [];
  for (const site of objectSites(draft, context.schema)) {
    for (const key of site.shape.properties.keys()) {
      if (!(key in site.expected) || !(key in site.written) || !deepEqual(site.written[key], site.expected[key])) continue;
      if (!site.shape.required.has(key) && !site.shape.closed) continue;
      for (const variant of caseVariants(key)) {
        if (site.shape.properties.has(variant) || variant in site.written || !meansOnly(variant, key, site.shape)) continue;
        out.push({ path: site.path, key, variant });
      }
    }
  }
  return out;
}

const NAME = "key-case";

/** A key in other casing or separators (`Selector`, `unitPrice` for `unit_price`): recoverable when unique. */
export const keyCase: Corruption = {
  name: NAME,
  phase: "value",
  rank: 10,
  recoverable: true,
  applies: (draft, context) => targets(draft, context).length > 0,
  apply(draft, rng, context) {
    const t = rng.pick(targets(draft, context));
    return updateAtPath(draft, t.path, (o) => renameKey(o, t.key, t.variant), NAME);
  },
};
