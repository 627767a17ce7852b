// Character predicates over UTF-16 code units (`text.charCodeAt(i)`), shared by the scanners.
// They take codes, not one-character strings, so hot loops never allocate.

/**
 * `text.charCodeAt(i)`, for the hot loops of the scanners. Written as a method call, each read first looks the
 * method up on the string, and V8 caches that lookup for at most four kinds of string: a scanner that has read
 * slices, ropes (chunks joined with `+`), flat and two-byte strings finds its cache megamorphic, and then pays a
 * generic lookup and a full call per character, half of its time. Reached from the constant `String.prototype`,
 * the method is known to the compiler, which reads the character inline on any kind of string.
 */
export function codeAt(text: string, i: number): number {
  return String.prototype.charCodeAt.call(text, i);
}

/** `"` */
export const DOUBLE_QUOTE = 0x22;
/** `'` */
export const SINGLE_QUOTE = 0x27;
/** `\` */
export const BACKSLASH = 0x5c;
/** `` ` `` */
export const BACKTICK = 0x60;
/** `~` */
export const TILDE = 0x7e;
/** `“` LEFT DOUBLE QUOTATION MARK */
export const LEFT_DOUBLE_SMART = 0x201c;
/** `”` RIGHT DOUBLE QUOTATION MARK */
export const RIGHT_DOUBLE_SMART = 0x201d;
/** `‘` LEFT SINGLE QUOTATION MARK */
export const LEFT_SINGLE_SMART = 0x2018;
/** `’` RIGHT SINGLE QUOTATION MARK */
export const RIGHT_SINGLE_SMART = 0x2019;

/** JSON's own whitespace: space, tab, line feed, carriage return. */
export function isJsonWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** Whether `text` holds only JSON whitespace before `start` and from `end` on: a value read from it is all it says. */
export function blankOutside(text: string, start: number, end: number): boolean {
  for (let i = 0; i < start; i++) if (!isJsonWhitespace(text.charCodeAt(i))) return false;
  for (let i = end; i < text.length; i++) if (!isJsonWhitespace(text.charCodeAt(i))) return false;
  return true;
}

/** The first character code at or after `i` that is not JSON whitespace; -1 at the end of the text. */
export function nextSignificant(text: string, i: number): number {
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i < text.length ? text.charCodeAt(i) : -1;
}

/** Unicode spaces that are not JSON whitespace but that models and editors emit (no-break space, BOM, zero-width space, …). */
export function isSpecialWhitespace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** `0`–`9`. */
export function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** A character that may appear in a JSON number literal: digits, `-`, `+`, `.`, `e`, `E`. */
export function isNumberChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e || code === 0x65 || code === 0x45;
}

/** The first offset from `i` (before `end`) that is not a digit `0`–`9`. */
export function digitsEnd(text: string, i: number, end = text.length): number {
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  return i;
}

/** `0`–`9`, `a`–`f`, `A`–`F`. */
export function isHexDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x66) || (code >= 0x41 && code <= 0x46);
}

/** Whether four hex digits stand at `at` (the rest of a `\u` escape). */
export function isUnicodeEscape(text: string, at: number): boolean {
  for (let i = at; i < at + 4; i++) if (!isHexDigit(text.charCodeAt(i))) return false;
  return true;
}

/** The value of a hex digit (the caller checked `isHexDigit`). */
export function hexValue(code: number): number {
  return code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57;
}

/** ASCII letter. */
export function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/** First character of a JavaScript-style identifier (ASCII only): letter, `_`, `$`. */
export function isIdentifierStart(code: number): boolean {
  return isAsciiLetter(code) || code === 0x5f || code === 0x24;
}

/** Later character of a JavaScript-style identifier (ASCII only): letter, digit, `_`, `$`. */
export function isIdentifierChar(code: number): boolean {
  return isIdentifierStart(code) || (code >= 0x30 && code <= 0x39);
}

/** `“` or `”`: a typographic double quote. */
export function isSmartDoubleQuote(code: number): boolean {
  return code === LEFT_DOUBLE_SMART || code === RIGHT_DOUBLE_SMART;
}

/** `‘` or `’`: a typographic single quote (also an apostrophe in prose). */
export function isSmartSingleQuote(code: number): boolean {
  return code === LEFT_SINGLE_SMART || code === RIGHT_SINGLE_SMART;
}

/** Any character this library reads as opening a string: `"`, `'`, `“`, `”`, `‘`, `’`. */
export function isQuote(code: number): boolean {
  return code === DOUBLE_QUOTE || code === SINGLE_QUOTE || isSmartDoubleQuote(code) || isSmartSingleQuote(code);
}

/** A character that may start a JSON value: `{`, `[`, a quote, a digit, `-`, or an identifier start (literals). */
export function isValueStart(code: number): boolean {
  return code === 0x7b || code === 0x5b || isQuote(code) || isDigit(code) || code === 0x2d || isIdentifierStart(code);
}
