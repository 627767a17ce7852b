import { isAsciiLetter, isDigit } from "../../text/chars.js";

/** A word of an answer (letters and digits, lower-cased) or a number written in it. */
export type AnswerToken =
  | { readonly kind: "word"; readonly word: string; readonly start: number; readonly end: number }
  | { readonly kind: "number"; readonly value: number; readonly integer: boolean; readonly start: number; readonly end: number }
  /** A number in a notation not read by default: a locale (`1.234,5`), a fraction, a percentage, a date or time. */
  | { readonly kind: "odd-number"; readonly start: number; readonly end: number };

const letterPattern = /\p{L}/u;

/** A letter of any script (`é`, `東`), so a word is never cut in two. */
function isLetter(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x80 && letterPattern.test(String.fromCharCode(c)));
}

function isWordChar(c: number): boolean {
  return isDigit(c) || isLetter(c);
}

/**
 * The words and numbers of `text[start, end)`, in one linear pass. Markdown (`**`, `_`, backticks) and
 * punctuation separate tokens. A number is JSON's grammar with optional thousands groups (`12,111`,
 * `-2,000.00`) and may end a sentence (`12.11.`); one glued to letters (`3rd`, `v2`) is a word; one that
 * runs on into `,5`, `.5`, `/5`, `:30`, `-01` or `%` is an `odd-number`.
 */
export function answerTokens(text: string, start = 0, end = text.length): AnswerToken[] {
  const tokens: AnswerToken[] = [];
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    const signed = c === 0x2d && isDigit(text.charCodeAt(i + 1)) && !isWordChar(text.charCodeAt(i - 1));
    if (isDigit(c) || signed) {
      const numberEnd = scanNumber(text, signed ? i + 1 : i, end);
      const next = text.charCodeAt(numberEnd);
      if (numberEnd < end && isWordChar(next)) {
        i = pushWord(tokens, text, i, end);
        continue;
      }
      const before = text.charCodeAt(i - 1);
      const odd = runsOn(text, numberEnd, end) || (i > start && (before === 0x2f || before === 0x3a || before === 0x2e));
      if (odd) {
        let j = numberEnd;
        while (j < end && (isWordChar(text.charCodeAt(j)) || isJoiner(text.charCodeAt(j)))) j++;
        tokens.push({ kind: "odd-number", start: i, end: j });
        i = j;
        continue;
      }
      const written = text.slice(i, numberEnd).replaceAll(",", "");
      const value = Number(written);
      tokens.push({ kind: "number", value, integer: !/[.eE]/.test(written) || Number.isInteger(value), start: i, end: numberEnd });
      i = numberEnd;
      continue;
    }
    if (isLetter(c)) {
      i = pushWord(tokens, text, i, end);
      continue;
    }
    i++;
  }
  return tokens;
}

function pushWord(tokens: AnswerToken[], text: string, i: number, end: number): number {
  let j = i;
  // an apostrophe inside a word keeps it whole (`isn't`)
  while (j < end && (isWordChar(text.charCodeAt(j)) || (isApostrophe(text.charCodeAt(j)) && isLetter(text.charCodeAt(j + 1))))) j++;
  tokens.push({ kind: "word", word: text.slice(i, j).toLowerCase().replaceAll("’", "'"), start: i, end: j });
  return j;
}

/** One past the number at `i` (digits, thousands groups of three, a fraction, an exponent). */
function scanNumber(text: string, i: number, end: number): number {
  const digits = (from: number): number => {
    let j = from;
    while (j < end && isDigit(text.charCodeAt(j))) j++;
    return j;
  };
  let j = digits(i);
  if (j - i <= 3) {
    // thousands groups: `,` then exactly three digits, not followed by a fourth
    while (text.charCodeAt(j) === 0x2c && digits(j + 1) === j + 4 && j + 4 <= end) j += 4;
  }
  if (text.charCodeAt(j) === 0x2e && isDigit(text.charCodeAt(j + 1))) j = digits(j + 1);
  const e = text.charCodeAt(j);
  if (e === 0x65 || e === 0x45) {
    const sign = text.charCodeAt(j + 1);
    const from = sign === 0x2b || sign === 0x2d ? j + 2 : j + 1;
    if (isDigit(text.charCodeAt(from))) j = digits(from);
  }
  return Math.min(j, end);
}

/** Whether the number just read runs on into more digits a reader would have to interpret (`,5`, `/5`, `%`). */
function runsOn(text: string, at: number, end: number): boolean {
  if (at >= end) return false;
  const c = text.charCodeAt(at);
  if (c === 0x25) return true;
  return isJoiner(c) && isDigit(text.charCodeAt(at + 1));
}

/** `,` `.` `/` `:` `-`: characters that join digits into one notation (`1.234,5`, `1/5`, `7:30`, `2024-01`). */
function isJoiner(c: number): boolean {
  return c === 0x2c || c === 0x2e || c === 0x2f || c === 0x3a || c === 0x2d;
}

function isApostrophe(c: number): boolean {
  return c === 0x27 || c === 0x2019;
}
