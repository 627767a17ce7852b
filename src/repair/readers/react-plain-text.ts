import { smartQuoting } from "../../text/smart-quotes.js";
import { plainActionInputMessage } from "../messages.js";
import type { Reader } from "../reader.js";

const COMMENT = /^(?:\/\/|\/\*)\s/;

/**
 * The reader `react-plain-text`: a ReAct `Action Input:` that no JSON reader could read is plain text by
 * that format's own definition (`Action Input: #submit`), so it is read as a string. It reads nothing else:
 * not a fence opened on the label's line (the value is further down), not unclear typographic quoting, not
 * a text refused for its size, depth or a cut-off, and not a comment (`// from the page`, or one opened by `/*`: what is
 * left when the JSON after it was cut off; an XPath `//button` has no space after its slashes).
 */
export const reactPlainText: Reader = {
  name: "react-plain-text",
  jsonData: true,
  read: (text, context) => {
    const { candidate, refused } = context;
    if (candidate.source !== "react" || candidate.label !== "Action Input") return undefined;
    if (refused !== undefined && refused.code !== undefined && refused.code !== "unrepairable") return undefined;
    if (smartQuoting(text) === "unclear" || text.startsWith("`") || text.startsWith("~~~") || COMMENT.test(text)) return undefined;
    return { value: text, message: plainActionInputMessage() };
  },
};
