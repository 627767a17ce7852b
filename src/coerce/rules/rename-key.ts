import { hidesRename, hidesRenameCounting, mayHideRename } from "../hidden-rename.js";
import { isPlainObject, setOwn } from "../json.js";
import { renameTarget } from "../names.js";
import type { Rule } from "../rule.js";

/**
 * `rename-key`: a property under another name: a declared alias (`element` → `selector`) or a unique
 * case/snake/camel/kebab variant (`Selector`, `selector-name` → `selectorName`). Renames only into an
 * absent declared property, only when exactly one key claims it, and keeps the key order. A value that validates
 * may still hide a misnamed optional property (an open object ignores `Selector`), so it declares `fixesValid`.
 */
export const renameKey: Rule = {
  name: "rename-key",
  cost: 1,
  fixesValid: { possible: mayHideRename, needed: hidesRename, neededCounting: hidesRenameCounting },
  apply(value, { node }) {
    if (!isPlainObject(value) || node.properties.size === 0) return undefined;
    const keys = Object.keys(value);
    const renames = new Map<string, string>();
    const claimed = new Map<string, number>();
    for (const key of keys) {
      const target = renameTarget(node, value, key);
      if (target === undefined) continue;
      renames.set(key, target);
      claimed.set(target, (claimed.get(target) ?? 0) + 1);
    }
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const target = renames.get(key);
      // Two keys claiming one property (`Selector` and `element`) are ambiguous: neither is renamed.
      const name = target !== undefined && claimed.get(target) === 1 ? target : key;
      if (name !== key) changed = true;
      setOwn(out, name, value[key]);
    }
    return changed ? { value: out } : undefined;
  },
};
