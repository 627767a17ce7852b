import { BACKSLASH, BACKTICK, DOUBLE_QUOTE, LEFT_DOUBLE_SMART as LEFT_DOUBLE, LEFT_SINGLE_SMART as LEFT_SINGLE, RIGHT_DOUBLE_SMART as RIGHT_DOUBLE, RIGHT_SINGLE_SMART as RIGHT_SINGLE, SINGLE_QUOTE, codeAt } from "../text/chars.js";
import { closesString, isInnerQuote, opensString } from "../text/string-end.js";
import { isWhitespace, noSkip } from "./scan.js";

/** Where a bracketed span ended: one past its closer, or the end of the visible text when unclosed. */
export interface SpanEnd {
  readonly end: number;
  readonly terminated: boolean;
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const NEWLINE = 0x0a;
const SLASH = 0x2f;
const STAR = 0x2a;

/**
 * The last span of one text scanned with nothing hidden, and its opener's offset: one `extract` call's (see
 * `ExtractContext.spans`), so that its finders (whole, sequence, the whole-structure test) scan the text's span once,
 * or not at all when a reading ahead of extraction delimited it. One slot, dropped with the call.
 */
export interface SpanMemo {
  start: number;
  span: SpanEnd | undefined;
}

/** An empty memo for one text. */
export function newSpanMemo(): SpanMemo {
  return { start: -1, span: undefined };
}

/**
 * Scans the `{…}` or `[…]` span opening at `start`, string-aware, in time linear in its length.
 * `skip` maps an offset to the next visible one (hidden reasoning blocks are jumped over).
 * No recursion: nesting is an explicit stack, so depth costs memory, never the call stack.
 */
export function scanBalanced(text: string, start: number, skip: (pos: number) => number, memo?: SpanMemo): SpanEnd {
  if (memo === undefined || skip !== noSkip) return scan(text, start, skip);
  if (memo.start === start && memo.span !== undefined) return memo.span;
  const span = scan(text, start, skip);
  memo.start = start;
  memo.span = span;
  return span;
}

function scan(text: string, start: number, skip: (pos: number) => number): SpanEnd {
  const n = text.length;
  const skips = skip !== noSkip;
  const stack: number[] = [];
  // How many of each opener the stack holds, so a mismatched closer is resolved in O(1).
  let braces = 0;
  let brackets = 0;
  // The quote that opened the string being read (0 outside one), and the mark that usually closes it.
  let quote = 0;
  let closer = 0;
  // The last significant character outside strings, to tell a quote from an apostrophe.
  let previous = 0;
  let visibleEnd = start;
  let i = start;
  while (i < n) {
    if (skips) {
      const next = skip(i);
      if (next !== i) {
        i = next;
        continue;
      }
    }
    const c = codeAt(text, i);
    if (quote !== 0) {
      // A run of plain string content at once (nothing hidden: no offset in it needs a skip check).
      if (!skips && c !== BACKSLASH && c !== closer && c !== NEWLINE && c !== LEFT_DOUBLE) {
        i++;
        while (i < n) {
          const d = codeAt(text, i);
          if (d === BACKSLASH || d === closer || d === NEWLINE || d === LEFT_DOUBLE) break;
          i++;
        }
        visibleEnd = i;
        continue;
      }
      if (c === BACKSLASH) {
        i = Math.min(i + 2, n);
        visibleEnd = i;
        continue;
      }
      if (c === DOUBLE_QUOTE && quote === DOUBLE_QUOTE && isInnerQuote(text, i + 1)) {
        // tolerance: an unescaped inner quote (`"he said "stop" twice"`): a quote followed by a word on the
        // same line never ends a JSON string, so the brackets after it are still the string's.
      } else if (closesString(quote, c, "scan")) {
        quote = 0;
        previous = c;
      } else if (c === NEWLINE && (quote === SINGLE_QUOTE || quote === LEFT_SINGLE)) {
        // tolerance: a single-quoted string never spans lines; an unclosed one was an apostrophe.
        quote = 0;
      }
      i++;
      visibleEnd = i;
      continue;
    }
    if (c === 0x20 || c === NEWLINE || c === 0x0d || c === 0x09) {
      // Spaces between tokens, the commonest characters outside strings: nothing to note.
      i++;
      visibleEnd = i;
      continue;
    }
    if (c < 0x80 && plain[c] === 1) {
      // A character of a key, number or word (`True`, `0`, `:`, `,`): it only becomes the previous one.
      previous = c;
      i++;
      visibleEnd = i;
      continue;
    }
    const tripleEnd = c === DOUBLE_QUOTE || c === SINGLE_QUOTE ? tripleQuoteEnd(text, i, previous) : -1;
    if (tripleEnd > 0) {
      // tolerance: Python's triple-quoted string (`"""…"""`) is one string, quotes and brackets inside included.
      previous = c;
      i = tripleEnd;
      visibleEnd = i;
      continue;
    }
    if (opensString(c, previous)) {
      // tolerance: near-JSON single-quoted strings (straight or typographic ‘…’) and JavaScript's backtick strings,
      // but only where a key or value can start, so `{note: it's fine}` does not open a string at the apostrophe.
      quote = c;
      closer = c === LEFT_DOUBLE ? RIGHT_DOUBLE : c === LEFT_SINGLE ? RIGHT_SINGLE : c;
    } else if (c === SLASH && isCommentStart(text, i)) {
      // tolerance: a `//` or `/* */` comment between entries; what it holds (brackets, apostrophes) is not
      // JSON, and it does not count as the character before the next quote.
      const close = codeAt(text, i + 1) === SLASH ? text.indexOf("\n", i + 2) : text.indexOf("*/", i + 2);
      const after = close < 0 ? n : codeAt(text, i + 1) === SLASH ? close : close + 2;
      i = after;
      visibleEnd = i;
      continue;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      stack.push(c);
      if (c === OPEN_BRACE) braces++;
      else brackets++;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      const opener = c === CLOSE_BRACE ? OPEN_BRACE : OPEN_BRACKET;
      if ((opener === OPEN_BRACE ? braces : brackets) > 0) {
        // tolerance: a closer that skips inner openers (`{"a": [1}`) closes them too; each entry is
        // popped once, so this stays linear overall.
        for (;;) {
          const top = stack.pop();
          if (top === OPEN_BRACE) braces--;
          else brackets--;
          if (top === opener) break;
        }
        if (stack.length === 0) return { end: i + 1, terminated: true };
      }
      // tolerance: a stray closer with no matching opener is ignored.
    }
    if (!isWhitespace(c)) previous = c;
    i++;
    visibleEnd = i;
  }
  return { end: visibleEnd, terminated: false };
}

/**
 * ASCII characters that mean nothing to the scan outside a string but become the previous character: all but
 * the quotes, the backtick, `/`, brackets and whitespace (`\v` and `\f` included, which `isWhitespace` skips).
 */
const plain: Uint8Array = (() => {
  const table = new Uint8Array(0x80);
  for (let c = 0; c < 0x80; c++) table[c] = isWhitespace(c) ? 0 : 1;
  for (const c of [DOUBLE_QUOTE, SINGLE_QUOTE, BACKTICK, SLASH, OPEN_BRACE, OPEN_BRACKET, CLOSE_BRACE, CLOSE_BRACKET]) table[c] = 0;
  return table;
})();

/**
 * A `//` or `/*` at `i` that starts a comment: right after whitespace, `,`, `{` or `[` (so the `//` of an
 * unquoted `http://…` is not one).
 */
function isCommentStart(text: string, i: number): boolean {
  const next = codeAt(text, i + 1);
  if (next !== SLASH && next !== STAR) return false;
  const before = codeAt(text, i - 1);
  return isWhitespace(before) || before === 0x2c || before === OPEN_BRACE || before === OPEN_BRACKET;
}

/**
 * The end of a triple-quoted string opening at `i` where a key or value can start (after `{`, `[`, `,`, `:`),
 * just past its closing triple quote; -1 when there is none. Outside a string `"""` is never JSON.
 */
function tripleQuoteEnd(text: string, i: number, previous: number): number {
  const c = codeAt(text, i);
  if (codeAt(text, i + 1) !== c || codeAt(text, i + 2) !== c) return -1;
  if (!(previous === OPEN_BRACE || previous === OPEN_BRACKET || previous === 0x2c || previous === 0x3a || previous === 0)) return -1;
  const close = text.indexOf(c === DOUBLE_QUOTE ? '"""' : "'''", i + 3);
  return close < 0 ? -1 : close + 3;
}
