// Where a string opened by a quote closes, for the pieces that must not read inside a string that never does
// (the extraction's lead-in test, the plain-text reader).

const BACKSLASH = 0x5c;

/** The quotes that open a string, each with the characters that may close it. */
const closers = new Map<number, readonly number[]>([
  [0x22, [0x22]], // "
  [0x27, [0x27]], // '
  [0x60, [0x60]], // `
  [0x201c, [0x201d, 0x201c]], // “ closes on ” (or a second “, as some models write it)
  [0x2018, [0x2019]], // ‘ … ’
]);

/** Whether `code` opens a string: `"`, `'`, `` ` ``, `“` or `‘`. */
export function isOpeningQuote(code: number): boolean {
  return closers.has(code);
}

/** Whether a triple quote (`"""`, `'''`) stands at `i`. */
export function isTripleQuote(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (c === 0x22 || c === 0x27) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c;
}

/**
 * The first quote at or after `from` that closes a string opened by `open` (escaped quotes skipped; a triple
 * closes only on its triple), or -1.
 */
export function nextClosingQuote(text: string, open: number, from: number, triple: boolean): number {
  if (triple) return text.indexOf(String.fromCharCode(open).repeat(3), from);
  const ends = closers.get(open) ?? [];
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (ends.includes(c)) return i;
  }
  return -1;
}

/**
 * The last quote in the text that can close a string opened by `open` (not an escaped quote, not an
 * apostrophe inside a word: `that's`), or -1. A triple closes only on its triple.
 */
export function lastClosingQuote(text: string, open: number, triple: boolean): number {
  if (triple) return text.lastIndexOf(String.fromCharCode(open).repeat(3));
  const ends = closers.get(open) ?? [];
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (!ends.includes(c) || text.charCodeAt(i - 1) === BACKSLASH || isApostrophe(text, i)) continue;
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
  if (!closers.has(open)) return false;
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
