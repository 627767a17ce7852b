import type { Reader } from "../reader.js";
import { readRewrittenLoosely } from "./read-rewritten.js";
import { endsCleanly } from "../../text/string-end.js";
import { CHAR, END, STRING, Tokenizer } from "../../text/tokens.js";

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
  let out = "";
  let copied = 0;
  const tokens = new Tokenizer(text, 0, "delimit");
  for (let kind = tokens.next(); kind !== END; kind = tokens.next()) {
    // Quotes that do not pair as written (`"said "hi <!-- x --> there"`): a comment taken for outside could be a string's.
    if (kind === STRING && !endsCleanly(text, tokens.end, "<!--")) return undefined;
    if (kind !== CHAR) continue;
    const c = tokens.code;
    if (c === 0x3c /* < */ && depth > 0 && text.startsWith("<!--", tokens.start)) {
      const close = text.indexOf("-->", tokens.start + 4);
      if (close < 0) return undefined;
      out += `${text.slice(copied, tokens.start)} `;
      copied = close + 3;
      tokens.pos = copied;
      tokens.previous = tokens.before;
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth = Math.max(0, depth - 1);
  }
  return copied === 0 ? undefined : out + text.slice(copied);
}
