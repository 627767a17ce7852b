// Character classes of jsonrepair 3.15 (src/utils/stringUtils.ts), on char codes, so the pre-scan reads
// the text the way jsonrepair will. Those it shares with the rest of salvage come from src/text/chars.ts.
import { isDigit } from "../text/chars.js";

export {
  isDigit,
  isIdentifierChar as isIdentChar,
  isIdentifierStart as isIdentStart,
  isJsonWhitespace as isWhitespace,
} from "../text/chars.js";

/** `,:[]/{}()\n+`: what may follow a closing quote for it to end a string. */
export function isDelimiter(c: number): boolean {
  return (
    c === 0x2c || c === 0x3a || c === 0x5b || c === 0x5d || c === 0x2f || c === 0x7b || c === 0x7d ||
    c === 0x28 || c === 0x29 || c === 0x0a || c === 0x2b
  );
}

/** `,[]/{}\n+`: what ends an unquoted string. */
export function isUnquotedDelimiter(c: number): boolean {
  return c === 0x2c || c === 0x5b || c === 0x5d || c === 0x2f || c === 0x7b || c === 0x7d || c === 0x0a || c === 0x2b;
}

/** Space, tab, carriage return: what jsonrepair skips after a closing quote before judging it. */
export function isInlineWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d;
}

/** No-break, zero-width and other Unicode spaces that jsonrepair turns into a plain space. */
export function isSpecialWhitespace(c: number): boolean {
  return (
    c === 0xa0 || c === 0x180e || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0x205f || c === 0x3000 ||
    c === 0xfeff
  );
}

/** `"` and the typographic double quotes “ ”. */
export function isDoubleQuoteLike(c: number): boolean {
  return c === 0x22 || c === 0x201c || c === 0x201d;
}

/** `'`, the typographic single quotes ‘ ’, the backtick and the acute accent. */
export function isSingleQuoteLike(c: number): boolean {
  return c === 0x27 || c === 0x2018 || c === 0x2019 || c === 0x60 || c === 0xb4;
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
