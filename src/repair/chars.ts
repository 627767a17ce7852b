// Character classes of jsonrepair 3.15 (src/utils/stringUtils.ts), on char codes, so the pre-scan reads
// the text the way jsonrepair will. Those it shares with the rest of salvage come from src/text/chars.ts.
import { isDigit } from "../text/chars.js";
import { isDoubleQuoteLike, isSingleQuoteLike } from "../text/string-end.js";

export {
  isDigit,
  isIdentifierChar as isIdentChar,
  isIdentifierStart as isIdentStart,
  isJsonWhitespace as isWhitespace,
} from "../text/chars.js";
export { isDelimiter } from "../text/string-end.js";

/** `,[]/{}\n+`: what ends an unquoted string. */
export function isUnquotedDelimiter(c: number): boolean {
  return c === 0x2c || c === 0x5b || c === 0x5d || c === 0x2f || c === 0x7b || c === 0x7d || c === 0x0a || c === 0x2b;
}

/** No-break, zero-width and other Unicode spaces that jsonrepair turns into a plain space. */
export function isSpecialWhitespace(c: number): boolean {
  return (
    c === 0xa0 || c === 0x180e || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0x205f || c === 0x3000 ||
    c === 0xfeff
  );
}

/** Any character jsonrepair accepts as a string delimiter. */
export function isQuote(c: number): boolean {
  return isDoubleQuoteLike(c) || isSingleQuoteLike(c);
}

/** A C0 control character other than tab, newline and carriage return: a sign of binary data. */
export function isBinaryControl(c: number): boolean {
  return c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d;
}

/** Characters jsonrepair keeps in an unquoted URL after `scheme://` (everything but `[`, `]`, `,`). */
export function isUrlChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || isDigit(c) ||
    "-._~:/?#@!$&'()*+;=".includes(String.fromCharCode(c))
  );
}
