import { sitesOf } from "../sites.js";
import { isSchemaObject } from "../schema.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { oneEdit } from "./value-edit.js";

const NAME = "enum-case";

function choices(schema: unknown): string[] | undefined {
  if (!isSchemaObject(schema)) return undefined;
  const values = Array.isArray(schema["enum"]) ? schema["enum"] : "const" in schema ? [schema["const"]] : undefined;
  if (values === undefined || !values.every((v): v is string => typeof v === "string")) return undefined;
  // Two members equal but for case would make the miscased value ambiguous.
  return new Set(values.map((v) => v.toLowerCase())).size === values.length ? values : undefined;
}

function variants(value: string): string[] {
  const lower = value.toLowerCase();
  return [...new Set([value.toUpperCase(), lower, lower.charAt(0).toUpperCase() + lower.slice(1)])].filter((v) => v !== value);
}

function targets(draft: Draft, context: CorruptionContext) {
  const root = context.schema;
  if (root === undefined) return [];
  const out: { path: readonly (string | number)[]; variant: string }[] = [];
  for (const s of sitesOf(draft, root)) {
    const members = choices(s.schema);
    if (!s.pristine || typeof s.expected !== "string" || members === undefined) continue;
    for (const variant of variants(s.expected)) {
      if (!members.includes(variant) && !validates(s.declared, variant, root)) out.push({ path: s.path, variant });
    }
  }
  return out;
}

/** An enum member in other casing (`"Positive"` for `"positive"`): recoverable when members differ beyond case. */
export const enumCase: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 0,
  recoverable: true,
  targets,
  replace: (_node, target) => target.variant,
});
