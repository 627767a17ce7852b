import type { Reader } from "./reader.js";
import { escapedDocument } from "./readers/escaped-document.js";
import { guardedJsonrepair } from "./readers/jsonrepair.js";
import { reactPlainText } from "./readers/react-plain-text.js";
import { smartQuoted } from "./readers/smart-quoted.js";
import { strictJson } from "./readers/strict-json.js";
import { tolerant } from "./readers/tolerant.js";

/**
 * The readers `salvage()` runs by default, in order: strict JSON, one typographic string, the tolerant
 * parser, a string-escaped document, guarded jsonrepair, and a ReAct Action Input as plain text.
 * Replace, reorder or extend with `readers`.
 */
export const defaultReaders: readonly Reader[] = Object.freeze([strictJson, smartQuoted, tolerant, escapedDocument, guardedJsonrepair, reactPlainText]);
