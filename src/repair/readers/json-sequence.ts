import { splitSequence } from "../../extract/sequence.js";
import type { GuideNode } from "../../schema/guide-types.js";
import { severalValuesMessage } from "../messages.js";
import type { Reader } from "../reader.js";

/** The repair step's name for several values read as one array. */
export const sequenceRepair = "several values as an array";

/**
 * The reader `json-sequence`: a text that is several strict JSON values one after the other. Where the schema
 * wants an array, and no value is an array itself (else each could be the whole answer), it is that array, in the
 * text's order, whether the values stand one a line (JSON Lines) or side by side (`"a" "b" "c"`): nothing is
 * added, dropped or reordered, and no single value could be the answer. Anywhere else it is refused as
 * `ambiguous` (the pipeline then returns no single one of the values either, and jsonrepair does not join
 * them): with no array to hold them, choosing one value would drop the others. `repair()` on its own, with
 * no schema, leaves the text to jsonrepair, which reads JSON Lines as an array.
 * @example salvage({ type: "array" }).parse('{"a": 1}\n{"a": 2}') // ok: [{ a: 1 }, { a: 2 }]
 */
export const jsonSequence: Reader = {
  name: "json-sequence",
  jsonData: true,
  read: (text, context) => {
    // `repair()` on its own has no schema to ask: JSON Lines stays jsonrepair's array there.
    if (context.guide === undefined) return undefined;
    const found = splitSequence(text, 0, text.length);
    if (found === undefined) return undefined;
    const combine = wantsArray(context.guide) && !found.values.some(Array.isArray);
    if (combine) return { value: found.values, repairs: [sequenceRepair] };
    return { refuse: severalValuesMessage(found.values.length), code: "ambiguous", position: 0 };
  },
};

/** Whether the schema at the top wants an array and nothing else (`null` aside). */
function wantsArray(guide: GuideNode | undefined): boolean {
  if (guide?.types === undefined || !guide.types.has("array")) return false;
  for (const type of guide.types) if (type !== "array" && type !== "null") return false;
  return guide.anyOf.length === 0;
}
