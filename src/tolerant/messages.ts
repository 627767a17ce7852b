import type { StreamFailureReason } from "./types.js";

const MESSAGES: Readonly<Record<StreamFailureReason, string>> = {
  "no-json-found": "no JSON object or array was found in the text",
  "unexpected-character": "unexpected character",
  "invalid-number": "a number is not written as JSON writes numbers",
  "invalid-escape": "a string has an escape sequence JSON does not define",
  "unknown-literal": "a bare word is not a JSON literal (true, false, null)",
  "mismatched-closer": "a closing bracket does not match the open structure",
  "too-deep": "objects and arrays are nested deeper than the limit",
  "too-large": "a string in the text is longer than the JavaScript engine can hold",
  "repeated-key": "a key is written twice in one object with two different values",
};

/** The human-readable message for a stream parse failure, shared by results, docs and tests. */
export function streamFailureMessage(reason: StreamFailureReason, position: number): string {
  return `${MESSAGES[reason]} (at offset ${position})`;
}
