import type { Rule } from "../rule.js";

/** Folds an enum label: case, whitespace and punctuation do not count (`"Very Positive!"` ~ `"very_positive"`). */
export function foldLabel(label: string): string {
  let folded = "";
  for (const char of label.toLowerCase()) {
    // Letters and digits of any script count; everything else is spacing or punctuation.
    if (/[\p{L}\p{N}]/u.test(char)) folded += char;
  }
  return folded;
}

// Brackets, quotes and angle brackets around or inside a label are not spelling: `"<floating>"` is a
// placeholder and `"[\"floating\"]"` a list written as a string, neither the label `floating`.
const DECORATION = /[<>[\]{}()"'`]/;

/**
 * `enum-match`: a string that matches exactly one allowed string once case, spaces and punctuation are
 * ignored; never a string holding brackets or quotes the label does not have.
 */
export const enumMatch: Rule = {
  name: "enum-match",
  cost: 1,
  apply(value, { node }) {
    if (typeof value !== "string" || node.enum === undefined || value.length > 256) return undefined;
    if (DECORATION.test(value) && !node.enum.some((allowed) => typeof allowed === "string" && DECORATION.test(allowed))) return undefined;
    const folded = foldLabel(value);
    if (folded === "") return undefined;
    let match: string | undefined;
    for (const allowed of node.enum) {
      if (typeof allowed !== "string" || foldLabel(allowed) !== folded) continue;
      if (match !== undefined) return undefined;
      match = allowed;
    }
    return match === undefined ? undefined : { value: match };
  },
};
