import { copyObject, hasOwn, isPlainObject, setOwn } from "../json.js";
import type { Rule } from "../rule.js";

/**
 * `fill-default` (opt-in): a required property the model left out, filled with the schema's `default`.
 * Opt-in because the value then holds data the model never wrote.
 */
export const fillDefault: Rule = {
  name: "fill-default",
  cost: 2,
  apply(value, { node }) {
    if (!isPlainObject(value)) return undefined;
    let out: Record<string, unknown> | undefined;
    for (const [name, property] of node.properties) {
      if (!property.required || hasOwn(value, name) || !property.node.hasDefault) continue;
      out ??= copyObject(value);
      setOwn(out, name, structuredCloneJson(property.node.default));
    }
    return out === undefined ? undefined : { value: out };
  },
};

/** A copy of a JSON default, so two filled values never share one object. */
function structuredCloneJson(value: unknown): unknown {
  return value === undefined || typeof value !== "object" ? value : (JSON.parse(JSON.stringify(value)) as unknown);
}
