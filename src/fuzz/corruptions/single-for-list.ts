import { sitesOf } from "../sites.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { oneEdit } from "./value-edit.js";

const NAME = "single-for-list";

function targets(draft: Draft, context: CorruptionContext) {
  const root = context.schema;
  if (root === undefined) return [];
  return sitesOf(draft, root).filter((s) => {
    if (!Array.isArray(s.expected) || s.expected.length !== 1 || !Array.isArray(s.written) || s.written.length !== 1) return false;
    const item: unknown = s.written[0];
    // A nested list or a null would not say which list it stood for.
    return item !== null && !Array.isArray(item) && !validates(s.declared, item, root);
  });
}

/** The one item of a one-item list written without the brackets: recoverable. */
export const singleForList: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 20,
  recoverable: true,
  targets,
  replace: (node) => (Array.isArray(node) ? node[0] : node),
});
