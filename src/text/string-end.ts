// Where a quoted string ends: the one decision every scanner of salvage makes about strings. Extraction's span
// scan, the strict pre-check, the tolerant parser (descent and incremental), the readers that rewrite a text and
// the pre-scan that must read strings as jsonrepair does all ask here, each naming its dialect; a change to the
// grammar of strings is made once, here.
import { BACKSLASH, BACKTICK, DOUBLE_QUOTE, LEFT_DOUBLE_SMART, LEFT_SINGLE_SMART, RIGHT_DOUBLE_SMART, RIGHT_SINGLE_SMART, SINGLE_QUOTE, codeAt, isDigit, isJsonWhitespace, isSmartDoubleQuote, isSmartSingleQuote } from "./chars.js";

/**
 * Which strings a scanner reads, by what it must agree with:
 * - `json`: JSON's own, `"` only (the strict pre-check);
 * - `tolerant`: the tolerant parser's: a typographic string (opened by either mark of its kind) also closes on
 *   the straight quote of its kind (`“a"`), since it builds the value and a mark typed either way is a quote;
 * - `scan`: extraction's and the rewriting readers', which only delimit: “ closes on ” (or a second “, as some
 *   models write it), ‘ on ’, a backtick on a backtick, and a closing mark opens nothing;
 * - `jsonrepair`: jsonrepair 3.15's (`isEndQuote`), for the pre-scan that predicts what jsonrepair makes of a
 *   text: any double-quote-like mark closes a double-quote-like string, any single-quote-like one a
 *   single-quote-like string, except that `'`, `"` and the backtick close only on themselves (jsonrepair ends a
 *   backtick string on any single-quote-like mark; salvage keeps `quote: '` whole instead, see `scanString`).
 */
export type QuoteDialect = "json" | "tolerant" | "scan" | "jsonrepair";

const ACUTE = 0xb4;

/** Whether `c` closes a string opened by the quote `open` in `dialect`. */
export function closesString(open: number, c: number, dialect: QuoteDialect): boolean {
  if (open === DOUBLE_QUOTE || open === SINGLE_QUOTE || open === BACKTICK || dialect === "json") return c === open;
  switch (dialect) {
    case "scan":
      return open === LEFT_DOUBLE_SMART ? c === RIGHT_DOUBLE_SMART || c === LEFT_DOUBLE_SMART : open === LEFT_SINGLE_SMART && c === RIGHT_SINGLE_SMART;
    case "tolerant":
      return isSmartDoubleQuote(open) ? isDoubleQuoteLike(c) : isSmartSingleQuote(open) && (isSmartSingleQuote(c) || c === SINGLE_QUOTE);
    default:
      return isSmartDoubleQuote(open) ? isDoubleQuoteLike(c) : isSingleQuoteLike(c);
  }
}

/** `'`, `‘`, `’`, the backtick and the acute accent: jsonrepair's single-quote-like marks. */
export function isSingleQuoteLike(c: number): boolean {
  return c === SINGLE_QUOTE || isSmartSingleQuote(c) || c === BACKTICK || c === ACUTE;
}

/** `"`, `“`, `”`: jsonrepair's double-quote-like marks. */
export function isDoubleQuoteLike(c: number): boolean {
  return c === DOUBLE_QUOTE || isSmartDoubleQuote(c);
}

/**
 * Where a string opens in the `scan` dialect, given `previous`, the last significant character before `c` (0 at
 * the start): `"` and `“` anywhere; `'`, `‘` and the backtick only where a key or value starts (after `{`, `[`,
 * `,`, `:` or nothing), so that `{note: it's fine}` opens no string at the apostrophe.
 */
export function opensString(c: number, previous: number): boolean {
  if (c === DOUBLE_QUOTE || c === LEFT_DOUBLE_SMART) return true;
  if (c !== SINGLE_QUOTE && c !== LEFT_SINGLE_SMART && c !== BACKTICK) return false;
  return previous === 0 || previous === 0x7b || previous === 0x5b || previous === 0x2c || previous === 0x3a;
}

/**
 * The first offset from `i` (before `end`) holding `quote`, a backslash or a control character, or `end`: where a
 * plain run of a string's content ends. The tight loop of every reader of JSON-like strings.
 */
export function plainRunEnd(text: string, i: number, end: number, quote: number): number {
  let c = codeAt(text, i);
  while (i < end && c !== quote && c !== BACKSLASH && c >= 0x20) c = codeAt(text, ++i);
  return i < end ? i : end;
}

/**
 * One past the quote that closes the `scan`-dialect string opening at `i` (escapes skipped), or the end of the
 * text when none does.
 */
export function quotedEnd(text: string, i: number): number {
  const close = nextClosingQuote(text, codeAt(text, i), i + 1, false);
  return close < 0 ? text.length : close + 1;
}

/**
 * Whether the `"` just before `i` is content rather than a string's end: a word follows on the same line (spaces
 * and tabs skipped), as in `"he said "stop" twice"`. A quote that ends a JSON string is followed by `,` `:` a
 * closer or the line's end, never by a word.
 */
export function isInnerQuote(text: string, i: number): boolean {
  if (hedgeFollows(text, i)) return false;
  while (codeAt(text, i) === 0x20 || codeAt(text, i) === 0x09) i++;
  const c = codeAt(text, i);
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

/** Words that join two quoted values into a hedge (`"Paris" or "Lyon"`): two answers, not one string. */
export const hedgeWords: ReadonlySet<string> = new Set(["or", "and/or", "/", "vs", "vs.", "versus", "either", "nor"]);

/**
 * Whether a hedge word and then a quote follow `i` on its line (`"Paris" or "Lyon"`): the quote before `i` ends a
 * value, however much its word looks like prose; the hedge is between two answers. Looks at most one word ahead.
 */
export function hedgeFollows(text: string, i: number): boolean {
  const from = i;
  while (codeAt(text, i) === 0x20 || codeAt(text, i) === 0x09) i++;
  let k = i;
  while (k < text.length && k - i < 8 && !/[\s"'\u201c]/u.test(text[k] as string)) k++;
  if (k === i || !hedgeWords.has(text.slice(i, k).toLowerCase())) return false;
  // A word glued to the quote (`"A"VS"`) is the string's text, not a hedge between two values; `/` needs no space.
  if (i === from && text[i] !== "/") return false;
  while (codeAt(text, k) === 0x20 || codeAt(text, k) === 0x09) k++;
  const q = codeAt(text, k);
  return q === DOUBLE_QUOTE || q === SINGLE_QUOTE || q === LEFT_DOUBLE_SMART || q === LEFT_SINGLE_SMART;
}

/**
 * Whether the `"` just before `i`, inside a double-quoted string, is content because prose follows it on its line
 * (spaces and tabs skipped): anything but `,` `:` `}` `]` `/` `#` `+` another quote, a line break or the end, which
 * are what follows a quote that ends a string. Broader than {@link isInnerQuote}: `("https://x.org")` and
 * `"stop".` hold inner quotes too. Used where a reader decides inner quotes for a whole string (the
 * `inner-quotes` reader); extraction's span scan keeps the narrower word test, since a call's argument
 * (`f("x")`) ends a string before `)`.
 */
export function isProseAfterQuote(text: string, i: number): boolean {
  if (hedgeFollows(text, i)) return false;
  while (codeAt(text, i) === 0x20 || codeAt(text, i) === 0x09) i++;
  if (i >= text.length) return false;
  const c = codeAt(text, i);
  return !(
    c === 0x2c || c === 0x3a || c === 0x7d || c === 0x5d || c === 0x2f || c === 0x23 || c === 0x2b ||
    c === 0x0a || c === 0x0d || c === DOUBLE_QUOTE || c === SINGLE_QUOTE || c === BACKTICK
  );
}

/**
 * Whether the `"` just before `i`, inside the string value of an object member, is content although a comma follows
 * it: after the comma come words (a letter first, no hedge word) with no `:`, quote, bracket or line break among
 * them, then a quote that a `,` or `}` follows (`"Sent to the "dictator", waiting on response."}`). Had the quote
 * ended the string, a member would follow the comma, and a member needs a key and its colon: the words have
 * none, so the text has one reading. Reads to the line's end at most.
 */
export function isCommaThenProse(text: string, i: number): boolean {
  while (codeAt(text, i) === 0x20 || codeAt(text, i) === 0x09) i++;
  if (codeAt(text, i) !== 0x2c) return false;
  i++;
  while (codeAt(text, i) === 0x20 || codeAt(text, i) === 0x09) i++;
  const first = codeAt(text, i);
  if (!((first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a))) return false;
  let word = i;
  while (word < text.length && /[A-Za-z/.]/.test(text[word] as string)) word++;
  if (hedgeWords.has(text.slice(i, word).toLowerCase())) return false;
  let k = i;
  for (; k < text.length; k++) {
    const c = codeAt(text, k);
    if (c === DOUBLE_QUOTE) break;
    if (c === 0x3a || c === 0x0a || c === 0x0d || c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x5c ||
      c === SINGLE_QUOTE || c === BACKTICK) return false;
  }
  if (k >= text.length) return false;
  k++;
  while (codeAt(text, k) === 0x20 || codeAt(text, k) === 0x09) k++;
  const after = codeAt(text, k);
  return after === 0x7d || after === 0x2c;
}

/**
 * Whether what follows a string's closing quote at `i`, past spaces, is `:`, `,`, a closer, a comment, `also`
 * (markup the caller removes) or the end. When it is not (`"x"y"`: a quote left unescaped), the quotes do not
 * pair as written, so where strings end is unknown and a rewrite could cut into a string's content.
 */
export function endsCleanly(text: string, i: number, also?: string): boolean {
  let j = i;
  while (j < text.length) {
    const c = codeAt(text, j);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      j++;
      continue;
    }
    return c === 0x3a || c === 0x2c || c === 0x7d || c === 0x5d || c === 0x2f || (also !== undefined && text.startsWith(also, j));
  }
  return true;
}

// The pieces that must not read inside a string that never closes (the extraction's lead-in test, the plain-text
// reader) ask where a string opened by a quote closes, looking ahead or from the end.

/** Whether `code` opens a string in the `scan` dialect (where a value may start): `"`, `'`, `` ` ``, `“` or `‘`. */
export function isOpeningQuote(code: number): boolean {
  return code === DOUBLE_QUOTE || code === SINGLE_QUOTE || code === BACKTICK || code === LEFT_DOUBLE_SMART || code === LEFT_SINGLE_SMART;
}

/** Whether a triple quote (`"""`, `'''`) stands at `i`. */
export function isTripleQuote(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (c === 0x22 || c === 0x27) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c;
}

/**
 * The first quote at or after `from` (and before `end`) that closes a string opened by `open` (escaped quotes
 * skipped; a triple closes only on its triple), or -1.
 */
export function nextClosingQuote(text: string, open: number, from: number, triple: boolean, end = text.length): number {
  if (triple) return text.indexOf(String.fromCharCode(open).repeat(3), from);
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (closesString(open, c, "scan")) return i;
  }
  return -1;
}

/**
 * The last quote in the text that can close a string opened by `open` (not an escaped quote, not an
 * apostrophe inside a word: `that's`), or -1. A triple closes only on its triple.
 */
export function lastClosingQuote(text: string, open: number, triple: boolean): number {
  if (triple) return text.lastIndexOf(String.fromCharCode(open).repeat(3));
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (!closesString(open, c, "scan") || text.charCodeAt(i - 1) === BACKSLASH || isApostrophe(text, i)) continue;
    return i;
  }
  return -1;
}

/**
 * Whether the quote at `start` opens a string that nothing after it closes: the text runs to its end inside
 * that string (`'{"name": "x"}`, `"""def f():`).
 * @example opensUnclosedString(`'{"a": 1}`, 0) // true
 */
export function opensUnclosedString(text: string, start: number): boolean {
  const open = text.charCodeAt(start);
  if (!isOpeningQuote(open)) return false;
  const triple = isTripleQuote(text, start);
  return lastClosingQuote(text, open, triple) <= start + (triple ? 2 : 0);
}

/** `'` or `’` between two letters (`that's`): an apostrophe, not a quote. */
function isApostrophe(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c !== 0x27 && c !== 0x2019) return false;
  return isWordChar(text.charCodeAt(i - 1)) && isWordChar(text.charCodeAt(i + 1));
}

function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/** What jsonrepair makes of a quote that may close a string (see {@link jsonrepairQuote}). */
export const End = 0;
/** The quote is content: jsonrepair reads on (and turns it into an escaped `"`). */
export const Content = 1;
/** jsonrepair ends the string earlier, before the comma that preceded this quote (a missing end quote). */
export const CommaSplit = 2;
/** jsonrepair re-reads the string and ends it at its first delimiter (a missing end quote). */
export const DelimiterSplit = 3;
/** jsonrepair reads on because the string holds an unclosed `[` or `{`; a closer follows the quote. */
export const EndBeforeCloser = 4;
export type QuoteVerdict = typeof End | typeof Content | typeof CommaSplit | typeof DelimiterSplit | typeof EndBeforeCloser;

/**
 * The `jsonrepair` dialect's end of a string: whether the closing quote at `q` ends it, given `prev`, the last
 * non-whitespace character before it, and the `(`, `[`, `{` the string holds unclosed. A quote ends a string when
 * the end, a delimiter, another value's quote or a digit follows it (jsonrepair 3.15's `parseString`).
 */
export function jsonrepairQuote(text: string, q: number, prev: number, paren: number, square: number, curly: number): QuoteVerdict {
  const n = text.length;
  let k = q + 1;
  while (k < n && isInlineWhitespace(codeAt(text, k))) k++;
  if (k >= n) return End;
  const c = codeAt(text, k);
  if (isDelimiter(c)) {
    if ((c === 0x5d && square > 0) || (c === 0x7d && curly > 0)) return EndBeforeCloser;
    if (!(c === 0x29 && paren > 0)) return End;
  }
  if (isDoubleQuoteLike(c) || isSingleQuoteLike(c)) {
    let m = k + 1;
    while (m < n && isJsonWhitespace(codeAt(text, m))) m++;
    // the next quote ends something only when a delimiter or the end follows it
    if (!(m >= n || isDelimiter(codeAt(text, m)))) return End;
  }
  if (isDigit(c) || c === BACKSLASH) return End;
  if (c === 0x23 && hashCommentLine(text, k, codeAt(text, q))) return End;
  if (prev === 0x2c) return CommaSplit;
  if (isDelimiter(prev)) return DelimiterSplit;
  return Content;
}

/** `,:[]/{}()\n+`: what may follow a closing quote for jsonrepair to end a string there. */
export function isDelimiter(c: number): boolean {
  return (
    c === 0x2c || c === 0x3a || c === 0x5b || c === 0x5d || c === 0x2f || c === 0x7b || c === 0x7d ||
    c === 0x28 || c === 0x29 || c === 0x0a || c === 0x2b
  );
}

/** Space, tab, carriage return: what jsonrepair skips after a closing quote before judging it. */
export function isInlineWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d;
}

/**
 * Whether the `#` at `at` starts a comment that ends its line (`"a": "x"  # note`), which the pre-scan hands to
 * jsonrepair as `//`: a gap after it, and no `quote` on the rest of the line (one there may close this string:
 * `"a "b" # c"`). Looks at most 200 characters ahead, so judging every quote stays linear.
 */
function hashCommentLine(text: string, at: number, quote: number): boolean {
  if (!isCommentGap(codeAt(text, at + 1))) return false;
  const limit = Math.min(text.length, at + 200);
  for (let i = at + 1; i < limit; i++) {
    const c = codeAt(text, i);
    if (c === 0x0a || c === 0x0d) return true;
    if (c === quote) return false;
  }
  return limit === text.length;
}

/** A `#` starts a comment when a space, a tab or the line's end follows it (`#fff` stays a word). */
export function isCommentGap(next: number): boolean {
  return next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d || Number.isNaN(next);
}
