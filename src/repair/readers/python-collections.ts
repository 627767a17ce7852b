import { excerptAt } from "../excerpt.js";
import type { Reader } from "../reader.js";
import { readRewritten } from "./read-rewritten.js";

/** Failure message for `(1)`: one value in parentheses, which Python reads as the value and a model may mean as a list. */
export function oneInParenthesesMessage(text: string, position: number): string {
  return (
    `The text holds one value in parentheses with no comma at position ${position} (${excerptAt(text, position)}): Python reads ` +
    `(1) as 1, while a list of one is written (1,) or [1]. Which one was meant is not clear, so it is not read.`
  );
}

/** The repair step's name for Python's tuples and sets. */
export const pythonCollectionsRepair = "Python tuples and sets";

/**
 * The reader `python-collections`: Python's tuples `(1, 2)` and sets `{1, 2}` as the arrays they list, the
 * rest read by the tolerant parser. Only where the reading is plain: a tuple needs a comma (`(1,)`, `(1, 2)`;
 * `()` is empty) because `(1)` is just `1` in Python and a list of one in a model's mind; a set is a `{…}`
 * with two or more elements and no colon at its own level (`{}` stays an object, `{"value"}` is an object
 * missing its value). A text with typographic quotes,
 * backticks or comments is left to the other readers: its strings could not be told apart here, and a
 * bracket inside a string must never change. It cannot invent data: each element is read as written, in
 * its order; only the brackets change. Linear: two passes and one tolerant parse.
 * @example repair('{"point": (1, 2)}', { readers: [pythonCollections] }) // ok: { point: [1, 2] }
 */
export const pythonCollections: Reader = {
  name: "python-collections",
  jsonData: true,
  read: (text, context) => {
    if (!text.includes("(") && !text.includes("{")) return undefined;
    const rewritten = rewrite(text);
    if (rewritten === undefined) return undefined;
    if (typeof rewritten === "number") return { refuse: oneInParenthesesMessage(text, rewritten), position: rewritten };
    return readRewritten(rewritten, context, pythonCollectionsRepair);
  },
};

const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * The text with each tuple and set written as an array, or `undefined` when there is none or it is not plain
 * (unpaired brackets, quotes or comments this pass does not read); the offset of a `(1)` without a comma.
 */
function rewrite(text: string): string | number | undefined {
  // Pass 1: for each opener, whether its own level holds a comma or a colon, and whether it holds anything.
  const openers: { at: number; kind: number; comma: boolean; colon: boolean; filled: boolean }[] = [];
  const stack: number[] = [];
  const plan = new Map<number, string>();
  let converted = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x27) {
      i = stringEnd(text, i);
      if (i < 0) return undefined;
      markFilled();
      continue;
    }
    if (c === 0x60 || c === 0x201c || c === 0x201d || c === 0x2018 || c === 0x2019) return undefined;
    if (c === 0x2f && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) return undefined;
    if (c === 0x23) return undefined;
    if (c === OPEN_PAREN || c === OPEN_BRACE || c === OPEN_BRACKET) {
      markFilled();
      stack.push(openers.length);
      openers.push({ at: i, kind: c, comma: false, colon: false, filled: false });
      continue;
    }
    if (c === CLOSE_PAREN || c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      const index = stack.pop();
      if (index === undefined) return undefined;
      const opener = openers[index] as (typeof openers)[number];
      const expected = opener.kind === OPEN_PAREN ? CLOSE_PAREN : opener.kind === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
      if (c !== expected) return undefined;
      if (opener.kind === OPEN_PAREN) {
        // `(1)` is no tuple in Python; `()` and `(1,)` are
        // a word before it makes it a call (`f(x)`), left to the readers that refuse calls
        if (opener.filled && !opener.comma) return /[\w$]/.test(text[opener.at - 1] ?? "") ? undefined : opener.at;
        plan.set(opener.at, "[");
        plan.set(i, "]");
        converted = true;
      } else if (opener.kind === OPEN_BRACE && opener.comma && !opener.colon) {
        // a set lists two or more elements: `{"value"}` is an object whose value is missing
        plan.set(opener.at, "[");
        plan.set(i, "]");
        converted = true;
      }
      continue;
    }
    const top = stack.length > 0 ? openers[stack[stack.length - 1] as number] : undefined;
    if (top !== undefined) {
      if (c === 0x2c) top.comma = true;
      else if (c === 0x3a) top.colon = true;
      else if (c > 0x20) top.filled = true;
    }
  }
  if (stack.length > 0 || !converted) return undefined;

  function markFilled(): void {
    const top = stack.length > 0 ? openers[stack[stack.length - 1] as number] : undefined;
    if (top !== undefined) top.filled = true;
  }

  // Pass 2: the brackets replaced, everything else copied.
  let out = "";
  let copied = 0;
  for (const [at, bracket] of [...plan.entries()].sort((a, b) => a[0] - b[0])) {
    out += text.slice(copied, at) + bracket;
    copied = at + 1;
  }
  return out + text.slice(copied);
}

/** The offset of the quote that closes the string opening at `i` (backslash escapes skipped), or -1. */
function stringEnd(text: string, i: number): number {
  const quote = text.charCodeAt(i);
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j++;
    else if (c === quote) return j;
    else if (c === 0x0a && quote === 0x27) return -1;
  }
  return -1;
}
