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

/**
 * The readers `salvage()` runs by default, in order: strict JSON, one typographic string, a scalar answer in prose and a plain-text answer where the schema
 * asks for a scalar or a string, the tolerant
 * parser, several values as an array where the schema wants one (else `ambiguous`), a string-escaped document, unquoted multi-line strings where the schema says string, stray commas in objects, HTML comments between entries, guarded jsonrepair, and a ReAct Action Input as plain text.
 * Replace, reorder or extend with `readers`. `unclosedString` is opt-in: `{"a": "b}` cannot be told apart from
 * a text cut off right after a `}` inside a string, so by default it stays a cut-off text.
 */
export const defaultReaders: readonly Reader[] = Object.freeze([strictJson, fencedList, smartQuoted, scalarAnswer, plainText, tripleQuoted, tolerant, pythonCollections, jsonSequence, escapedDocument, unquotedLines, strayCommas, htmlComments, guardedJsonrepair, reactPlainText]);
