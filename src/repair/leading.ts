import { isDigit, isIdentChar, isSpecialWhitespace, isWhitespace } from "./chars.js";

/** Why a text is not handed to the repair at all: nothing in it, or it does not start like a JSON value. */
export type StartProblem = { readonly kind: "empty" | "not-json"; readonly position: number };

const literals = ["true", "false", "null", "True", "False", "None"];

/**
 * Refuses a text that does not start like a JSON value: jsonrepair would turn any word into a string
 * (`hello` → `"hello"`), which is never what a model meant by prose. A value may start with `{`, `[`,
 * `"`, `'`, a digit, `-` before a digit, or a JSON or Python literal, after whitespace and comments.
 */
export function checkStart(text: string): StartProblem | undefined {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isWhitespace(c) || isSpecialWhitespace(c)) {
      i++;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      const end = text.indexOf("\n", i + 2);
      i = end < 0 ? n : end;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
    } else {
      break;
    }
  }
  if (i >= n) return { kind: "empty", position: n };
  const c = text.charCodeAt(i);
  if (c === 0x7b || c === 0x5b || c === 0x22 || c === 0x27 || isDigit(c)) return undefined;
  if (c === 0x2d) {
    const next = text.charCodeAt(i + 1);
    if (isDigit(next) || (next === 0x2e && isDigit(text.charCodeAt(i + 2)))) return undefined;
  }
  for (const word of literals) {
    if (text.startsWith(word, i) && !isIdentChar(text.charCodeAt(i + word.length))) return undefined;
  }
  return { kind: "not-json", position: i };
}
