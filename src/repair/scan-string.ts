import { CommaSplit, DelimiterSplit, End, EndBeforeCloser, closesString, isSingleQuoteLike, jsonrepairQuote } from "../text/string-end.js";
import { isQuote, isUnquotedDelimiter, isWhitespace } from "./chars.js";
import { isUnicodeEscape } from "../text/chars.js";
import { familyBit } from "./families.js";
import { jsonEscapes } from "../tolerant/string-escapes.js";
import type { ScanState } from "./scan-state.js";

const unescapedQuotes = /* @__PURE__ */ familyBit("unescaped quotes inside strings");
const rawControls = /* @__PURE__ */ familyBit("raw control characters in strings");
const invalidEscapes = /* @__PURE__ */ familyBit("invalid escapes");

const backslash = 0x5c;

/**
 * Reads a quoted string that starts at `open` (at the quote, or at a backslash before it when `escaped`)
 * and returns the offset where the structure resumes, or -1 when the text ends inside the string.
 *
 * A closing quote only ends the string when jsonrepair would take it as the end: followed by the end, a
 * delimiter, another value's quote or a digit. Otherwise it is content (`'it's'`), and the quote is
 * recorded as a patch: jsonrepair would turn it into `"`; escaped, it keeps the character and avoids
 * jsonrepair's quadratic rebuild. After a comma or another delimiter, jsonrepair instead ends the string
 * earlier (a missing end quote); the reader follows it there.
 */
export function scanString(state: ScanState, open: number, escaped: boolean): number {
  const text = state.text;
  const n = text.length;
  const quote = escaped ? open + 1 : open;
  const opener = text.charCodeAt(quote);
  // A backtick string (JavaScript's template literal) ends only on a backtick; jsonrepair ends it on any
  // single-quote-like character, so those inside are escaped below (`quote: '` kept whole).
  const singleQuoted = isSingleQuoteLike(opener);
  const backtickQuoted = opener === 0x60;
  const patchMark = state.patches.length;
  let lastSeen = opener;
  let lastSeenAt = quote;
  // The non-space character before `lastSeen`: where a string left open before a comma ends.
  let seenBeforeAt = quote;
  // First place where jsonrepair's "stop at delimiter" re-read would end this string.
  let firstStop = -1;
  // Unclosed ( [ { inside the string: a quote followed by their closer is still inside (jsonrepair).
  let paren = 0;
  let square = 0;
  let curly = 0;
  let j = quote + 1;
  while (j < n) {
    const c = text.charCodeAt(j);
    let q = -1;
    if (c === backslash) {
      if (j + 1 >= n) return -1;
      const next = text.charCodeAt(j + 1);
      if (escaped && closesString(opener, next, "jsonrepair")) {
        q = j + 1;
      } else {
        if (!escaped && !isQuote(next) && next >= 0x20 && (next === 0x75 ? !isUnicodeEscape(text, j + 2) : jsonEscapes[String.fromCharCode(next)] === undefined)) {
          // repair: a backslash that starts no JSON escape (`\d+`, `\uGGGG`) is kept as written; jsonrepair
          // would drop it (`d+`) or give up, so it is escaped itself. A backslash before a raw newline or tab
          // stands for that escape, written raw: jsonrepair's dropping it is right there.
          state.mask |= invalidEscapes;
          state.patches.push({ at: j, insert: "\\" });
        }
        lastSeen = next;
        seenBeforeAt = lastSeenAt;
        lastSeenAt = j + 1;
        j += 2;
        continue;
      }
    } else if (closesString(opener, c, "jsonrepair")) {
      q = j;
    }
    if (q >= 0) {
      const prev = q === j + 1 ? backslash : lastSeen;
      const verdict = jsonrepairQuote(text, q, prev, paren, square, curly);
      if (verdict === End) return q + 1;
      if (verdict === EndBeforeCloser) {
        // jsonrepair would read on past this quote because the string holds an unclosed `[` or `{`
        // (`['[']` becomes `["",[""]]`); a comma after the quote makes it end here, as a trailing comma
        state.patches.push({ at: q + 1, insert: "," });
        state.costly++;
        return q + 1;
      }
      if (verdict === CommaSplit) {
        // repair: missing end quote before a comma; the structure resumes at that comma
        state.costly++;
        // a line break before that comma is layout, not the string's (`"b⏎, "c": 1`): the quote goes before it
        if (!escaped && text.charCodeAt(quote) === 0x22 && /[\n\r]/.test(text.slice(seenBeforeAt + 1, lastSeenAt))) {
          state.patches.push({ at: seenBeforeAt + 1, insert: '"' });
        }
        return lastSeenAt;
      }
      if (verdict === DelimiterSplit) {
        const stop = firstStop >= 0 ? firstStop : q;
        if (state.rescanBudget < q - stop) return q + 1;
        // repair: missing end quote; jsonrepair re-reads the string and ends it at its first delimiter
        state.rescanBudget -= q - stop;
        state.costly++;
        state.patches.length = patchMark;
        return closesString(opener, text.charCodeAt(stop), "jsonrepair") ? stop + 1 : stop;
      }
      // repair: unescaped quote inside the string
      state.mask |= unescapedQuotes;
      if (!escaped) state.patches.push({ at: q, insert: "\\" });
      if (firstStop < 0) firstStop = q;
      lastSeen = text.charCodeAt(q);
      seenBeforeAt = lastSeenAt;
      lastSeenAt = q;
      j = q + 1;
      continue;
    }
    // jsonrepair escapes a raw `"` in a single-quoted string unless a backslash precedes it, even an escaped
    // one (`'a\\"'` would come out as invalid JSON); escaping every one keeps it right
    if (c === 0x22 && !escaped && singleQuoted) state.patches.push({ at: j, insert: "\\" });
    else if (backtickQuoted && !escaped && isSingleQuoteLike(c)) state.patches.push({ at: j, insert: "\\" });
    else if (c < 0x20) state.mask |= rawControls;
    else if (c === 0x28) paren++;
    else if (c === 0x29) paren--;
    else if (c === 0x5b) square++;
    else if (c === 0x5d) square--;
    else if (c === 0x7b) curly++;
    else if (c === 0x7d) curly--;
    if (firstStop < 0 && isUnquotedDelimiter(c)) firstStop = j;
    if (!isWhitespace(c)) {
      seenBeforeAt = lastSeenAt;
      lastSeen = c;
      lastSeenAt = j;
    }
    j++;
  }
  return -1;
}
