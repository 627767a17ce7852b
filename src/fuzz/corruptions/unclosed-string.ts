import type { Corruption, Draft } from "../types.js";
import { withText } from "./shared.js";

/** Where the closing quote of the answer's last string is, when only closers and spaces follow it; else -1. */
function lastQuote(draft: Draft): number {
  const { text, span } = draft;
  let i = span.end - 1;
  while (i > span.start && /[\s\]}]/.test(text[i] as string)) i--;
  if (i === span.end - 1 || text[i] !== '"' || text[i - 1] === "\\" || text[i - 1] === '"') return -1;
  return i;
}

/**
 * Whether the last string, whose closing quote is at `at`, is one a reader can close by the text alone: its
 * opening quote is the last `"` before `at`, and what it holds is on one line with no quote, backtick,
 * backslash, bracket or brace (any of those may mean the closers are the string's own, cut off after them),
 * does not end with a space or tab or a comma (a trailing comma after the string reads as well), and does not start
 * with a colon or comma (the quote before it may close a key).
 */
function plainLastString(text: string, at: number): boolean {
  const open = text.lastIndexOf('"', at - 1);
  if (open < 0 || open === at - 1 || text[open - 1] === "\\") return false;
  // a space or tab at its end may be the string's or the layout's: `{"a": "b }`
  return !/["'`\\[\]{}\n\r]|[ \t]$|^\s*[:,]|,$/.test(text.slice(open + 1, at));
}

/** The value written last: the last element or member, all the way down. */
function lastLeaf(value: unknown): unknown {
  let leaf = value;
  for (let depth = 0; depth < 1000 && typeof leaf === "object" && leaf !== null; depth++) {
    const items = Array.isArray(leaf) ? leaf : Object.values(leaf);
    if (items.length === 0) return undefined;
    leaf = items[items.length - 1];
  }
  return leaf;
}

/** A string JSON writes with no escape, quote, bracket or line break in it, not empty, not ending in a space, tab or comma and not starting with a colon or comma. */
function plainString(value: unknown): boolean {
  // eslint-disable-next-line no-control-regex
  return typeof value === "string" && value !== "" && !/["'`\\[\]{}\u0000-\u001f]|[ \t]$|^\s*[:,]|,$/.test(value);
}

const OTHER_STRING_DAMAGE: ReadonlySet<string> = new Set(["triple-quotes", "unescaped-quotes", "raw-backslashes", "bare-words"]);

/**
 * The last string's closing quote dropped right before the closers that end the answer (`{"a": "b}`). Read
 * back as the original where the string is plain (see `plainLastString`); otherwise the same text is what a cut
 * right after a closer inside a string leaves, and it must fail. Only a closing fence follows it (`openString`:
 * prose after the closers would read as the string going on).
 */
export const unclosedString: Corruption = {
  name: "unclosed-string",
  phase: "text",
  rank: 1,
  // Predicted from the value: its last leaf is the string whose quote is dropped.
  recoverable: (value) => plainString(lastLeaf(value)),
  applies: (draft) => !draft.truncated && draft.style.quote === "double" && !draft.style.smartQuotes && lastQuote(draft) > draft.span.start,
  apply(draft) {
    const at = lastQuote(draft);
    const text = draft.text.slice(0, at) + draft.text.slice(at + 1);
    // With other string damage in the text (bare words too) the quote is not added (salvage closes the string only
    // where the rest of the text reads with its tolerant parser): those texts stay cut off, a failure.
    const recoverable = plainLastString(draft.text, at) && !draft.applied.some((name) => OTHER_STRING_DAMAGE.has(name));
    return { ...withText(draft, text, { start: draft.span.start, end: draft.span.end - 1 }, "unclosed-string", { recoverable }), openString: true };
  },
};
