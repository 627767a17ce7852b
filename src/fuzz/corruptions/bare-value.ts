import { objectSites } from "../sites.js";
import { isPlainObject } from "../json-value.js";
import { normalizeKey } from "../schema.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { oneEdit } from "./value-edit.js";

const NAME = "bare-value";

function targets(draft: Draft, context: CorruptionContext) {
  const root = context.schema;
  if (root === undefined) return [];
  return objectSites(draft, root).filter((s) => {
    const keys = Object.keys(s.expected);
    const written = Object.values(s.written);
    if (keys.length !== 1 || written.length !== 1 || s.shape.required.size !== 1 || !s.shape.required.has(keys[0] as string)) return false;
    const key = keys[0] as string;
    const writtenKey = Object.keys(s.written)[0] as string;
    // Only the field's own name (or a declared or case variant of it) is dropped; an undeclared name stays visible.
    if (writtenKey !== key && normalizeKey(writtenKey) !== normalizeKey(key) && !(s.shape.aliases.get(key) ?? []).includes(writtenKey)) return false;
    const bare = written[0];
    // An object, or a string that is itself JSON (`{…}`, `[…]`, `""`), would read as something other than the one
    // field (`parse-json-string` decodes it); a null
    // where an object is wanted reads as "no object" as much as the one field's null, so it is no bare value.
    if (bare === null || isPlainObject(bare) || (typeof bare === "string" && encodesJson(bare))) return false;
    // A bare number or boolean is never wrapped into a field that wants a string (`wrap-bare-value`: `1e3` would become
    // "1000", a text nobody wrote), so it is no recoverable bare value there.
    if (typeof bare !== "string" && typeof s.expected[key] === "string") return false;
    return !validates(s.declared, bare, root);
  });
}

/** The value of an object's one required field written without the object (`"#btn"` for `{"selector": "#btn"}`). */
export const bareValue: Corruption = /* @__PURE__ */ oneEdit({
  name: NAME,
  rank: 30,
  recoverable: true,
  targets,
  replace: (node) => (isPlainObject(node) ? Object.values(node)[0] : node),
});

/** Whether a string is a JSON object, array or string literal, which `parse-json-string` would decode. */
function encodesJson(text: string): boolean {
  if (!/^\s*[[{"]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return /^\s*[[{]/.test(text);
  }
}
