import { deepEqual } from "../json-value.js";
import { normalizeKey, type ObjectShape } from "../schema.js";
import { objectSites } from "../sites.js";
import type { CorruptionContext, Draft } from "../types.js";
import type { RenameTarget } from "./value-edit.js";

/** Splits `unit_price`, `unitPrice`, `Unit-Price` into `["unit", "price"]`. */
export function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[_\-\s]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** The spellings of a key a model produces by changing only case and separators: camel, Pascal, snake, kebab, upper. */
export function caseVariants(key: string): string[] {
  const ws = words(key);
  if (ws.length === 0) return [];
  const forms = [
    ws.map((w, i) => (i === 0 ? w : cap(w))).join(""),
    ws.map(cap).join(""),
    ws.join("_"),
    ws.join("-"),
    ws.join("_").toUpperCase(),
    cap(ws.join("_")),
  ];
  return [...new Set(forms)].filter((f) => f !== key && normalizeKey(f) === normalizeKey(key));
}

/** True if `name` can only mean `owner`: no other property or other property's alias reads the same, case aside. */
export function meansOnly(name: string, owner: string, shape: ObjectShape): boolean {
  const n = normalizeKey(name);
  for (const prop of shape.properties.keys()) {
    if (prop === owner) continue;
    if (normalizeKey(prop) === n) return false;
    for (const alias of shape.aliases.get(prop) ?? []) if (normalizeKey(alias) === n) return false;
  }
  return true;
}

/**
 * Keys that can be written under another name and still mean only themselves: for each object the schema
 * describes, each `[key, names]` of `namesOf(shape)` whose key holds its expected value, and each name that no
 * other property claims. An optional key of an open object is skipped: renamed, it leaves a valid value, so
 * nothing would call for the rename.
 */
export function renameTargets(
  draft: Draft,
  context: CorruptionContext,
  namesOf: (shape: ObjectShape) => Iterable<readonly [string, readonly string[]]>,
): RenameTarget[] {
  if (context.schema === undefined) return [];
  const out: RenameTarget[] = [];
  for (const site of objectSites(draft, context.schema)) {
    for (const [key, names] of namesOf(site.shape)) {
      if (!(key in site.expected) || !(key in site.written) || !deepEqual(site.written[key], site.expected[key])) continue;
      if (!site.shape.required.has(key) && !site.shape.closed) continue;
      for (const name of names) {
        if (site.shape.properties.has(name) || name in site.written || !meansOnly(name, key, site.shape)) continue;
        out.push({ path: site.path, key, name });
      }
    }
  }
  return out;
}
