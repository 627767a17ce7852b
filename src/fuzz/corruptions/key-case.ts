import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { caseVariants, renameTargets } from "./key-names.js";
import { oneEdit, renameAt, type RenameTarget } from "./value-edit.js";

function targets(draft: Draft, context: CorruptionContext): RenameTarget[] {
  return renameTargets(draft, context, (key) => caseVariants(key));
}

const NAME = "key-case";

/** A key in other casing or separators (`Selector`, `unitPrice` for `unit_price`): recoverable when unique. */
export const keyCase: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 10,
  recoverable: true,
  targets,
  replace: renameAt,
});
