import type { Reader } from "../reader.js";
import { readRewrittenLoosely } from "./read-rewritten.js";
import { endsCleanly } from "../../text/string-end.js";
import { CHAR, END, STRING, Tokenizer } from "../../text/tokens.js";

/** The repair step's name for commas between an object's members with no member between them. */
export const strayCommasRepair = "stray commas in objects";

/**
 * The reader `stray-commas`: an object whose members are separated by more than one comma, or that opens with
 * commas (`{"a": 1,, "b": 2}`, `{,,a: 1}`, `{"a": 1,,,}`), read with the extra commas left out. Only in objects:
 * a member is found by its key, not by its place, so a comma with no member before it stands for nothing, and
 * the object read is exactly the members written (a required member that is missing still fails validation).
 * In an array an empty element is a hole (`[1,,2]`: the 2 would move to index 1, and JavaScript reads a hole
 * there), so arrays are left alone and such a text is still refused. Strings and comments are skipped; the
 * rewritten text is read by the tolerant parser, else the guarded jsonrepair reader. Linear: one scan, one read.
 * @example repair('{"a": 1,, "b": 2}') // { a: 1, b: 2 }
 */
export const strayCommas: Reader = {
  name: "stray-commas",
  jsonData: true,
  read: (text, context) => (text.includes(",") ? readRewrittenLoosely(withoutStrayCommas(text), context, strayCommasRepair) : undefined),
};

/** The text without the commas in objects that follow `{` or another comma; `undefined` when there are none. */
function withoutStrayCommas(text: string): string | undefined {
  const stack: number[] = [];
  const dropped: number[] = [];
  const tokens = new Tokenizer(text, 0, "delimit");
  for (let kind = tokens.next(); kind !== END; kind = tokens.next()) {
    // A string followed by more than a separator, a closer or a comment (`"x"y"`: a quote left unescaped) means the
    // quotes do not pair as written, so where strings end is unknown: a comma taken for stray could be a string's
    // (`"p,,q"` read as `"p,q"`). Not read.
    if (kind === STRING && !endsCleanly(text, tokens.end)) return undefined;
    if (kind !== CHAR) continue;
    const c = tokens.code;
    if (c === 0x7b || c === 0x5b) stack.push(c);
    else if (c === 0x7d || c === 0x5d) stack.pop();
    else if (c === 0x2c && stack[stack.length - 1] === 0x7b && (tokens.before === 0x7b || tokens.before === 0x2c)) {
      dropped.push(tokens.start);
      tokens.previous = tokens.before; // the next comma is stray too
    }
  }
  if (dropped.length === 0) return undefined;
  let out = "";
  let copied = 0;
  for (const at of dropped) {
    out += text.slice(copied, at);
    copied = at + 1;
  }
  return out + text.slice(copied);
}
