import { DOUBLE_QUOTE, SINGLE_QUOTE, isSmartDoubleQuote, isSmartSingleQuote } from "../text/chars.js";

// The incremental parser's states. Structural states (VALUE … ROOT_AFTER) skip whitespace and comments.
export const LOCATE = 0; // before the value: the locator skips prose, fences and reasoning
export const VALUE = 1; // a value is expected
export const KEY = 2; // a key or `}` is expected
export const COLON = 3; // `:` is expected
export const AFTER = 4; // after a member: `,` or a closer is expected
export const ROOT_AFTER = 5; // after a bare top-level scalar: only whitespace may follow, else it was prose
export const STRING = 6;
export const ESCAPE = 7; // after a backslash in a string
export const UNICODE = 8; // inside `\uXXXX`
export const NUMBER = 9;
export const WORD = 10; // a bare word: a literal, or an unquoted key
export const SLASH = 11; // after `/` where a comment may start
export const LINE_COMMENT = 12;
export const BLOCK_COMMENT = 13;
export const FENCE_CLOSE = 14; // inside the run of backticks that closes the fence
export const DONE = 15;
export const FAILED = 16;

// Quote kinds of the string being read.
export const QUOTE_DOUBLE = 0;
export const QUOTE_SINGLE = 1;
export const QUOTE_SMART_DOUBLE = 2;
export const QUOTE_SMART_SINGLE = 3;

/** Whether `code` closes a string opened with quote kind `kind` (a typographic string also closes on a straight quote). */
export function closesQuote(kind: number, code: number): boolean {
  switch (kind) {
    case QUOTE_DOUBLE:
      return code === DOUBLE_QUOTE;
    case QUOTE_SINGLE:
      return code === SINGLE_QUOTE;
    case QUOTE_SMART_DOUBLE:
      return isSmartDoubleQuote(code) || code === DOUBLE_QUOTE;
    default:
      return isSmartSingleQuote(code) || code === SINGLE_QUOTE;
  }
}
