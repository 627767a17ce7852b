import { excerptAt } from "../excerpt.js";
import { commentEnd } from "./comment-end.js";
import { hedgeFollows, opensString, quotedEnd } from "../../text/string-end.js";

/**
 * Offset of a hedge between two quoted values (`{"city": "Paris" or "Lyon"}`): a string, then on the same line
 * `or` (or `/`, `vs`, `versus`, after a space: a word glued to the quote is text) and another string. Read as one string (`Paris" or "Lyon`) it would join two
 * answers; read as either, it would choose. -1 when there is none. Linear: each string is passed over once.
 */
export function hedgeAt(text: string): number {
  let previous = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const comment = commentEnd(text, i);
    if (comment !== undefined) {
      i = comment;
      continue;
    }
    if (!opensString(c, previous)) {
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) previous = c;
      i++;
      continue;
    }
    const end = quotedEnd(text, i);
    if (hedgeFollows(text, end)) {
      let j = end;
      while (j < text.length && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
      return j;
    }
    previous = 0x22;
    i = end;
  }
  return -1;
}

/** Failure message for two quoted values joined by `or`: which one is the answer the text leaves open. */
export function hedgeMessage(text: string, position: number): string {
  return (
    `The text names two values joined by a hedge (${excerptAt(text, position)}): reading them as one string would ` +
    `join two answers, and reading either would be a guess. Answer with one value.`
  );
}
