import type { Reader } from "../reader.js";
import { readRewrittenLoosely } from "./read-rewritten.js";
import { endsCleanly } from "../../text/string-end.js";
import { CHAR, COMMENT, END, SPACE, STRING, Tokenizer } from "../../text/tokens.js";

/** The repair step's name for commas between an object's members with no member between them. */
export const strayCommasRepair = "stray commas in objects";

/** The repair step's name for a trailing comma written more than once before an array's closer (`[1, 2,,]`). */
export const repeatedTrailingCommaRepair = "repeated trailing commas";

/**
 * The reader `stray-commas`: an object whose members are separated by more than one comma, or that opens with
 * commas (`{"a": 1,, "b": 2}`, `{,,a: 1}`, `{"a": 1,,,}`), read with the extra commas left out. Only in objects:
 * a member is found by its key, not by its place, so a comma with no member before it stands for nothing, and
 * the object read is exactly the members written (a required member that is missing still fails validation).
 * In an array an empty element is a hole (`[1,,2]`: the 2 would move to index 1, and JavaScript reads a hole
 * there), so such a text is still refused, and so is a comma that opens an array (`[,1]`). Only a run of commas
 * right before an array's closer (`[1, 2,,]`) is read as one trailing comma: no element follows it, so nothing
 * moves, and the array read holds exactly the elements written. Strings and comments are skipped; the
 * rewritten text is read by the tolerant parser, else the guarded jsonrepair reader. Linear: one scan, one read.
 * @example repair('{"a": 1,, "b": 2}') // { a: 1, b: 2 }
 * @example repair("[1, 2,,]") // [1, 2]
 */
export const strayCommas: Reader = {
  name: "stray-commas",
  jsonData: true,
  read: (text, context) => {
    if (!text.includes(",")) return undefined;
    const rewritten = withoutStrayCommas(text);
    if (rewritten === undefined) return undefined;
    return readRewrittenLoosely(rewritten.text, context, rewritten.inArrays ? repeatedTrailingCommaRepair : strayCommasRepair);
  },
};

/**
 * The text without the commas in objects that follow `{` or another comma, and without the commas of a run right
 * before an array's `]` but its first; `undefined` when there are none. `inArrays`: some of them were an array's.
 */
function withoutStrayCommas(text: string): { readonly text: string; readonly inArrays: boolean } | undefined {
  const stack: number[] = [];
  const dropped: number[] = [];
  // commas after another comma in the array open now: dropped if `]` comes next, a hole if an element does
  let pending: number[] = [];
  let inArrays = false;
  const tokens = new Tokenizer(text, 0, "delimit");
  for (let kind = tokens.next(); kind !== END; kind = tokens.next()) {
    // A string followed by more than a separator, a closer or a comment (`"x"y"`: a quote left unescaped) means the
    // quotes do not pair as written, so where strings end is unknown: a comma taken for stray could be a string's
    // (`"p,,q"` read as `"p,q"`). Not read.
    if (kind === STRING && !endsCleanly(text, tokens.end)) return undefined;
    if (kind === SPACE || kind === COMMENT) continue;
    const c = kind === CHAR ? tokens.code : -1;
    if (pending.length > 0 && c !== 0x2c) {
      if (c === 0x5d) {
        dropped.push(...pending);
        inArrays = true;
      }
      pending = [];
    }
    if (kind !== CHAR) continue;
    if (c === 0x7b || c === 0x5b) stack.push(c);
    else if (c === 0x7d || c === 0x5d) stack.pop();
    else if (c === 0x2c && stack[stack.length - 1] === 0x7b && (tokens.before === 0x7b || tokens.before === 0x2c)) {
      dropped.push(tokens.start);
      tokens.previous = tokens.before; // the next comma is stray too
    } else if (c === 0x2c && stack[stack.length - 1] === 0x5b && tokens.before === 0x2c) pending.push(tokens.start);
  }
  if (dropped.length === 0) return undefined;
  let out = "";
  let copied = 0;
  for (const at of dropped) {
    out += text.slice(copied, at);
    copied = at + 1;
  }
  return { text: out + text.slice(copied), inArrays };
}
