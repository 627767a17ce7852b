import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { renameTargets } from "./key-names.js";
import { oneEdit, renameAt, type RenameTarget } from "./value-edit.js";

function targets(draft: Draft, context: CorruptionContext): RenameTarget[] {
  return renameTargets(draft, context, (key, shape) => shape.aliases.get(key) ?? []);
}

const NAME = "key-alias";

/** A key written under an alias the schema declares (`element` for `selector`): recoverable. */
export const keyAlias: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 10,
  recoverable: true,
  targets,
  replace: renameAt,
});
