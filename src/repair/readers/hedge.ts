import { excerptAt } from "../excerpt.js";
import { hedgeFollows } from "../../text/string-end.js";
import { END, STRING, Tokenizer } from "../../text/tokens.js";

/**
 * Offset of a hedge between two quoted values (`{"city": "Paris" or "Lyon"}`): a string, then on the same line
 * `or` (or `/`, `vs`, `versus`, after a space: a word glued to the quote is text) and another string. Read as one string (`Paris" or "Lyon`) it would join two
 * answers; read as either, it would choose. -1 when there is none. Linear: each string is passed over once.
 */
export function hedgeAt(text: string): number {
  // The span grammar's strings: an inner quote a word follows is content (`"A"A", "c": "/"` holds no hedge `/`
  // between `", "` and `": "`), and a quote a hedge follows ends its string.
  const tokens = new Tokenizer(text, 0, "span");
  for (let kind = tokens.next(); kind !== END; kind = tokens.next()) {
    if (kind !== STRING || !hedgeFollows(text, tokens.end)) continue;
    let j = tokens.end;
    while (j < text.length && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
    return j;
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
