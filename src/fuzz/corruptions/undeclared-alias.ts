import { objectSites } from "../sites.js";
import { deepEqual } from "../json-value.js";
import { clashesWithShape } from "../schema.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { words } from "./key-names.js";
import { oneEdit, renameAt, type RenameTarget } from "./value-edit.js";

// Synonyms models reach for; none is a case variant, so nothing in the schema ties them to the property.
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  selector: ["selector_name", "css", "locator", "xpath"],
  url: ["address", "page", "website_url"],
  text: ["input_text", "keys", "string"],
  name: ["title", "label"],
  query: ["q", "search_term"],
};

function candidates(key: string): string[] {
  const base = words(key).join("_");
  return [...(SYNONYMS[key] ?? []), `${base}_name`, `${base}_value`, `the_${base}`];
}

function targets(draft: Draft, context: CorruptionContext) {
  if (context.schema === undefined) return [];
  const out: RenameTarget[] = [];
  for (const site of objectSites(draft, context.schema)) {
    // Only required keys: the renamed value is then missing, so nothing valid equals the written value.
    for (const key of site.shape.required) {
      if (!(key in site.expected) || !(key in site.written) || !deepEqual(site.written[key], site.expected[key])) continue;
      for (const alias of candidates(key)) {
        if (clashesWithShape(alias, site.shape) || alias in site.written) continue;
        out.push({ path: site.path, key, name: alias });
      }
    }
  }
  return out;
}

const NAME = "undeclared-alias";

/** A required key under a name the schema does not declare (`selector_name`): not recoverable, the truth is lost. */
export const undeclaredAlias: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 10,
  recoverable: false,
  targets,
  replace: renameAt,
});
