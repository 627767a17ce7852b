import { sitesOf } from "../sites.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { oneEdit } from "./value-edit.js";

const NAME = "string-as-number";

function targets(draft: Draft, context: CorruptionContext) {
  const root = context.schema;
  if (root === undefined) return [];
  return sitesOf(draft, root)
    .filter((s) => s.pristine && typeof s.expected === "string")
    .map((s) => ({ path: s.path, text: s.expected as string, number: Number(s.expected), declared: s.declared }))
    // Only canonical whole numerals: "007" or "1.50" written as numbers lose digits the string had, and
    // `number-to-string` leaves every fraction alone for that reason (it cannot see how one was written).
    .filter((t) => t.text !== "" && Number.isSafeInteger(t.number) && JSON.stringify(t.number) === t.text)
    .filter((t) => !validates(t.declared, t.number, root));
}

/** A numeric string written as a number (`"90210"` → `90210`): recoverable when the numeral is a canonical whole number. */
export const stringAsNumber: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 0,
  recoverable: true,
  targets,
  replace: (_node, target) => target.number,
});
