import { sitesOf } from "../sites.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { oneEdit } from "./value-edit.js";

const NAME = "scalar-as-string";

function targets(draft: Draft, context: CorruptionContext) {
  const root = context.schema;
  if (root === undefined) return [];
  return sitesOf(draft, root)
    .filter((s) => s.pristine && (typeof s.expected === "number" || typeof s.expected === "boolean"))
    .map((s) => ({ path: s.path, text: JSON.stringify(s.expected), declared: s.declared }))
    // Where the schema also accepts the string, "42" is a valid value of its own, not a mistake.
    .filter((t) => !validates(t.declared, t.text, root));
}

/** A number or boolean written as a string (`"42"`, `"true"`): recoverable where the schema refuses the string. */
export const scalarAsString: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 0,
  recoverable: true,
  targets,
  replace: (_node, target) => target.text,
});
