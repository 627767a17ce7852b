import { isJsonWhitespace } from "../../text/chars.js";
import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import { prescan } from "../prescan.js";
import type { Reader, ReaderContext } from "../reader.js";

/** The repair step's name for a string closed right before the closers that end the text. */
export const unclosedStringRepair = "missing closing quote before a closer";

/**
 * The reader `unclosed-string` (default): a text whose last string lacks its closing quote right before the
 * closers that end it (`{"a": "b}`, `["x]`), read as that string in a closed structure, where otherwise it
 * would be a cut-off text. The same text is what a cut right after a closer inside a string leaves, so it
 * reads only where the text says the closers are not the string's:
 * - the string's content is plain: on one line, not empty, with no quote character (`"`, `'`, backtick),
 *   no backslash and no bracket or brace (`{"code": "f() {return 1;}` stays cut off: its `}` may be the
 *   string's), and no space or tab right after it (`{"a": "b }`: the space may be the string's); a line
 *   break before the closers is layout (`{\n  "a": "b\n}`); it does not start with a colon or comma
 *   (`{"a": ": x}`: the quote before it may close a key, and the text end in a value cut off), and does not end
 *   with a comma (`["b,\n]`: the comma may be a trailing comma after the string);
 * - with the quote added, the closers close every open structure exactly and the tolerant parser reads the
 *   whole candidate as one complete value (no closer missing, none left over);
 * - nothing but white space (and a closing fence) follows the candidate in the model's text, unless the
 *   candidate is a closed fence or tag (the model went on writing after it, so it was not cut off there).
 * The value holds exactly the characters written; only the quote is added. Where a schema is given, a
 * reading it does not accept is taken back and the text is read as cut off (it declares `mayBeCutOff`).
 */
export const unclosedString: Reader = {
  name: "unclosed-string",
  jsonData: true,
  mayBeCutOff: true,
  read: (candidateText, context) => {
    const text = withoutClosingFence(candidateText);
    let end = text.length;
    while (end > 0 && isJsonWhitespace(text.charCodeAt(end - 1))) end--;
    let at = end;
    while (at > 0 && (isCloser(text.charCodeAt(at - 1)) || isJsonWhitespace(text.charCodeAt(at - 1)))) at--;
    // a space or tab right after the string's last character may be the string's or the layout's: `{"a": "b }`
    if (at === end || at === 0 || isBlank(text.charCodeAt(at))) return undefined;
    // a comma right before the closers may be the string's or a trailing comma after it: `["x", "b,\n]`
    if (text.charCodeAt(at - 1) === 0x2c) return undefined;
    const open = openingQuote(text, at);
    // an empty string before the closer (`["]`) is as likely a cut-off `["]…"]`: not read
    if (open < 0 || open === at - 1 || escaped(text, open)) return undefined;
    // `"key": 1}`, `"a", 3]`: the quote found closes a key or an item, and the text ends in a value after it.
    // Settled here without a pass over the text: most answers end this way.
    if (followsKeyOrItem(text, open + 1, at)) return undefined;
    if (prescan(text, context.maxDepth, context.memo).truncated !== "string") return undefined;
    if (!nothingAfter(context)) return undefined;
    const quote = text.charAt(open);
    const result = parseTolerant(text.slice(0, at) + quote + text.slice(at), { maxDepth: context.maxDepth });
    if (!result.ok || result.truncated || !startsTheText(text, result.start) || result.end !== end + 1) return undefined;
    return { value: result.value, repairs: [unclosedStringRepair] };
  },
};

/**
 * The text without a closing fence on its own last line (```` ``` ```` or `~~~`): an extractor that unwraps a
 * fence (a ReAct answer) keeps it when the string left open hides it from its scan.
 */
function withoutClosingFence(text: string): string {
  let end = text.length;
  while (end > 0 && isJsonWhitespace(text.charCodeAt(end - 1))) end--;
  const fence = text.charAt(end - 1);
  if (fence !== "`" && fence !== "~") return text;
  let start = end;
  while (start > 0 && text.charAt(start - 1) === fence) start--;
  if (end - start < 3 || start === 0 || text.charCodeAt(start - 1) !== 0x0a) return text;
  return text.slice(0, start);
}

/**
 * The quote that opens the string running up to `at`: the last `"` or `'` before it, when the characters
 * between are plain (no line break, bracket, brace, backtick or backslash), else -1.
 */
function openingQuote(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x27) return i;
    if (c === 0x0a || c === 0x0d || c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x60 || c === 0x5c) return -1;
  }
  return -1;
}

/** Whether the characters after a quote start with a colon or comma (white space aside): `"a": 1}`, `"a", 3]`. */
function followsKeyOrItem(text: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && isJsonWhitespace(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  return c === 0x3a || c === 0x2c;
}

function escaped(text: string, i: number): boolean {
  let backslashes = 0;
  while (i - 1 - backslashes >= 0 && text.charCodeAt(i - 1 - backslashes) === 0x5c) backslashes++;
  return backslashes % 2 === 1;
}

/** Whether the model's text ends with the candidate (white space aside), or the candidate's container was closed. */
function nothingAfter(context: ReaderContext): boolean {
  const { candidate, input } = context;
  if (candidate.unterminated !== true && (candidate.source === "fence" || candidate.source === "tag")) return true;
  if (candidate.end > input.length) return false;
  let i = skipSpace(input, candidate.end);
  // a closing fence (the candidate's own, taken off by an extractor that unwraps it: a ReAct answer in a fence)
  const fence = input.charAt(i);
  if (fence === "`" || fence === "~") {
    const start = i;
    while (input.charAt(i) === fence) i++;
    if (i - start < 3) return false;
    i = skipSpace(input, i);
  }
  return i === input.length;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/** Whether what the tolerant parser skipped before the value is white space or a comment (`// note`). */
function startsTheText(text: string, start: number): boolean {
  const first = firstVisible(text);
  return start === first || (start > first && text.charAt(first) === "/" && (text.charAt(first + 1) === "/" || text.charAt(first + 1) === "*"));
}

function firstVisible(text: string): number {
  let i = 0;
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i;
}

function isCloser(c: number): boolean {
  return c === 0x7d || c === 0x5d;
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}
