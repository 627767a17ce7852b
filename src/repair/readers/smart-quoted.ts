import { smartQuoting } from "../../text/smart-quotes.js";
import { smartQuotedMessage } from "../messages.js";
import type { Reader } from "../reader.js";

/**
 * The reader `smart-quoted`: a candidate that is one string in typographic quotes (`“#btn”` on a line, in a
 * fence or a tag, as a ReAct input) is that string, with its JSON escapes. Text that opens and closes with
 * them but closes them inside too (`‘don’t’`) is not read: no guess.
 */
export const smartQuoted: Reader = {
  name: "smart-quoted",
  jsonData: true,
  read: (text) => (smartQuoting(text) === "one" ? { value: readQuotedBody(text.slice(1, -1)), message: smartQuotedMessage() } : undefined),
};

/**
 * The text between typographic quotes, with its escapes read: JSON's, plus an escaped quote of any kind
 * (`\\'`, `\\’`). A straight `"` inside is a character. Text whose escapes are not valid is kept as written.
 */
function readQuotedBody(body: string): string {
  let json = "";
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === "\\" && i + 1 < body.length) {
      const next = body[i + 1] as string;
      json += next === "'" || next === "\u2018" || next === "\u2019" || next === "\u201c" || next === "\u201d" ? next : char + next;
      i++;
    } else {
      json += char === '"' ? '\\"' : char;
    }
  }
  try {
    const value: unknown = JSON.parse(`"${json}"`);
    return typeof value === "string" ? value : body;
  } catch {
    return body;
  }
}
