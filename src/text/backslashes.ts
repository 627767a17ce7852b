// Backslashes are read one way per string: all as escapes, or all as the characters written. A backslash that
// cannot start an escape (`\U` in `"C:\Users\new\table.txt"`) shows the writer did not mean escapes in that
// string, so its `\n` and `\t` are a backslash and a letter too, not a line break and a tab.
import { isUnicodeEscape } from "./chars.js";

/** What the quoted strings of a text say about their backslashes (see {@link readBackslashes}). */
export interface Backslashes {
  /** The text with every backslash doubled in each string that holds one that cannot be an escape. */
  readonly text: string;
  /** How many strings were rewritten. */
  readonly strings: number;
  /** A rewritten string also holds an escape JSON would decode (`\n`, `\t`, `\\`): a reader decoding it would mix. */
  readonly mixed: boolean;
  /**
   * Where the first string with a backslash that cannot be an escape also writes `\"`: read literally the string
   * ends there, read as escapes it goes on, so where it ends is not settled (-1 when none).
   */
  readonly unsettledAt: number;
}

/**
 * The strings of `text` (double-quoted, or single-quoted where a value can start) whose backslashes cannot all be escapes, rewritten so a JSON reader keeps each backslash as
 * written; `undefined` when every backslash of every string can be an escape (JSON's own: `\" \\ \/ \b \f \n \r \t`,
 * `\uXXXX`, a quote of any style, a line continued), so there is nothing to decide. One pass.
 * @example readBackslashes('{"p": "C:\\Users\\new"}')?.text // '{"p": "C:\\\\Users\\\\new"}'
 */
export function readBackslashes(text: string): Backslashes | undefined {
  let out = "";
  let from = 0;
  let strings = 0;
  let mixed = false;
  let unsettledAt = -1;
  for (let i = nextQuote(text, 0); i >= 0; ) {
    const quote = text.charCodeAt(i);
    const start = i + 1;
    let invalid = false;
    let valid = false;
    let quoteEscape = -1;
    let j = start;
    for (; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === quote || (c === 0x0a && quote !== 0x60)) break;
      if (c !== 0x5c) continue;
      const next = text.charCodeAt(j + 1);
      if (next === quote) {
        if (quoteEscape < 0) quoteEscape = j;
      } else if (escapes(text, j + 1)) valid = true;
      else invalid = true;
      j++;
    }
    if (j >= text.length || text.charCodeAt(j) !== quote) break; // a string cut off or broken by a line: not settled here
    if (invalid) {
      if (quoteEscape >= 0) {
        if (unsettledAt < 0) unsettledAt = quoteEscape;
      } else {
        out += text.slice(from, start) + text.slice(start, j).replaceAll("\\", "\\\\");
        from = j;
        strings++;
        mixed ||= valid;
      }
    }
    i = nextQuote(text, j + 1);
  }
  if (strings === 0 && unsettledAt < 0) return undefined;
  return { text: out + text.slice(from), strings, mixed, unsettledAt };
}

/**
 * The next quote that opens a string: `"` anywhere outside strings, `'` or `` ` `` only where a value or key can start (after
 * `{`, `[`, `,`, `:` or at the start), so an apostrophe in an unquoted word (`don't`) opens nothing. -1 when none.
 */
function nextQuote(text: string, i: number): number {
  let before = -1;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i;
    if ((c === 0x27 || c === 0x60) && (before === -1 || before === 0x7b || before === 0x5b || before === 0x2c || before === 0x3a)) return i;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) before = c;
  }
  return -1;
}

// After a backslash, besides `u` and four hex digits: JSON's escapes, a quote of any style, a line continued.
const escapeChars: ReadonlySet<number> = /* @__PURE__ */ new Set(Array.from("\"\\/bfnrt'`\u00b4\u2018\u2019\u201c\u201d\n\r", (c) => c.charCodeAt(0)));

/**
 * Whether the character at `i` (after a backslash) starts an escape: JSON's, a quote of any style (`\'`, `` \` ``,
 * `\’`), a line continued, or `u` and four hex digits.
 */
function escapes(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code === 0x75 ? isUnicodeEscape(text, i + 1) : escapeChars.has(code);
}

