import { plainTextMessage, quotedJsonMessage } from "../answer/messages.js";
import { wantsScalar } from "../answer/wants.js";
import { wantsKeyedString } from "../answer/wants-keyed.js";
import { isBareAnswer } from "../../text/plain-words.js";
import type { Reader } from "../reader.js";
import { truncatedMessage } from "../messages.js";
import { isOpeningQuote, isTripleQuote, opensUnclosedString } from "../../text/string-end.js";
import { isAnswerCandidate, maxAnswerLength, startsLikeJson } from "./scalar-answer.js";

const quoteLike = /["'`\u2018\u2019\u201c\u201d]/;

/**
 * The reader `plain-text`: where the schema asks for a string (not an enum), a whole answer that is plain
 * text is that string, trimmed, as written: `Paris` or `The capital is Paris.` for `{ type: "string" }`.
 * It reads the whole visible text (the `answer` candidate) and the contents of a fence or a tag, never a text that starts with `{` or `[`
 * (the JSON readers' to read), one enclosed in quotes that no string reader could read (`‘don’t’`: where
 * its string ends is unclear), or one longer than 2,000 characters. A text that opens a quote it never closes
 * (`'{"name": "x"}`) is a string cut off, not plain text: it is refused as `truncated` (its quote would be
 * read as part of the value); one that opens a quote before JSON (`"{"a": 1}`) that no JSON reader could read is
 * refused too: where its string ends is unclear. Where the schema is an object with one required free-string
 * property (`{answer: string}`), a bare answer of words on one line (letters, digits, spaces, `.,;!?'-`: `NOT ENOUGH
 * CONTEXT`) that is no refusal or hedge (`cannot`, `sorry`, `maybe`, …) is read the same way, and the `wrap-bare-value` rule makes it that property. A string schema cannot tell a refusal
 * (`I can't help with that.`) from an answer: both are strings; add a validator to tell them apart.
 */
export const plainText: Reader = {
  name: "plain-text",
  jsonData: true,
  wants: ["scalar", "words"],
  read: (text, context) => {
    // JSON is never plain text: settled before the schema is asked (the commonest candidate ends here).
    if (startsLikeJson(text)) return undefined;
    const want = wantsScalar(context.guide);
    // An object with one required free-string property (`{answer: string}`) takes a bare answer with no structure in it.
    const keyed = want === undefined && wantsKeyedString(context.guide) !== undefined;
    if (!keyed && (want === undefined || !want.string || want.choices !== undefined)) return undefined;
    if (!isAnswerCandidate(context.candidate.source, text) || text.length > maxAnswerLength || startsLikeJson(text)) return undefined;
    // A refusal or a hedge (`I cannot help with that.`) is no answer: nothing is read.
    if (keyed && !isBareAnswer(text)) return undefined;
    const value = text.trim();
    // A quote that opens the answer and never closes: the string was cut off, and the quote is no content.
    if (opensUnclosedString(value, 0)) return { refuse: truncatedMessage("string"), code: "truncated" };
    // A quote before JSON (`"{"a": 1}`) that no JSON reader could read: where the string ends is unclear.
    if (isOpeningQuote(value.charCodeAt(0)) && startsLikeJson(value.slice(isTripleQuote(value, 0) ? 3 : 1))) {
      return { refuse: quotedJsonMessage() };
    }
    // A quoted text the string readers could not read (`‘don’t’`) has quotes of unclear extent: not plain.
    if (quoteLike.test(value.charAt(0)) && quoteLike.test(value.charAt(value.length - 1))) return undefined;
    return value === "" ? undefined : { value, repairs: ["plain text as a string"], message: plainTextMessage() };
  },
};
