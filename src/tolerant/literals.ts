import { numberEnd } from "../text/strict-json.js";
import type { RepairKind } from "./types.js";

/**
 * Whether `literal` is a number exactly as JSON writes one (so `Number(literal)` is what `JSON.parse` gives):
 * `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, read by the strict reading's number scan.
 */
export function isJsonNumber(literal: string): boolean {
  return numberEnd(literal, 0, literal.length) === literal.length;
}

/** A bare word read as a value, and the repair it needed (none for JSON's own literals). */
export interface LiteralReading {
  readonly value: true | false | null;
  readonly repair: RepairKind | undefined;
}

const TRUE: LiteralReading = { value: true, repair: undefined };
const FALSE: LiteralReading = { value: false, repair: undefined };
const NULL: LiteralReading = { value: null, repair: undefined };
// repair: Python literals
const PY_TRUE: LiteralReading = { value: true, repair: "python-literal" };
const PY_FALSE: LiteralReading = { value: false, repair: "python-literal" };
const PY_NONE: LiteralReading = { value: null, repair: "python-literal" };
// repair: JavaScript's undefined has no JSON form; null is the nearest value that says "nothing"
const UNDEFINED: LiteralReading = { value: null, repair: "undefined-literal" };

/**
 * Reads a bare word as a literal, or `undefined` when it is none. NaN and Infinity are
 * deliberately not read: JSON has no value for them and any stand-in would be invented.
 */
export function readLiteral(word: string): LiteralReading | undefined {
  // Compared with each name rather than looked up: a map would hash every word read.
  switch (word.length) {
    case 4:
      return word === "true" ? TRUE : word === "null" ? NULL : word === "True" ? PY_TRUE : word === "None" ? PY_NONE : undefined;
    case 5:
      return word === "false" ? FALSE : word === "False" ? PY_FALSE : undefined;
    case 9:
      return word === "undefined" ? UNDEFINED : undefined;
    default:
      return undefined;
  }
}

/**
 * `Number(literal)` when `literal` (or its characters from `start` to `end`) is a number exactly as JSON writes
 * one, else `undefined`; read in place, so a number inside a chunk needs no slice of its own. A short number
 * with no exponent (an id, a count, a price) is added up from its digits: below 2^53 the digits are exact, and
 * one division by an exact power of ten rounds correctly, as `Number` does (Clinger's fast path).
 */
export function jsonNumberValue(literal: string, start = 0, end = literal.length): number | undefined {
  const negative = literal.charCodeAt(start) === 0x2d;
  const first = negative ? start + 1 : start;
  if (end > first && end - first <= 16) {
    let digits = 0;
    let point = -1;
    let i = first;
    for (; i < end; i++) {
      const c = literal.charCodeAt(i);
      if (c >= 0x30 && c <= 0x39) digits = digits * 10 + (c - 0x30);
      else if (c === 0x2e && point < 0) point = i;
      else break;
    }
    const intLength = (point < 0 ? end : point) - first;
    // JSON's shape: digits before the point (a leading zero only as `0` itself), digits after it if any, at most 15 in all.
    const shaped = i === end && intLength >= 1 && point !== end - 1 && (intLength === 1 || literal.charCodeAt(first) !== 0x30) && end - first - (point < 0 ? 0 : 1) <= 15;
    if (shaped) {
      const value = point < 0 ? digits : digits / (POWERS_OF_TEN[end - 1 - point] as number);
      return negative ? -value : value;
    }
  }
  const text = start === 0 && end === literal.length ? literal : literal.slice(start, end);
  return isJsonNumber(text) ? Number(text) : undefined;
}

/**
 * Whether `String(value)` is exactly the text from `start` to `end` of the JSON number `value` was read from, decided
 * without printing: at most 15 digits (a double keeps them all, and prints the shortest that reads back), no exponent,
 * no zero ending a fraction, not `-0`, and no fraction below 1e-6 (JavaScript prints those with an exponent). `false`
 * is "maybe not", never a wrong "yes".
 * @example printsAs("37.5", 0, 4, 37.5) // true
 * @example printsAs("2.0", 0, 3, 2) // false: String(2) is "2"
 */
export function printsAs(text: string, start: number, end: number, value: number): boolean {
  let digits = 0;
  let point = false;
  for (let i = text.charCodeAt(start) === 0x2d ? start + 1 : start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits++;
    else if (c === 0x2e) point = true;
    else return false;
  }
  if (digits > 15) return false;
  if (point) return text.charCodeAt(end - 1) !== 0x30 && Math.abs(value) >= 1e-6;
  return value !== 0 || text.charCodeAt(start) !== 0x2d;
}

// Exact in a double up to 10^22; the fast path needs at most 10^15.
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16];
