import type { Path } from "../outcome/types.js";
import type { Rule } from "./rule.js";

/**
 * A rule that applies only at paths matching `pattern`: dot-separated segments from the root, `*` for
 * any one key or index, `""` for the root itself (`"items.*.price"`, `"selector"`).
 * @example scopeRule(numberToString, "order.zip")
 */
export function scopeRule(rule: Rule, pattern: string): Rule {
  const segments = pattern === "" ? [] : pattern.split(".");
  return {
    name: rule.name,
    cost: rule.cost,
    lossy: rule.lossy === true,
    apply: (value, context) => (pathMatches(context.path, segments) ? rule.apply(value, context) : undefined),
  };
}

/** Whether a path matches pattern segments (`*` matches any one segment). */
export function pathMatches(path: Path, segments: readonly string[]): boolean {
  if (path.length !== segments.length) return false;
  for (let i = 0; i < path.length; i++) {
    const segment = segments[i];
    if (segment !== "*" && segment !== String(path[i])) return false;
  }
  return true;
}
