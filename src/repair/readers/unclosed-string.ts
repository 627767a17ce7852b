import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import { prescan } from "../prescan.js";
import type { Reader } from "../reader.js";

/** The repair step's name for a string closed right before the closers that end the text. */
export const unclosedStringRepair = "missing closing quote before a closer";

/**
 * The reader `unclosed-string`: a text whose last string lacks its closing quote right before the closers
 * that end it (`{"a": "b}`, `["x]`), read as that string in a closed structure, where otherwise it would be
 * a cut-off text. It applies only when the string is short and plain: on one line, with no bracket or brace
 * in it (`{"code": "f() {}` stays cut off: its `}` may belong to the string), and when, with the quote
 * added, the tolerant parser reads the whole text as one complete value. The value holds exactly the
 * characters written; only the quote is added.
 */
export const unclosedString: Reader = {
  name: "unclosed-string",
  read: (text, context) => {
    let end = text.length;
    while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
    let at = end;
    while (at > 0 && (isCloser(text.charCodeAt(at - 1)) || isSpace(text.charCodeAt(at - 1)))) at--;
    if (at === end || at === 0) return undefined;
    if (prescan(text, context.maxDepth).truncated !== "string") return undefined;
    const open = openingQuote(text, at);
    // an empty string before the closer (`["]`) is as likely a cut-off `["]…"]`: not read
    if (open < 0 || open === at - 1) return undefined;
    const quote = text.charAt(open);
    const result = parseTolerant(text.slice(0, at) + quote + text.slice(at), { maxDepth: context.maxDepth });
    if (!result.ok || result.truncated || result.start !== firstVisible(text) || result.end !== end + 1) return undefined;
    return { value: result.value, repairs: [unclosedStringRepair] };
  },
};

/**
 * The quote that opens the string running up to `at`: the last unescaped `"` or `'` before it, when the
 * characters between are plain (no newline, bracket or brace), else -1.
 */
function openingQuote(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d || c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d) return -1;
    if ((c === 0x22 || c === 0x27) && !escaped(text, i)) return i;
  }
  return -1;
}

function escaped(text: string, i: number): boolean {
  let backslashes = 0;
  while (i - 1 - backslashes >= 0 && text.charCodeAt(i - 1 - backslashes) === 0x5c) backslashes++;
  return backslashes % 2 === 1;
}

function firstVisible(text: string): number {
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

function isCloser(c: number): boolean {
  return c === 0x7d || c === 0x5d;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
