import type { Reader } from "../reader.js";
import { readRewrittenLoosely } from "./read-rewritten.js";
import { commentEnd } from "./comment-end.js";
import { endsCleanly, opensString, quotedEnd } from "../../text/string-end.js";

/** The repair step's name for HTML comments between a structure's entries. */
export const htmlCommentsRepair = "HTML comments";

/**
 * The reader `html-comments`: `<!-- … -->` between the entries of an object or array (`["a", <!-- note --> "b"]`),
 * as models write it when they take a JSON block for markup, read with the comments left out. Only a comment
 * that closes, outside every string (a `<!--` inside a string is the string's), inside a `{…}` or `[…]`, and
 * only where an entry can start or has just ended (after `{`, `[`, `,`, `:` or a value). A comment never
 * closed is no reading: what follows it would be lost. It cannot invent data: only the comments go; the rest
 * is read by the tolerant parser, else the guarded jsonrepair reader. Linear: one scan, one read.
 * @example repair('["a", <!-- x --> "b"]') // ["a", "b"]
 */
export const htmlComments: Reader = {
  name: "html-comments",
  jsonData: true,
  read: (text, context) => (text.includes("<!--") ? readRewrittenLoosely(withoutHtmlComments(text), context, htmlCommentsRepair) : undefined),
};

/** The text with each closed `<!-- … -->` inside a structure turned into one space; `undefined` when none is, or one never closes. */
function withoutHtmlComments(text: string): string | undefined {
  let depth = 0;
  let previous = 0;
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (opensString(c, previous)) {
      i = quotedEnd(text, i);
      // Quotes that do not pair as written (`"said "hi <!-- x --> there"`): a comment taken for outside could be a string's.
      if (!endsCleanly(text, i, "<!--")) return undefined;
      previous = 0x22;
      continue;
    }
    const comment = commentEnd(text, i);
    if (comment !== undefined) {
      i = comment;
      continue;
    }
    if (c === 0x3c /* < */ && depth > 0 && text.startsWith("<!--", i)) {
      const close = text.indexOf("-->", i + 4);
      if (close < 0) return undefined;
      out += `${text.slice(copied, i)} `;
      i = close + 3;
      copied = i;
      continue;
    }
    if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth = Math.max(0, depth - 1);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) previous = c;
    i++;
  }
  return copied === 0 ? undefined : out + text.slice(copied);
}
