import type { Reader } from "./reader.js";
import { escapedDocument } from "./readers/escaped-document.js";
import { guardedJsonrepair } from "./readers/jsonrepair.js";
import { jsonSequence } from "./readers/json-sequence.js";
import { plainText } from "./readers/plain-text.js";
import { tripleQuoted } from "./readers/triple-quoted.js";
import { pythonCollections } from "./readers/python-collections.js";
import { fencedList } from "./readers/fenced-list.js";
import { scalarAnswer } from "./readers/scalar-answer.js";
import { reactPlainText } from "./readers/react-plain-text.js";
import { smartQuoted } from "./readers/smart-quoted.js";
import { strictJson } from "./readers/strict-json.js";
import { tolerant } from "./readers/tolerant.js";
import { unquotedLines } from "./readers/unquoted-lines.js";
import { strayCommas } from "./readers/stray-commas.js";
import { htmlComments } from "./readers/html-comments.js";
import { bareWords } from "./readers/bare-words.js";
import { keylessValue } from "./readers/keyless-value.js";
import { innerQuotes } from "./readers/inner-quotes.js";
import { literalBackslashes } from "./readers/literal-backslashes.js";
import { unclosedString } from "./readers/unclosed-string.js";

/**
 * The readers `salvage()` runs by default, in order: strict JSON, one typographic string, a scalar answer in prose and a plain-text answer where the schema
 * asks for a scalar or a string, Python's triple-quoted strings, a last string missing its closing quote right
 * before the closers that end the text (only where the text says the closers are not the string's: see
 * `unclosedString`), the tolerant parser, backslashes read one way per string (`literal-backslashes`), several values as an array where the schema wants one (else `ambiguous`), a string-escaped document, unquoted multi-line strings where the schema says string, stray commas in objects, HTML comments between entries, the readings the text determines although it is not JSON (`bare-words`: unquoted words as strings, `TRUE`, a missing colon), a value written without its key where the schema leaves it one (`keyless-value`), unescaped inner quotes followed by prose (`inner-quotes`), guarded jsonrepair, and a ReAct Action Input as plain text.
 * Replace, reorder or extend with `readers`.
 */
export const defaultReaders: readonly Reader[] = /* @__PURE__ */ Object.freeze([strictJson, fencedList, smartQuoted, scalarAnswer, plainText, tripleQuoted, unclosedString, tolerant, literalBackslashes, pythonCollections, jsonSequence, escapedDocument, unquotedLines, strayCommas, htmlComments, bareWords, keylessValue, innerQuotes, guardedJsonrepair, reactPlainText]);
