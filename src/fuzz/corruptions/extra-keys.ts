import { objectSites } from "../sites.js";
import { safePattern } from "../../schema/safe-pattern.js";
import { clashesWithShape, isSchemaObject, type JsonSchema } from "../schema.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { insertEntry, replaceAtPath, updateAtPath } from "./value-edit.js";

const NAME = "extra-keys";

// What models add unasked: their reasoning, a confidence, a note to the user.
const EXTRAS: readonly (readonly [string, unknown])[] = [
  ["reason", "It matches what the user asked for."],
  ["reasoning", "This is the most likely match."],
  ["confidence", 0.9],
  ["explanation", "Chosen from the visible page content."],
  ["note", "Please verify before use."],
  ["status", "ok"],
  ["thought", "I should use this one."],
  ["source", "page"],
  ["success", true],
];

/** Whether a key is one the schema's `patternProperties` describes: then it is data, not an unknown key. */
function matchesPatternProperty(key: string, schema: JsonSchema): boolean {
  const patterns = isSchemaObject(schema) ? schema["patternProperties"] : undefined;
  if (!isSchemaObject(patterns)) return false;
  return Object.keys(patterns).some((pattern) => {
    const compiled = safePattern(pattern);
    // A pattern salvage cannot read counts as matching: the key is then never added.
    return !compiled.ok || compiled.test(key);
  });
}

function targets(draft: Pick<Draft, "expected" | "written">, context: CorruptionContext) {
  if (context.schema === undefined) return [];
  return objectSites(draft, context.schema).map((site) => ({
    site,
    extras: EXTRAS.filter(([k]) => !clashesWithShape(k, site.shape) && !(k in site.written) && !matchesPatternProperty(k, site.schema)),
    // An object with no key of its own would be left empty by dropping them: `drop-unknown-keys` leaves an
    // object whose every key would go alone (dropping all the model wrote is no repair), so it is no target.
  })).filter((t) => t.extras.length > 0 && Object.keys(t.site.written).length > 0);
}

/**
 * Unknown keys added to an object the schema closes (`additionalProperties: false`), so the truth is the
 * object without them. Where the schema allows unknown keys they are valid data: the text then means the
 * object *with* them, which is not a corruption at all, so this one applies to closed objects only.
 */
export const extraKeys: Corruption = {
  name: NAME,
  phase: "value",
  rank: 12,
  recoverable: true,
  applies: (draft, context) => targets(draft, context).some((t) => t.site.shape.closed),
  apply(draft, rng, context) {
    const t = rng.pick(targets(draft, context).filter((target) => target.site.shape.closed));
    const picks = rng.shuffle(t.extras).slice(0, rng.int(1, 2));
    const added = (o: Record<string, unknown>) => picks.reduce((acc, [k, v]) => insertEntry(acc, rng.chance(0.3) ? 0 : Object.keys(acc).length, k, v), o);
    const edited = updateAtPath(draft, t.site.path, added, NAME);
    // Where the schema also takes the object with its new keys as the one item of a list (a union of the object
    // and an open list), a reading keeps every key the model wrote: the truth is no longer determined.
    const listed = replaceAtPath(edited, t.site.path, (node) => [node], NAME).written;
    return context.schema !== undefined && validates(context.schema, listed, context.schema) ? { ...edited, recoverable: false } : edited;
  },
};
