import type { RepairNote } from "../tolerant/types.js";
import { familiesOf, familyBit, type SyntaxFamily } from "./families.js";

// The tolerant parser's repairs whose syntax family the pre-scan names the same way whenever the parser read a
// text whole: each is one token the parser and the pre-scan delimit alike (a quote, a comma, a word, a comment).
const familyOfKind: Readonly<Record<string, number>> = {
  "single-quotes": familyBit("single quotes"),
  "trailing-comma": familyBit("trailing commas"),
  "python-literal": familyBit("Python literals True/False/None"),
  "undefined-literal": familyBit("JavaScript undefined"),
  "unquoted-key": familyBit("unquoted keys"),
  comment: familyBit("comments"),
  "missing-comma": familyBit("missing commas"),
};

/**
 * The syntax families of a text the tolerant parser read whole (not cut off, JSON whitespace around it at
 * most), from the parser's own repairs: what `scan(text).families` says, without a second pass over the text.
 * `undefined` when a repair is one the two may name differently (typographic quotes, Unicode spaces, raw
 * control characters, escapes, a cut): then the pre-scan decides. log-families.test.ts
 * checks the two agree on generated texts.
 */
export function familiesOfRepairs(repairs: readonly RepairNote[]): SyntaxFamily[] | undefined {
  let mask = 0;
  for (const note of repairs) {
    const bit = familyOfKind[note.kind];
    if (bit === undefined) return undefined;
    mask |= bit;
  }
  return familiesOf(mask);
}
