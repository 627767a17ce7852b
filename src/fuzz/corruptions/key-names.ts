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
  const owners = ownersOf(shape).get(normalizeKey(name));
  return owners === undefined || (owners.size === 1 && owners.has(owner));
}

// Per shape: each name and alias, case and separators aside, to the properties that read so (built once per shape,
// so checking a name is not a walk over every property: Kubernetes objects declare hundreds).
const owned = new WeakMap<ObjectShape, Map<string, Set<string>>>();

function ownersOf(shape: ObjectShape): Map<string, Set<string>> {
  let map = owned.get(shape);
  if (map !== undefined) return map;
  map = new Map();
  const add = (name: string, prop: string): void => {
    const n = normalizeKey(name);
    const set = map?.get(n) ?? new Set<string>();
    set.add(prop);
    map?.set(n, set);
  };
  for (const prop of shape.properties.keys()) {
    add(prop, prop);
    for (const alias of shape.aliases.get(prop) ?? []) add(alias, prop);
  }
  owned.set(shape, map);
  return map;
}

/**
 * Keys that can be written under another name and still mean only themselves: for each object the schema
 * describes, each key of the expected value that `namesOf(key, shape)` gives other names for and that holds its
 * expected value, and each name that no other property claims. An optional key of an open object is skipped:
 * renamed, it leaves a valid value, so nothing would call for the rename.
 */
export function renameTargets(draft: Draft, context: CorruptionContext, namesOf: (key: string, shape: ObjectShape) => readonly string[]): RenameTarget[] {
  if (context.schema === undefined) return [];
  const out: RenameTarget[] = [];
  for (const site of objectSites(draft, context.schema)) {
    // The value's own keys, not every property the schema declares.
    for (const key of Object.keys(site.expected)) {
      if (!site.shape.properties.has(key) || !(key in site.written) || !deepEqual(site.written[key], site.expected[key])) continue;
      if (!site.shape.required.has(key) && !site.shape.closed) continue;
      for (const name of namesOf(key, site.shape)) {
        if (site.shape.properties.has(name) || name in site.written || !meansOnly(name, key, site.shape)) continue;
        out.push({ path: site.path, key, name });
      }
    }
  }
  return out;
}
