import { commentEnd } from "../text/tokens.js";
import { isWhitespace } from "./scan.js";

/**
 * Where the text goes on after the comments that open it (`// note\n`, `/* note *\/`, any number, whitespace
 * between), or `from` when it opens with none. A `/*` never closed, or a `//` comment that runs to the end,
 * leaves nothing: the result is then `end`. Linear.
 * @example afterLeadingComments("// note\n42", 0, 10) // 8
 */
export function afterLeadingComments(text: string, from: number, end: number): number {
  let i = from;
  for (;;) {
    while (i < end && isWhitespace(text.charCodeAt(i))) i++;
    const after = commentEnd(text, i);
    if (after < 0) return i;
    i = Math.min(after, end);
  }
}
