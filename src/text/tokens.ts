// The tolerant grammar's tokens: where strings, comments, words and punctuation begin and end in a text that may
// not be JSON. Extraction's span scan and the readers that rewrite a text walk these tokens instead of each
// keeping its own loop of "a quote opens here, a comment there"; where a string ends is string-end.ts's decision,
// asked from here. One cursor, no backtracking, every tolerance named.
import { BACKSLASH, BACKTICK, DOUBLE_QUOTE, LEFT_DOUBLE_SMART, LEFT_SINGLE_SMART, RIGHT_DOUBLE_SMART, RIGHT_SINGLE_SMART, SINGLE_QUOTE, codeAt, isJsonWhitespace, isSpecialWhitespace } from "./chars.js";
import { closesString, isInnerQuote, isTripleQuote, nextClosingQuote, opensString } from "./string-end.js";

/** The text ran out: no token. */
export const END = 0;
/** A quoted string, its quotes included. */
export const STRING = 1;
/** Whitespace between tokens. */
export const SPACE = 2;
/** A `//` line comment (up to its line break) or a `/* … *\/` block comment. */
export const COMMENT = 3;
/** One character of structure or of a bare key, number or word (its code is `code`). */
export const CHAR = 4;
/** A run of characters of bare keys, numbers and words (`span` grammar only): nothing a structure turns on. */
export const WORD = 5;
export type TokenKind = typeof END | typeof STRING | typeof SPACE | typeof COMMENT | typeof CHAR | typeof WORD;

// Repair notes on the token just read (bits of `notes`).
/** The string or comment runs to the end of the text unclosed (more text may close it: see `feed`). */
export const UNCLOSED = 1;
/** tolerance: a `"` followed by a word on its line was content (`"he said "stop" twice"`). */
export const INNER_QUOTE = 2;
/** tolerance: a single-quoted string a line break ended (it was an apostrophe). */
export const LINE_ENDED = 4;
/** tolerance: Python's triple-quoted string (`"""…"""`). */
export const TRIPLE = 8;

/**
 * Which grammar a walker reads:
 * - `span`: extraction's balanced scan. Strings in the `scan` dialect with its tolerances (an inner `"` a word
 *   follows is content, a single-quoted string ends at its line, a triple-quoted string where a value starts),
 *   comments only after whitespace, `,`, `{` or `[` (so `http://` is no comment), any Unicode space skipped, and
 *   plain ASCII runs as one `WORD`.
 * - `delimit`: the rewriting readers'. A string runs to the first closing quote not escaped (`quotedEnd`), a
 *   comment opens at any `//` or `/*`, only space, tab and line breaks are space, and every other character is
 *   its own `CHAR`.
 */
export type Grammar = "span" | "delimit";

/**
 * A resumable cursor over the tokens of a text from `pos`. `next()` reads one token and says its kind; `start`,
 * `end`, `code` and `notes` describe it, and `previous` is the last significant character outside strings and
 * comments (what tells an opening quote from an apostrophe). A string left open at the end of the text is
 * returned `UNCLOSED`; `feed` hands over a longer text and `next()` goes on inside that string.
 *
 * `skip` maps an offset to the next visible one (`span` grammar: hidden reasoning blocks are jumped over, inside
 * strings too); `end` of a token is always visible.
 * @example
 * const tokens = new Tokenizer('{"a": 1}', 0, "delimit");
 * while (tokens.next() !== END) console.log(tokens.start, tokens.end);
 */
export class Tokenizer {
  kind: TokenKind = END;
  start: number;
  end: number;
  code = 0;
  notes = 0;
  previous = 0;
  /** `previous` as it was before this token. */
  before = 0;
  // The string being read when the text ran out (0 outside one), and the mark that usually closes it.
  private quote = 0;
  private closer = 0;

  constructor(
    public text: string,
    public pos: number,
    readonly grammar: Grammar,
    private readonly skip: ((pos: number) => number) | undefined = undefined,
  ) {
    this.start = pos;
    this.end = pos;
  }

  /** Goes on over a longer text of which the current one is the start. */
  feed(text: string): void {
    this.text = text;
  }

  /** Reads the next token from `pos`: its kind, or `END` when the text ran out. */
  next(): TokenKind {
    const text = this.text;
    const n = text.length;
    let i = this.pos;
    if (this.skip !== undefined) i = this.skip(i);
    this.notes = 0;
    this.before = this.previous;
    if (i >= n) {
      this.pos = i;
      return (this.kind = END);
    }
    this.start = i;
    if (this.quote !== 0) return this.token(STRING, this.grammar === "span" ? this.spanString(i) : this.delimitString(i));
    const c = codeAt(text, i);
    this.code = c;
    return this.grammar === "span" ? this.spanToken(text, i, c) : this.delimitToken(text, i, c);
  }

  private token(kind: TokenKind, end: number): TokenKind {
    this.end = end;
    this.pos = end;
    return (this.kind = kind);
  }

  private delimitToken(text: string, i: number, c: number): TokenKind {
    if (opensString(c, this.previous)) {
      this.quote = c;
      this.previous = DOUBLE_QUOTE;
      return this.token(STRING, this.delimitString(i + 1));
    }
    if (isJsonWhitespace(c)) return this.token(SPACE, i + 1);
    if (c === 0x2f) {
      const after = commentEnd(text, i);
      if (after >= 0) return this.token(COMMENT, after);
    }
    this.previous = c;
    return this.token(CHAR, i + 1);
  }

  private spanToken(text: string, i: number, c: number): TokenKind {
    if (isJsonWhitespace(c)) {
      // Spaces between tokens, the commonest characters outside strings: one token for a run of them.
      let j = i + 1;
      if (this.skip === undefined) while (j < text.length && isJsonWhitespace(codeAt(text, j))) j++;
      return this.token(SPACE, j);
    }
    if (c < 0x80 && plain[c] === 1) {
      // A run of key, number or word characters (`True`, `0`, `:`, `,`): only its last becomes the previous one.
      let j = i + 1;
      if (this.skip === undefined) while (j < text.length && codeAt(text, j) < 0x80 && plain[codeAt(text, j)] === 1) j++;
      this.previous = codeAt(text, j - 1);
      return this.token(WORD, j);
    }
    const tripleEnd = c === DOUBLE_QUOTE || c === SINGLE_QUOTE ? tripleQuoteEnd(text, i, this.previous) : -1;
    if (tripleEnd > 0) {
      // tolerance: Python's triple-quoted string (`"""…"""`) is one string, quotes and brackets inside included.
      this.previous = c;
      this.notes = TRIPLE;
      return this.token(STRING, tripleEnd);
    }
    if (opensString(c, this.previous)) {
      // tolerance: near-JSON single-quoted strings (straight or typographic ‘…’) and JavaScript's backtick strings,
      // but only where a key or value can start, so `{note: it's fine}` does not open a string at the apostrophe.
      this.quote = c;
      this.previous = c;
      this.closer = c === LEFT_DOUBLE_SMART ? RIGHT_DOUBLE_SMART : c === LEFT_SINGLE_SMART ? RIGHT_SINGLE_SMART : c;
      return this.token(STRING, this.spanString(i + 1));
    }
    if (c === 0x2f && isCommentStart(text, i)) {
      // tolerance: a `//` or `/* */` comment between entries; what it holds (brackets, apostrophes) is not JSON,
      // and it does not count as the character before the next quote.
      return this.token(COMMENT, commentEnd(text, i));
    }
    if (!isTrimSpace(c)) this.previous = c;
    return this.token(isTrimSpace(c) ? SPACE : CHAR, i + 1);
  }

  /** Reads the `delimit` string opened by `quote` on from `i` (`quotedEnd`): one past its closing quote, or the end of the text (`UNCLOSED`). */
  private delimitString(i: number): number {
    const close = nextClosingQuote(this.text, this.quote, i, false);
    if (close >= 0) {
      this.quote = 0;
      return close + 1;
    }
    this.notes = UNCLOSED;
    return this.text.length;
  }

  /** Reads the `span` string opened by `quote` on from `i`: one past its end, or the end of the text (`UNCLOSED`). */
  private spanString(i: number): number {
    const { text, skip, quote, closer } = this;
    const n = text.length;
    let visibleEnd = i;
    while (i < n) {
      if (skip !== undefined) {
        const next = skip(i);
        if (next !== i) {
          i = next;
          continue;
        }
      }
      const c = codeAt(text, i);
      // A run of plain string content at once (nothing hidden: no offset in it needs a skip check).
      if (skip === undefined && c !== BACKSLASH && c !== closer && c !== 0x0a && c !== LEFT_DOUBLE_SMART) {
        i++;
        while (i < n) {
          const d = codeAt(text, i);
          if (d === BACKSLASH || d === closer || d === 0x0a || d === LEFT_DOUBLE_SMART) break;
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
        // tolerance: an unescaped inner quote: a quote followed by a word on the same line never ends a JSON
        // string, so the brackets after it are still the string's.
        this.notes |= INNER_QUOTE;
      } else if (closesString(quote, c, "scan")) {
        this.quote = 0;
        this.previous = c;
        return i + 1;
      } else if (c === 0x0a && (quote === SINGLE_QUOTE || quote === LEFT_SINGLE_SMART)) {
        // tolerance: a single-quoted string never spans lines; an unclosed one was an apostrophe.
        this.quote = 0;
        this.notes |= LINE_ENDED;
        return i + 1;
      }
      i++;
      visibleEnd = i;
    }
    this.notes |= UNCLOSED;
    return visibleEnd;
  }
}

/** One past the line or block comment opening at `i` (a line comment ends before its newline), or -1 when none opens there. */
export function commentEnd(text: string, i: number): number {
  if (codeAt(text, i) !== 0x2f) return -1;
  const next = codeAt(text, i + 1);
  if (next !== 0x2f && next !== 0x2a) return -1;
  const close = next === 0x2f ? text.indexOf("\n", i + 2) : text.indexOf("*/", i + 2);
  return close < 0 ? text.length : next === 0x2f ? close : close + 2;
}

/** Whether a code unit is whitespace exactly as `String.prototype.trim` understands it. */
export function isTrimSpace(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  // Beyond ASCII: the Unicode spaces the parsers skip too, less the zero-width space, which `trim` keeps.
  return code >= 0xa0 && code !== 0x200b && isSpecialWhitespace(code);
}

/**
 * ASCII characters that mean nothing to the `span` grammar outside a string but become the previous character:
 * all but the quotes, the backtick, `/`, brackets and whitespace (`\v` and `\f` included).
 */
const plain: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(0x80);
  for (let c = 0; c < 0x80; c++) table[c] = isTrimSpace(c) ? 0 : 1;
  for (const c of [DOUBLE_QUOTE, SINGLE_QUOTE, BACKTICK, 0x2f, 0x7b, 0x5b, 0x7d, 0x5d]) table[c] = 0;
  return table;
})();

/**
 * A `//` or `/*` at `i` that starts a comment in the `span` grammar: right after whitespace, `,`, `{` or `[` (so
 * the `//` of an unquoted `http://…` is not one).
 */
function isCommentStart(text: string, i: number): boolean {
  const next = codeAt(text, i + 1);
  if (next !== 0x2f && next !== 0x2a) return false;
  const before = codeAt(text, i - 1);
  return isTrimSpace(before) || before === 0x2c || before === 0x7b || before === 0x5b;
}

/**
 * The end of a triple-quoted string opening at `i` where a key or value can start (after `{`, `[`, `,`, `:`),
 * just past its closing triple quote; -1 when there is none. Outside a string `"""` is never JSON.
 */
function tripleQuoteEnd(text: string, i: number, previous: number): number {
  if (!isTripleQuote(text, i) || !opensString(SINGLE_QUOTE, previous)) return -1;
  const close = nextClosingQuote(text, codeAt(text, i), i + 3, true);
  return close < 0 ? -1 : close + 3;
}
