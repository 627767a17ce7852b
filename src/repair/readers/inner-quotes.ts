import { blankOutside, isJsonWhitespace } from "../../text/chars.js";
import { isCommaThenProse, isProseAfterQuote, opensString } from "../../text/string-end.js";
import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import { familiesOfRepairs } from "../log-families.js";
import type { Reader } from "../reader.js";
import { hedgeAt } from "./hedge.js";

/** The repair step's name for quotes inside a string read as its content. */
export const innerQuotesRepair = "unescaped inner quotes";

/**
 * The reader `inner-quotes`: a double-quoted string whose unescaped inner quotes are each followed by prose, not by
 * `,` `:` `}` `]` or the line's end, holds them as content (`{"note": "she said "yes" to the offer"}`,
 * `{"size": "a 24" screen"}`, a markdown link whose URL is quoted: `"see [docs]("https://x.org") now"`): a quote
 * followed by prose cannot end a string, so the text has one reading. The decision is `isProseAfterQuote`
 * (src/text/string-end.ts). In an object member's value, an inner quote a comma follows is content too when words with
 * no colon come after the comma and then the string's closing quote (`"Sent to the "boss", waiting on reply."`): a
 * member would need a key and its colon (`isCommaThenProse`). Not read: a hedge between two quoted values (`"Paris" or "Lyon"`: two answers, not one
 * string), and any text whose rewritten form the tolerant parser does not read whole (an inner quote followed by
 * `,` could close the string: `"a", "b"` inside stays a failure). One pass and one read.
 */
export const innerQuotes: Reader = {
  name: "inner-quotes",
  jsonData: true,
  read: (text, context) => {
    const rewritten = escapeInnerQuotes(text);
    if (rewritten === undefined || hedgeAt(text) >= 0) return undefined;
    const result = parseTolerant(rewritten, { maxDepth: context.maxDepth });
    if (!result.ok || result.truncated || !blankOutside(rewritten, result.start, result.end)) return undefined;
    return { value: result.value, repairs: [...new Set<string>([...(familiesOfRepairs(result.repairs) ?? []), innerQuotesRepair])] };
  },
};

/**
 * The text with each inner quote of its double-quoted strings escaped (`\"`), or `undefined` when it has none. A
 * string opens where the shared `scan` dialect opens one; other quote styles are left to the other readers.
 */
function escapeInnerQuotes(text: string): string | undefined {
  let out = "";
  let from = 0;
  let inner = 0;
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x22 || !opensString(c, previous)) {
      if (!isJsonWhitespace(c)) previous = c;
      continue;
    }
    // a member's value (a `:` before it): a comma after an inner quote, then words with no colon, cannot start a member
    const memberValue = previous === 0x3a;
    let j = i + 1;
    for (; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 0x5c) {
        j++;
        continue;
      }
      if (d === 0x0a) break;
      if (d !== 0x22) continue;
      if (!isProseAfterQuote(text, j + 1) && !(memberValue && isCommaThenProse(text, j + 1))) break;
      out += `${text.slice(from, j)}\\`;
      from = j;
      inner++;
    }
    i = j;
    previous = 0x22;
  }
  return inner === 0 ? undefined : out + text.slice(from);
}

