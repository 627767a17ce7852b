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
