import { isDelimiter, isDigit, isIdentChar, isIdentStart, isQuote, isWhitespace } from "./chars.js";

/** Why an unquoted value would not be honest as a string: what it looks like instead. */
export type SuspectWord = "literal" | "number" | "punctuation" | "glued quote" | "call" | "odd key";

// Literals of another type in another spelling (`TRUE`, `Null`, `NaN`), lower-cased; `undefined`,
// `True`/`False`/`None` and the JSON spellings are read before a word is judged.
const otherLiterals = new Set(["true", "false", "null", "none", "nan", "infinity", "undefined", "-infinity", "+infinity", "-nan"]);
// What a cut-off or misspelt literal looks like in the middle of a value (`tru`, `fals`, `nul`, `t`).
const literalStubs = new Set(["t", "tr", "tru", "f", "fa", "fal", "fals", "n", "nu", "nul"]);

/**
 * What the unquoted value `text[start, end)` (trimmed) looks like when it is not plainly a word:
 * a literal of another spelling (`TRUE`, `Null`, `NaN`, `tru`), something number-like that is not a
 * number (`007`, `1.2.3`, `0xFF`, `42abc`, `1;`), punctuation (`@`, `<!--`, `~`), a word glued to a
 * quoted string (`hex"test"`), or a call (`f(x)`). jsonrepair would keep each as a string, which hides
 * what the model meant: a boolean, a number, a comment, two strings. `undefined` for a plain word.
 */
export function suspectWord(text: string, start: number, end: number): SuspectWord | undefined {
  const first = text.charCodeAt(start);
  if (end - start <= 9) {
    const word = text.slice(start, end).toLowerCase();
    if (otherLiterals.has(word) || literalStubs.has(word)) return "literal";
  }
  if (isDigit(first) || first === 0x2d || first === 0x2b || first === 0x2e) return "number";
  const marked = (first === 0x23 || first === 0x40) && isIdentChar(text.charCodeAt(start + 1));
  // non-ASCII starts a word in any script (`été`, `東京`); typographic quotes are read before a word is judged
  if (!isIdentStart(first) && !marked && first < 0x80) return "punctuation";
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28 || c === 0x29) return "call";
  }
  // a quote right after the word that does not end the value (`hex"test"`, not `John"}`)
  if (isQuote(text.charCodeAt(end))) {
    let i = end + 1;
    while (i < text.length && isWhitespace(text.charCodeAt(i)) && text.charCodeAt(i) !== 0x0a) i++;
    if (i < text.length && !isDelimiter(text.charCodeAt(i))) return "glued quote";
  }
  return undefined;
}

/**
 * Whether `text[start, end)` is a number jsonrepair reads as the number it looks like: JSON's grammar,
 * plus a leading `.` or a trailing `.` (`.5`, `5.`), which it completes with a zero. A leading zero before
 * a digit (`007`), two points (`1.2.3`) or two exponents (`1e2e3`) are not.
 */
export function isNumberToken(text: string, start: number, end: number): boolean {
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  const intStart = i;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  const intDigits = i - intStart;
  if (intDigits > 1 && text.charCodeAt(intStart) === 0x30) return false;
  let fracDigits = 0;
  if (i < end && text.charCodeAt(i) === 0x2e) {
    i++;
    const fracStart = i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    fracDigits = i - fracStart;
  }
  if (intDigits === 0 && fracDigits === 0) return false;
  const e = text.charCodeAt(i);
  if (i < end && (e === 0x65 || e === 0x45)) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i++;
    const expStart = i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    if (i === expStart) return false;
  }
  return i === end;
}

/**
 * Whether the unquoted key `text[start, end)` (trimmed) is no name a writer would leave unquoted: one that
 * starts with a digit but is not a number (`123key`), or with punctuation (`@key`, `!x`). Such a key is a
 * sign of garbled text (a lost quote, markup), and jsonrepair would keep it as written. Numbers (`{2: "x"}`,
 * JavaScript's own reading) and words in any script stay keys.
 */
export function suspectKey(text: string, start: number, end: number): SuspectWord | undefined {
  const first = text.charCodeAt(start);
  if (isDigit(first)) {
    for (let i = start + 1; i < end; i++) if (!isDigit(text.charCodeAt(i))) return "odd key";
    return undefined;
  }
  return !isIdentStart(first) && first < 0x80 ? "odd key" : undefined;
}
