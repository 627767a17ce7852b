import { isDigit, isIdentifierChar, isLetter, isWhitespace } from "./scan.js";

/** Words a JSON (or Python-ish near-JSON) array may start with. */
const LITERALS: readonly string[] = ["true", "false", "null", "True", "False", "None"];

/**
 * Whether the `{` or `[` at `pos` plausibly opens a JSON value in prose: a cheap look at what
 * follows it (whitespace skipped), so `[see above]`, `[x]`, `[ ]`, `{{name}}`, `{braces}` and
 * markdown links stay out while `{"a"`, `{'a': 1}`, `{a: 1}`, `[1, 2]`, `["x"]`, `[true]` get in.
 *
 * - `{` needs `"`, `'`, a typographic quote, `}`, or an unquoted or backtick-quoted key followed by `:`
 *   (`{a: 1}`, `` {`a`: 1} ``).
 * - `[` needs `"`, `'`, `{`, `[`, a digit, `-` before a digit, one of true/false/null/True/False/None,
 *   or an immediate `]` (`[]`; `[ ]` is a markdown checkbox); at the very end of the text, a cut-off
 *   `true`/`false`/`null` of two letters or more (`[tru`). A `[` right after a letter or digit
 *   (`claim[1]`, `arr[0]`) is a footnote or an index, not a value.
 *
 * @example looksLikeJsonOpener("see [1, 2]", 4) // true
 */
export function looksLikeJsonOpener(text: string, pos: number): boolean {
  const open = text.charCodeAt(pos);
  let i = pos + 1;
  if (open === 0x5b /* [ */) {
    if (pos > 0 && isIdentifierChar(text.charCodeAt(pos - 1))) return false;
    if (text.charCodeAt(i) === 0x5d /* ] */) return true;
  }
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  // tolerance: a document escaped as a string may write its line breaks as escapes (`{\n  \"a\": 1\n}`).
  while (text.charCodeAt(i) === 0x5c && isEscapedSpace(text.charCodeAt(i + 1))) {
    i += 2;
    while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  }
  const c = text.charCodeAt(i);
  // tolerance: typographic quotes (“ ” ‘ ’) open keys and strings as models write them.
  if (c === 0x22 || c === 0x27 || c === 0x201c || c === 0x201d || c === 0x2018 || c === 0x2019) return true;
  // tolerance: a comment may come first (`{ // the answer`, `[ /* items */`, `{ # note`).
  if (c === 0x2f /* / */ && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) return true;
  if (c === 0x23 /* # */ && isWhitespace(text.charCodeAt(i + 1))) return true;
  // tolerance: JSON escaped as if inside a string (`{\"url\": …}`), as models echo it from a prompt.
  if (c === 0x5c /* \ */ && text.charCodeAt(i + 1) === 0x22) return true;
  if (open === 0x7b /* { */) {
    if (c === 0x7d) return true;
    return isUnquotedKey(text, i) || isBacktickKey(text, i);
  }
  if (open !== 0x5b) return false;
  if (c === 0x7b || c === 0x5b || isDigit(c)) return true;
  if (c === 0x2d /* - */) return isDigit(text.charCodeAt(i + 1));
  if (LITERALS.some((word) => text.startsWith(word, i) && !isIdentifierChar(text.charCodeAt(i + word.length)))) return true;
  // A JSON literal cut off by the end of the text (`[tru`, `[nu`: two letters at least) opens a value too: it is
  // read as cut off, not as prose.
  const rest = text.slice(i, i + 5);
  return rest.length >= 2 && rest.length < 5 && i + rest.length === text.length && JSON_LITERALS.some((word) => word.startsWith(rest));
}

/** JSON's own literals, whose cut-off prefixes open a value at the end of a text. */
const JSON_LITERALS: readonly string[] = ["true", "false", "null"];

/**
 * Whether a short backtick-quoted key on one line followed by whitespace and a `:` starts at `pos` (`` {`id`: 1} ``):
 * inline code after a `{` in prose (`` {`x`} ``) has no colon after it.
 */
function isBacktickKey(text: string, pos: number): boolean {
  if (text.charCodeAt(pos) !== 0x60 /* ` */) return false;
  // A bounded look (64 characters): every `{` in a text may ask, so the cost per opener must not grow with the text.
  const limit = Math.min(text.length, pos + 65);
  let close = pos + 1;
  while (close < limit && text.charCodeAt(close) !== 0x60 && text.charCodeAt(close) !== 0x0a) close++;
  if (close >= limit || text.charCodeAt(close) !== 0x60) return false;
  let i = close + 1;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 0x3a /* : */;
}

/** Whether `c` after a backslash writes a space, a tab or a line break (`\\n`, `\\r`, `\\t`). */
function isEscapedSpace(c: number): boolean {
  return c === 0x6e || c === 0x72 || c === 0x74;
}

/** Whether an identifier followed by whitespace and a `:` starts at `pos` (a JavaScript-style key). */
function isUnquotedKey(text: string, pos: number): boolean {
  const first = text.charCodeAt(pos);
  if (!(isLetter(first) || first === 0x5f || first === 0x24)) return false;
  let i = pos + 1;
  while (i < text.length && isIdentifierChar(text.charCodeAt(i))) i++;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 0x3a /* : */;
}
