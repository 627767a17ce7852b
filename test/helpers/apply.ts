import { fitsDeep, fitsShallow } from "../../src/coerce/fits.js";
import type { Rule } from "../../src/coerce/rule.js";
import type { GuideNode, GuideProperty } from "../../src/schema/guide-types.js";
import type { Path } from "../../src/outcome/types.js";

/** Runs one rule on one value the way the engine would, returning the replacement or `undefined`. */
export function applyRule(rule: Rule, value: unknown, node: GuideNode, property?: GuideProperty, path: Path = []): unknown {
  const result = rule.apply(value, { node, path, property, fitsShallow, fitsDeep });
  return result === undefined ? undefined : { value: result.value };
}
