import type { Candidate } from "../outcome/types.js";
import { isWhitespace, noSkip, skipperFrom, visibleRange, type TextRange } from "./scan.js";
import { OpenBrackets, scanBalanced, type SpanMemo } from "./span.js";
import { CHAR, COMMENT, END, INNER_QUOTE, SPACE, STRING, Tokenizer, UNCLOSED, WORD } from "../text/tokens.js";
import { findBalanced } from "./balanced.js";

/**
 * A test for candidates that are pieces of a broken whole, not values of their own. When the visible text
 * starts with `{` or `[`, it is one structure: a span found inside it (`[…]` in `{te!st: […]}`, `[]` in
 * `{[]: 1}`) is a piece of it, and a span that starts with it but is followed by more structure (`,`, `:`,
 * a closer: `{"a": [1, }` in `{"a": [1, }, 3]}`) is its head. Returning either would drop the rest of the
 * text, so both are dropped; the whole text stays a candidate and fails as it is. When the head is followed by
 * more structure, the text up to its last closer is that broken whole, and a span inside it (`{"b": 2}` in
 * `[{"a": 1], {"b": 2}]`, after a closer that does not match) is a piece too. `extract` asks only about `medium`
 * and `low` candidates: fences and tags are never pieces, they mark the value themselves. Linear: one balanced scan.
 */
export function fragmentTest(text: string, hidden: readonly TextRange[], spans?: SpanMemo, severalKept = false): (candidate: Candidate) => boolean {
  const visible = visibleRange(text, 0, text.length, hidden);
  const end = visible.end;
  // stray closers, colons and commas before the first value are what a damaged opener leaves (`]\n [1, 2],\n 3\n]`)
  const start = afterStrayPunctuation(text, visible.start, end);
  const first = text.charCodeAt(start);
  if (start >= end) return () => false;
  if (first !== 0x7b && first !== 0x5b) {
    // The inside of a list or object whose opener is missing or damaged (`"a",\n {"b": 1}\n]`, `}\n 48,\n [2]\n]`,
    // `"k": {"b": 1},\n "c": 2\n}`): a span in it is an element, and reading it alone would drop the others.
    const listBody = startsLikeItems(text, start, end, skipperFrom(hidden, start)) && strayCloserAfter(text, start, end, skipperFrom(hidden, start));
    const broken = brokenInProse(text, end, hidden);
    return (candidate) => listBody || broken(candidate);
  }
  const span = scanBalanced(text, start, skipperFrom(hidden, start), spans);
  const enclosing = span.terminated && span.end >= end;
  // A span inside the first structure is a piece of it. So is one after it when the first span ends early (a
  // mismatched closer: `[{"a": 1], {"b": 2}]`) and structure goes on: the text up to its last closer is one broken
  // structure. And when the first structure never closes (a stray quote opened a string the scan could not end)
  // while the text ends with a closer, the whole text was written as one structure.
  // A closer later in the text that nothing after the first structure opened (`[37,] "k"\n]`, `[]\n "a",\n 5\n]`):
  // the first structure closed early, and what follows was written inside it.
  const headOfMore = span.terminated && !enclosing &&
    (continuesStructure(text, span.end, end) || (!severalKept && valueFollows(text, span.end, end)) || strayCloserAfter(text, span.end, end, skipperFrom(hidden, span.end)));
  const pieceEnd = span.terminated
    ? headOfMore ? lastCloser(text, span.end, end) + 1 : span.end
    : isCloser(text.charCodeAt(end - 1)) ? end : start;
  const later = brokenInProse(text, end, hidden);
  return (candidate) => {
    if (enclosing) return candidate.start >= start && candidate.end <= end && (candidate.start > start || candidate.end < end);
    // a span that starts inside the first structure but ends after it: the scans disagree on where a string ends
    if (candidate.start > start && candidate.start < pieceEnd) return true;
    if (candidate.start !== start || candidate.end >= end) return later(candidate);
    if (candidate.end === span.end) return headOfMore;
    return continuesStructure(text, candidate.end, end) || (!severalKept && valueFollows(text, candidate.end, end));
  };
}

/**
 * The test for spans found in prose: the head of a broken structure ({@link isBrokenHead}) is a piece, and so is
 * every span after it up to the text's last closer (`{"b": 2}` in `Here: [{"a": 1], {"b": 2}]`), as when the text
 * starts with the broken structure. Spans are judged in text order within an extractor; a span found before the
 * head is judged as before.
 */
function brokenInProse(text: string, end: number, hidden: readonly TextRange[]): (candidate: Candidate) => boolean {
  let from = -1;
  let to = -1;
  return (candidate) => {
    if (from >= 0 && candidate.start > from && candidate.start < to) return true;
    if (!isBrokenHead(text, candidate, end, hidden)) return false;
    if (from < 0 || candidate.start < from) from = candidate.start;
    to = Math.max(to, lastCloser(text, candidate.end, end) + 1);
    return true;
  };
}

/**
 * Whether prose holds the head of a broken structure ({@link isBrokenHead}): a span that no candidate stands for, so
 * the text is not plain prose either (`Result: {"a": [1, 2}, "b": 3}` is no plain-text answer). Linear: one scan.
 */
export function holdsBrokenStructure(text: string): boolean {
  return findBalanced(text, []).some((span) => !span.unterminated && isBrokenHead(text, span, text.length, []));
}

/**
 * Whether a span found in prose (or in a fence or tag that did not read) ended on a closer of the wrong kind
 * (`{"arr": [1, }` in `Result: {"arr": [1, }, 3]} ok`, where the scan let the `}` close the `[` too) and structure
 * goes on after it: the head of a broken structure, whose reading would drop the rest. Linear in the span.
 */
function isBrokenHead(text: string, candidate: Candidate, end: number, hidden: readonly TextRange[]): boolean {
  if (!isCloser(text.charCodeAt(candidate.end - 1)) || !continuesStructure(text, candidate.end, end)) return false;
  if (closesSkipping(text, candidate.start, candidate.end, hidden)) return true;
  // a closer too early (`{"a": [1]}, "b": 2}`): a member follows, then a closer nothing after the span opened. The scan
  // for that closer looks at most `strayCloserReach` characters ahead, so many spans cost linear time in all.
  return memberAfterComma(text, candidate.end, end) && strayCloserAfter(text, candidate.end, Math.min(end, candidate.end + strayCloserReach), skipperFrom(hidden, candidate.end));
}

const strayCloserReach = 1024;

/**
 * Whether `,` and then a short quoted string closed on its line follow at `from` (whitespace and closers before the
 * comma): a member's key or an element of the structure the span was part of.
 */
function memberAfterComma(text: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && (isWhitespace(text.charCodeAt(i)) || isCloser(text.charCodeAt(i)))) i++;
  if (text.charCodeAt(i) !== 0x2c) return false;
  i++;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  return quotedEnd(text, i, end) >= 0;
}

/** Whether the closer that ends `[start, end)` is not of the kind of the innermost structure open before it. */
function closesSkipping(text: string, start: number, end: number, hidden: readonly TextRange[]): boolean {
  const tokens = new Tokenizer(text, start, "span", hidden.length === 0 ? undefined : skipperFrom(hidden, start));
  const open = new OpenBrackets();
  for (let kind = tokens.next(); kind !== END && tokens.start < end; kind = tokens.next()) {
    if (kind !== CHAR) continue;
    const c = tokens.code;
    if (c === 0x7b || c === 0x5b) open.open(c);
    else if (isCloser(c)) {
      const { stack } = open;
      if (tokens.end >= end) return stack.length > 0 && stack[stack.length - 1] !== (c === 0x7d ? 0x7b : 0x5b);
      // as the span scan does: a closer that skips inner openers closes them too
      open.close(c);
    }
  }
  return false;
}

/**
 * Whether structure goes on after `from`: a `,`, `:` or closer, and then more than closers, commas and
 * whitespace (`, 3]}` after `{"a": [1, }`), or a quoted key and its colon (`"b": 2}` after `{"a": 1}}`). A stray comma or closer at the very end (`{"a": 1},`,
 * `{"a": 1}}`) is not: nothing follows that the value would lose.
 */
export function continuesStructure(text: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  if (isKeyAt(text, i, end)) return true;
  if (!isStructural(text.charCodeAt(i))) return false;
  while (i < end && (isWhitespace(text.charCodeAt(i)) || isStructural(text.charCodeAt(i)))) i++;
  return i < end;
}

/**
 * Whether another value follows at `from` with nothing but whitespace between (`{"root":}{"b": 2}`,
 * `{"a": 9}2}`): the values were written as one sequence, so when one of them is broken, the others are not the
 * answer on their own. Not asked when an extractor of kind `several` (`sequence`) kept the text (`severalKept`): its values all
 * read, and each is a candidate beside the sequence as before.
 */
function valueFollows(text: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  // a value cut off at the end is left to the truncation check (the earlier value is not the answer either)
  if (c === 0x7b || c === 0x5b) return scanBalanced(text, i, noSkip).terminated;
  // a number or string glued to the closer (`}2`, `}"x"`): no prose writes that
  return i === from && (c === 0x22 || c === 0x2d || (c >= 0x30 && c <= 0x39));
}

/**
 * Whether `text[from, end)` holds a closer that no opener in it matches after something written
 * (`"root",\n 50\n]` after `[]`), outside strings (the tokenizer's, so every scan agrees on where they end): the
 * text before `from` was not a whole value, and reading it alone would drop what lies between. Prose after an
 * answer opens what it closes (`see [1]`); stray closers and commas alone (`{"a": 1}}`) lose nothing. Linear: one
 * pass, a depth counter.
 */
export function strayCloserAfter(text: string, from: number, end: number, skip: (pos: number) => number = noSkip): boolean {
  const tokens = new Tokenizer(text, from, "span", skip === noSkip ? undefined : skip);
  let depth = 0;
  let written = false;
  for (let kind = tokens.next(); kind !== END && tokens.end <= end; kind = tokens.next()) {
    if (kind === SPACE || kind === COMMENT) continue;
    // a quote that opens a string running to the end (`]alpha"\n]`): a stray quote, and the text still ends with a
    // closer nothing in the tail opened
    if (kind === STRING && (tokens.notes & UNCLOSED) !== 0) return written && endsWithCloser(text, tokens.start, end);
    const c = kind === CHAR ? tokens.code : -1;
    if (c === 0x7b || c === 0x5b) depth++;
    else if (isCloser(c)) {
      if (--depth < 0 && written) return true;
      depth = Math.max(depth, 0);
    } else if (kind !== WORD || !PUNCTUATION.test(text.slice(tokens.start, tokens.end))) written = true;
  }
  return false;
}

const PUNCTUATION = /^[,:\s]*$/;
const SCALAR_WORD = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;

/**
 * Whether the visible text starts like the items of a list or the members of an object, not like prose: after stray
 * closers or a colon (what a damaged opener leaves), a quoted string, a number or a JSON literal, then a comma
 * (`"delta",`, `48,`), or a quoted key and its colon. Prose starts with words (`Sure, {…}` is prose). Reads at most
 * three significant tokens.
 */
function startsLikeItems(text: string, start: number, end: number, skip: (pos: number) => number): boolean {
  const tokens = new Tokenizer(text, start, "span", skip === noSkip ? undefined : skip);
  let kind = tokens.next();
  const significant = (): void => {
    while (kind === SPACE || kind === COMMENT || (kind === CHAR && isCloser(tokens.code)) || (kind === WORD && PUNCTUATION.test(text.slice(tokens.start, tokens.end)))) kind = tokens.next();
  };
  significant();
  if (kind === CHAR && tokens.code === 0x2d) kind = tokens.next();
  if (tokens.end > end) return false;
  if (kind === WORD) {
    // the span grammar's words hold the punctuation after them (`48,`)
    const word = /^([^,\s]*)\s*(,?)/.exec(text.slice(tokens.start, tokens.end)) as RegExpExecArray;
    if (!SCALAR_WORD.test(word[1] as string)) return false;
    if (word[2] === ",") return true;
  } else if (kind !== STRING || (tokens.notes & (UNCLOSED | INNER_QUOTE)) !== 0) return false;
  kind = tokens.next();
  while (kind === SPACE) kind = tokens.next();
  // an item and its comma, or a quoted key and its colon
  return kind === WORD && (text.charCodeAt(tokens.start) === 0x2c || text.charCodeAt(tokens.start) === 0x3a);
}

/** Whether the last non-whitespace character before `end` (after `from`) is a closer. */
function endsWithCloser(text: string, from: number, end: number): boolean {
  let i = end - 1;
  while (i > from && isWhitespace(text.charCodeAt(i))) i--;
  return i > from && isCloser(text.charCodeAt(i));
}

/**
 * The first offset from `start` that is not whitespace, a closer, a colon, a comma, or a `"` alone on its line (a
 * quote that took an opener's place: `"\n "a",\n [1]\n]`).
 */
function afterStrayPunctuation(text: string, start: number, end: number): number {
  let i = start;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 && i === start) {
      let j = i + 1;
      while (j < end && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09 || text.charCodeAt(j) === 0x0d)) j++;
      if (j < end && text.charCodeAt(j) === 0x0a) continue;
    }
    if (!isWhitespace(c) && !isCloser(c) && c !== 0x3a && c !== 0x2c) break;
  }
  return i < end ? i : start;
}

/** Whether a double-quoted key and its colon start at `i` (`"b": …`), the key on one line and short. */
function isKeyAt(text: string, i: number, end: number): boolean {
  const j = quotedEnd(text, i, end);
  if (j < 0) return false;
  let k = j;
  while (k < end && (text.charCodeAt(k) === 0x20 || text.charCodeAt(k) === 0x09)) k++;
  return text.charCodeAt(k) === 0x3a;
}

/** Where the short double-quoted string at `i` ends (after its closing quote), or -1 when there is none on the line. */
function quotedEnd(text: string, i: number, end: number): number {
  if (text.charCodeAt(i) !== 0x22) return -1;
  const limit = Math.min(end, i + 122);
  let j = i + 1;
  while (j < limit && text.charCodeAt(j) !== 0x22 && text.charCodeAt(j) !== 0x0a) j++;
  return j < limit && text.charCodeAt(j) === 0x22 ? j + 1 : -1;
}

function isCloser(c: number): boolean {
  return c === 0x5d || c === 0x7d;
}

/** The last `}` or `]` in `text[from, end)` (`from - 1` when there is none). */
function lastCloser(text: string, from: number, end: number): number {
  const brace = text.lastIndexOf("}", end - 1);
  const bracket = text.lastIndexOf("]", end - 1);
  const last = Math.max(brace, bracket);
  return last >= from ? last : from - 1;
}

function isStructural(c: number): boolean {
  return c === 0x2c || c === 0x3a || c === 0x5d || c === 0x7d;
}
