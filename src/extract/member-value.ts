import type { Candidate } from "../outcome/types.js";
import { isWhitespace } from "./scan.js";

/** How far back a quoted key may start before its colon; a longer run is prose, not a key. */
const maxKeyLength = 120;

/**
 * Whether a prose candidate is the value of an object member written before it: right before the span stand a
 * quoted key and a colon (`"children": [`, `'children': [`), and right before the key an object's opener, a
 * comma (`{'name': …, 'children': [{…}]}`) or nothing (`"error": {"message": …}}`: the opening brace is missing). Such a span is one member of a larger object the scan could not
 * delimit (a closer inside a string it took for prose, say), and returning it alone would drop the object's
 * other members. A label in prose (`The list: [1, 2]`, `Set "items": [1, 2]`) is not a member: nothing but
 * words stands before it. Asked of `medium` and `low` candidates only (see `leadInTest`). Bounded work per candidate.
 *
 * @example isMemberValue(`{'a': '}', 'b': [1]}`, { text: "[1]", start: 16, end: 19, source: "balanced", likelihood: "medium" }) // true
 */
export function isMemberValue(text: string, candidate: Candidate): boolean {
  let i = skipBack(text, candidate.start);
  if (i <= 0 || text.charCodeAt(i - 1) !== 0x3a) return false;
  i = skipBack(text, i - 1);
  const quote = text.charCodeAt(i - 1);
  if (i <= 1 || (quote !== 0x22 && quote !== 0x27)) return false;
  // the key's opening quote: the same quote, on the same line, within a key's length
  let open = i - 2;
  const stop = Math.max(0, i - 1 - maxKeyLength);
  while (open >= stop && text.charCodeAt(open) !== quote && text.charCodeAt(open) !== 0x0a) open--;
  if (open < stop || text.charCodeAt(open) !== quote) return false;
  const before = skipBack(text, open);
  if (before === 0) return true; // the text opens with the key: an object whose opening brace is missing
  const c = text.charCodeAt(before - 1);
  return c === 0x7b || c === 0x2c;
}

/** The position after the last non-whitespace character before `i` (0 when there is none). */
function skipBack(text: string, i: number): number {
  while (i > 0 && isWhitespace(text.charCodeAt(i - 1))) i--;
  return i;
}
