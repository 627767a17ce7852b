import { isPlainObject, setOwn, typeAccepts, typeAllows } from "../json.js";
import type { Rule } from "../rule.js";

/**
 * `wrap-bare-value`: a bare value (`"#btn"`) where an object with exactly one required property is expected
 * (`{selector: string}`) becomes that property, when the property accepts the value's type.
 */
export const wrapBareValue: Rule = {
  name: "wrap-bare-value",
  cost: 1.5,
  apply(value, { node }) {
    if (isPlainObject(value) || node.types === undefined || !typeAllows(node.types, "object")) return undefined;
    let only: string | undefined;
    for (const [name, property] of node.properties) {
      if (!property.required) continue;
      if (only !== undefined) return undefined;
      only = name;
    }
    if (only === undefined) return undefined;
    const target = node.properties.get(only);
    if (target === undefined || target.node.types === undefined || !typeAccepts(target.node.types, value)) {
      return undefined;
    }
    const out: Record<string, unknown> = {};
    setOwn(out, only, value);
    return { value: out };
  },
};
