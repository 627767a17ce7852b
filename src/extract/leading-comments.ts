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
    if (text.charCodeAt(i) !== 0x2f) return i;
    const next = text.charCodeAt(i + 1);
    if (next === 0x2f) {
      const stop = text.indexOf("\n", i + 2);
      i = stop < 0 || stop >= end ? end : stop + 1;
    } else if (next === 0x2a) {
      const stop = text.indexOf("*/", i + 2);
      i = stop < 0 || stop + 2 > end ? end : stop + 2;
    } else {
      return i;
    }
  }
}
