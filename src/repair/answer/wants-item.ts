import type { GuideNode } from "../../schema/guide-types.js";
import { wantsScalar, type ScalarWant } from "./wants.js";

/**
 * What each item accepts, when the top of the schema is a list of one kind of scalar that prose can name (a
 * boolean, a number, an enum; not free strings, whose text has no edges), else `undefined`. An answer that
 * names one such value (`Answer: TWO.`) is then that value, and the `single-to-array` rule makes it the list;
 * an answer naming two fails as `ambiguous` rather than guessing where a list of them begins and ends.
 * @example wantsScalarItem(compileGuide({ type: "array", items: { type: "boolean" } })) // { boolean: true, … }
 */
export function wantsScalarItem(guide: GuideNode | undefined): ScalarWant | undefined {
  if (guide?.types === undefined || guide.anyOf.length > 0 || guide.allOf.length > 0 || guide.enum !== undefined) return undefined;
  if (guide.types.size !== 1 || !guide.types.has("array") || guide.prefixItems.length > 0) return undefined;
  if (guide.minItems !== undefined && guide.minItems > 1) return undefined;
  const item = wantsScalar(guide.items);
  if (item === undefined || (item.string && item.choices === undefined)) return undefined;
  return item;
}
