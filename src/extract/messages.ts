import { visibleRange } from "./scan.js";
import { findHiddenRanges } from "./think.js";

/** How many characters of the text a message quotes. */
const PREVIEW_LENGTH = 60;

/** What a JSON value looks like, for messages that say what was expected. */
const EXPECTED =
  "Expected a JSON value: the whole answer as JSON, a ```json fenced block, a <json> tag, or an object or array in the text.";

/**
 * The message of a `no-json-found` failure: what the text held instead, and what was expected.
 *
 * @example noJsonFoundMessage("I cannot help with that.")
 */
export function noJsonFoundMessage(text: string): string {
  if (text.trim() === "") return `No JSON found: the text is empty. ${EXPECTED}`;
  const hidden = findHiddenRanges(text);
  const { start, end } = visibleRange(text, 0, text.length, hidden);
  if (start >= end) {
    return `No JSON found: the text holds only a reasoning block (<think>…</think>) and nothing after it. ${EXPECTED}`;
  }
  return `No JSON found in ${text.length} characters of text starting ${preview(text.slice(start, end))}. ${EXPECTED}`;
}

/**
 * The message of the failure for an input that is not a string (from untyped callers).
 *
 * @example nonStringTextMessage(undefined) // "Expected the model's text as a string, received undefined."
 */
export function nonStringTextMessage(value: unknown): string {
  let kind: string = typeof value;
  try {
    kind = value === null ? "null" : Array.isArray(value) ? "an array" : kind;
  } catch {
    // a revoked Proxy: its typeof is all that can be said
  }
  return `Expected the model's text as a string, received ${kind}.`;
}

/** What each lead-in says about the value after it, for {@link ledInMessage}. */
const leadInReasons = {
  "open-comment": "it follows a /* comment that is never closed, so it is commented out",
  "glued-minus": "a minus sign is glued to it, and the sign would be lost",
  "key-value-lines": "it follows key: value lines it belongs with, whose members would be dropped",
  "open-quote": "it sits inside a string whose quote opens before it and never closes, so it is that string's text, cut off",
  "member-value": "it is the value of a key in an object written around it, whose other members would be dropped",
} as const;

/**
 * The message of a `no-json-found` failure whose only value in the text is part of something larger: it
 * follows an unclosed block comment, a glued minus sign or `key: value` lines, or sits in a string that never
 * closes, so returning it alone would drop what the writer put around it. `why` names which (all are listed
 * when it is not given).
 * @example ledInMessage('id: 7\nresult {"a": 1}', 13, "key-value-lines")
 */
export function ledInMessage(text: string, position: number, why?: keyof typeof leadInReasons): string {
  const reason =
    why === undefined
      ? "it follows an unclosed /* comment, a minus sign glued to it, or key: value lines it belongs with, or sits in a string that never closes"
      : leadInReasons[why];
  return (
    `No JSON value stands on its own: the value at position ${position} (${preview(text.slice(position))}) is part of ` +
    `something larger (${reason}), and returning it alone would drop the rest. ${EXPECTED}`
  );
}

/** The start of a text as a quoted, one-line preview. */
function preview(text: string): string {
  const head = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
  return JSON.stringify(head);
}

/**
 * The message of a `skip` step for an extractor that returned something that is not a span of the text.
 * @example badSpanMessage({ start: 5, end: 99 }, 10) // "It returned a span outside the text (0–10): {\"start\":5,\"end\":99}; its other spans were skipped."
 */
export function badSpanMessage(span: unknown, length: number): string {
  let shown: string;
  try {
    shown = JSON.stringify(span) ?? String(span);
  } catch {
    shown = typeof span;
  }
  if (shown.length > 80) shown = `${shown.slice(0, 80)}…`;
  return `It returned a span outside the text (0–${length}): ${shown}; its other spans were skipped.`;
}
