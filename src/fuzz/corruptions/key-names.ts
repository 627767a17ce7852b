import { normalizeKey, type ObjectShape } from "../schema.js";

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
