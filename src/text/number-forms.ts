// How a text writes its numbers: `2.0`, `1e3`, `82_461_110` or `1234567890123456789` read as doubles lose how
// they were written (`2`, `1000`, `82461110`, `1234567890123456800`). A rule that turns a number into a string
// needs the text as written; this reads it back from the candidate's text.
import { digitsEnd, isDigit } from "./chars.js";
import { COMMENT, END, SPACE, STRING, Tokenizer } from "./tokens.js";

/**
 * A lookup from a number to the one way `text` writes it (`2.0`), built by one pass over the text on the first
 * call: every number-like token (`-?digits[.digits][e±digits]`, digits grouped by `_` as `82_461_110`) standing
 * apart from words. Numbers written outside strings come first: a number inside a string (`"+7"`, `"use 2"`) is
 * only the string's text, unless no number outside a string has that value (an object encoded in a string,
 * `"{\"v\": 2.0}"`, writes its numbers there). `undefined` when the text writes that number nowhere, or writes it
 * two different ways (`2` and `2.0`) on the side that counts: then the text does not say which was meant, and
 * nothing is read back. Strings are the tokenizer's (`src/text/tokens.ts`), so quotes of every kind count.
 * @example numberForms('{"version": 2.0}')(2) // "2.0"
 * @example numberForms('{"a": 2, "b": 2.0}')(2) // undefined
 * @example numberForms('[{"name": "+7"}, {"name": 7}]')(7) // "7"
 */
export function numberForms(text: string): (value: number) => string | undefined {
  let forms: { outside: Map<number, string | null>; inside: Map<number, string | null> } | undefined;
  return (value) => {
    forms ??= scanForms(text);
    const form = forms.outside.has(value) ? forms.outside.get(value) : forms.inside.get(value);
    return form === null ? undefined : form;
  };
}

/** Every number token's value with its written form, `null` where two forms write the same value; strings apart. */
function scanForms(text: string): { outside: Map<number, string | null>; inside: Map<number, string | null> } {
  const outside = new Map<number, string | null>();
  const inside = new Map<number, string | null>();
  const tokens = new Tokenizer(text, 0, "span");
  // where the last number read ended: a sign read as one token and its digits as the next (`-`, `7`) are one number
  let reached = 0;
  for (let kind = tokens.next(); kind !== END; kind = tokens.next()) {
    if (kind === SPACE || kind === COMMENT || tokens.end <= reached) continue;
    reached = scanRange(text, Math.max(tokens.start, reached), tokens.end, kind === STRING ? inside : outside);
  }
  return { outside, inside };
}

/** The number tokens starting in `text[from, to)` into `forms`; where the scan ended (past `to` if a number ran on). */
function scanRange(text: string, from: number, to: number, forms: Map<number, string | null>): number {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    const signed = (c === 0x2d || c === 0x2b) && isDigit(text.charCodeAt(i + 1));
    if (!(isDigit(c) || signed) || (i > 0 && (isWordChar(text.charCodeAt(i - 1)) || text.charCodeAt(i - 1) === 0x2e))) {
      i++;
      continue;
    }
    const end = tokenEnd(text, signed ? i + 1 : i);
    if (end < 0) {
      // Digits running into a word (`3f2a`, `1.2.3`): no number; skip the whole run.
      i = skipWord(text, i + 1);
      continue;
    }
    const form = text.slice(i, end);
    const value = Number(form.includes("_") ? form.replaceAll("_", "") : form);
    if (Number.isFinite(value)) {
      const known = forms.get(value);
      if (known === undefined) forms.set(value, form);
      else if (known !== form) forms.set(value, null);
    }
    i = end;
  }
  return i;
}

/**
 * The end of the number whose digits start at `i`: digits (or groups of three after `_`), a fraction, an
 * exponent; -1 when a letter, digit, `_` or `.`-and-digit follows, so the token is a word, not a number (or
 * when it has a leading zero).
 */
function tokenEnd(text: string, i: number): number {
  const start = i;
  // A leading zero before more digits (`03` of a date, `007`) is no number's form.
  if (text.charCodeAt(i) === 0x30 && isDigit(text.charCodeAt(i + 1))) return -1;
  i = digitsEnd(text, i);
  // repair-free reading of `82_461_110`: underscores only between groups of three, after one to three digits
  if (text.charCodeAt(i) === 0x5f && i - start <= 3) {
    while (text.charCodeAt(i) === 0x5f && digitsEnd(text, i + 1) === i + 4) i += 4;
  }
  if (text.charCodeAt(i) === 0x2e && isDigit(text.charCodeAt(i + 1))) i = digitsEnd(text, i + 1);
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    let k = i + 1;
    const sign = text.charCodeAt(k);
    if (sign === 0x2b || sign === 0x2d) k++;
    if (isDigit(text.charCodeAt(k))) i = digitsEnd(text, k);
  }
  const next = text.charCodeAt(i);
  if (isWordChar(next) || (next === 0x2e && isDigit(text.charCodeAt(i + 1)))) return -1;
  return i;
}

function skipWord(text: string, i: number): number {
  while (i < text.length && (isWordChar(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2e)) i++;
  return i;
}

/** A letter, digit or `_`: what a number token may not touch. */
function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}
