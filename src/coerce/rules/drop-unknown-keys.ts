import { isPlainObject, setOwn } from "../json.js";
import { isForbiddenKey } from "../forbidden-key.js";
import { foldKey, propertyNameIndex } from "../names.js";
import type { Rule } from "../rule.js";

/**
 * `drop-unknown-keys`: keys the schema rejects by name are removed: undeclared keys of a strict object
 * (`additionalProperties: false`), and keys whose schema is `false` (`properties: {secret: false}`, or a
 * `patternProperties` name with schema `false` that matches the key), which no value fits. The step keeps the
 * object as it was, so nothing is lost from the record. An undeclared key that names a declared property (an
 * alias or a casing variant: `element` beside `selector`) is a competing value, never dropped. An object whose
 * every key would go is left alone: a reading that drops all the model wrote is no repair.
 */
export const dropUnknownKeys: Rule = {
  name: "drop-unknown-keys",
  cost: 1,
  lossy: true,
  apply(value, { node }) {
    const closed = node.additionalProperties === false;
    if (!isPlainObject(value) || (!closed && node.forbiddenKeys === undefined)) return undefined;
    // `additionalProperties` beside `type: "array"` (a real schema's slip) says nothing about objects here: the
    // object is one item of the list, whole, not an object to trim.
    if (node.types !== undefined && !node.types.has("object")) return undefined;
    const names = propertyNameIndex(node);
    const out: Record<string, unknown> = {};
    let dropped = false;
    for (const key of Object.keys(value)) {
      if (isForbiddenKey(node, key)) dropped = true;
      else if (node.properties.has(key) || !closed) setOwn(out, key, value[key]);
      else if (names.has(foldKey(key))) return undefined;
      else dropped = true;
    }
    return dropped && Object.keys(out).length > 0 ? { value: out } : undefined;
  },
};
