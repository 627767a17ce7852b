/**
 * The JSON a literal or number spelt otherwise stands for, when the spelling settles it (DESIGN principle 2):
 * Python's `True`, `False`, `None`; a literal in capitals or capitalised (`TRUE`, `Null`, `FALSE`); digits grouped by
 * underscores in threes (`82_461_110`, Python's and JavaScript's digit separators); a decimal with no digit before
 * its point (`.5`, `-.25`, as JavaScript and Python read it, and as the tolerant parser reads it inside a structure).
 * `undefined` for anything else,
 * JSON's own spellings included (`true`, `42`), and for what the text leaves open: a cut-off or misspelt literal
 * (`tru`, `nul`), a yes/no word (`Yes`, `off`), `none` or `NONE` (a word as often as Python's `None`), other
 * groupings (`1_0`, `1_0000`).
 *
 * @example literalSpelling("TRUE") // "true"
 * @example literalSpelling("82_461_110") // "82461110"
 * @example literalSpelling(".5") // "0.5"
 * @example literalSpelling("Yes") // undefined
 */
export function literalSpelling(token: string): string | undefined {
  const python = pythonLiterals.get(token);
  if (python !== undefined) return python;
  const lower = token.toLowerCase();
  if ((lower === "true" || lower === "false" || lower === "null") && token !== lower) {
    const capitalised = (lower[0] as string).toUpperCase() + lower.slice(1);
    return token === token.toUpperCase() || token === capitalised ? lower : undefined;
  }
  if (groupedDigits.test(token)) return token.replaceAll("_", "");
  return bareFraction.test(token) ? token.replace(".", "0.") : undefined;
}

const pythonLiterals: ReadonlyMap<string, string> = new Map([
  ["True", "true"],
  ["False", "false"],
  ["None", "null"],
]);

// Groups of exactly three digits after the first (of one to three), a decimal part allowed; linear: no nesting.
const groupedDigits = /^-?\d{1,3}(?:_\d{3})+(?:\.\d+)?$/;
// A point, then digits and an optional exponent: `.5`, `-.25`, `.5e3`. No digit grouping, no sign but `-`.
const bareFraction = /^-?\.\d+(?:[eE][+-]?\d+)?$/;
