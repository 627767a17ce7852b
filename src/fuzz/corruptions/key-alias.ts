import { objectSites } from "../sites.js";
import { deepEqual } from "../json-value.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { meansOnly } from "./key-names.js";
import { renameKey, updateAtPath } from "./value-edit.js";

function targets(draft: Draft, context: CorruptionContext) {
  if (context.schema === undefined) return [];
  const out: { path: readonly (string | number)[]; key: string; alias: string }[] = [];
  for (const site of objectSites(draft, context.schema)) {
    for (const [key, aliases] of site.shape.aliases) {
      if (!(key in site.expected) || !(key in site.written) || !deepEqual(site.written[key], site.expected[key])) continue;
      // Renaming an optional key of an open object leaves a valid value: nothing would call for the rename.
      if (!site.shape.required.has(key) && !site.shape.closed) continue;
      for (const alias of aliases) {
        if (site.shape.properties.has(alias) || alias in site.written || !meansOnly(alias, key, site.shape)) continue;
        out.push({ path: site.path, key, alias });
      }
    }
  }
  return out;
}

const NAME = "key-alias";

/** A key written under an alias the schema declares (`element` for `selector`): recoverable. */
export const keyAlias: Corruption = {
  name: NAME,
  phase: "value",
  rank: 10,
  recoverable: true,
  applies: (draft, context) => targets(draft, context).length > 0,
  apply(draft, rng, context) {
    const t = rng.pick(targets(draft, context));
    return updateAtPath(draft, t.path, (o) => renameKey(o, t.key, t.alias), NAME);
  },
};
