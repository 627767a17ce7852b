import { excerptAt } from "../excerpt.js";
import { isJsonWhitespace } from "../../text/chars.js";

/**
 * Where a key holds the colon that should follow it (`{"key:" 1}`, `{"a": 1, 'b :' 2}`): a quoted string
 * in key position (after `{` or `,`, outside other strings) whose text ends with `:` and that no colon
 * follows. jsonrepair adds the missing colon after it and keeps `key:` as the key, a garbled name; the
 * position of the first such key, or -1. One pass over the text.
 */
export function colonInKey(text: string): number {
  let previous = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '"' || c === "'") {
      const start = i;
      let j = i + 1;
      while (j < text.length && text.charAt(j) !== c && text.charAt(j) !== "\n") j += text.charAt(j) === "\\" ? 2 : 1;
      if (j >= text.length || text.charAt(j) !== c) return -1;
      const inner = text.slice(start + 1, j).trimEnd();
      let k = j + 1;
      while (k < text.length && isJsonWhitespace(text.charCodeAt(k))) k++;
      if ((previous === "{" || previous === ",") && inner.endsWith(":") && text.charAt(k) !== ":") return start;
      previous = c;
      i = j;
      continue;
    }
    if (!isJsonWhitespace(text.charCodeAt(i))) previous = c;
  }
  return -1;
}

/** Failure message for a key that holds its own colon (`{"key:" 1}`). */
export function colonInKeyMessage(text: string, position: number): string {
  return `The text is not valid JSON: the key at position ${position} (${excerptAt(text, position)}) ends with the colon that should follow it. Reading it would garble the key's name, so it is not repaired.`;
}
