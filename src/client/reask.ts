import type { Failure, Issue } from "../outcome/types.js";
import { excerptText, formatPath } from "../schema/messages.js";
import { cleanSchema } from "./clean-schema.js";
import { preview } from "./preview.js";
import { schemaAt, valueAt } from "./schema-at.js";

/** Characters of one issue's message in a re-ask (the model wrote what it quotes; it may be long). */
const MAX_ISSUE_MESSAGE = 500;

/** Issues a re-ask lists before it counts the rest: a model acts on a few precise lines, not on a wall. */
export const REASK_ISSUES = 5;
/** Longest rendering of an expected subschema in a re-ask line. */
const EXPECTED_LENGTH = 200;
/** Characters quoted around a syntax error's position. */
const CONTEXT_LENGTH = 40;

/** Options of `reaskPrompt`. */
export interface ReaskOptions {
  /** The JSON Schema the answer must match: each issue then also says what was expected at its path. */
  readonly jsonSchema?: Record<string, unknown> | undefined;
}

/**
 * The user message that asks the model to correct its previous answer: what was wrong, where, what
 * was expected and what was received, in a few lines a model can act on.
 * @example
 * reaskPrompt(outcome.error, { jsonSchema: parser.jsonSchema })
 * // 'Your previous answer does not match the schema:\n- at selector: Invalid input: expected string, received boolean. Expected: {"type":"string"}. Received: true.\nAnswer again with only the corrected JSON value, no prose.'
 */
export function reaskPrompt(failure: Failure, options: ReaskOptions = {}): string {
  try {
    return `${problem(failure, options ?? {})}\n${closing(failure)}`;
  } catch {
    // A failure that is not one of salvage's (null, a throwing getter, a revoked Proxy): the prompt says only what is sure.
    return "Your previous answer could not be used.\nAnswer again with only the corrected JSON value, no prose.";
  }
}

function problem(failure: Failure, options: ReaskOptions): string {
  switch (failure.code) {
    case "no-json-found":
      return "Your previous answer contained no JSON value.";
    case "unrepairable":
      return `Your previous answer is not valid JSON and could not be repaired: ${failure.message}${near(failure)}`;
    case "truncated":
      return "Your previous answer was cut off before the JSON value was complete.";
    case "schema-mismatch":
      return `Your previous answer does not match the schema:\n${issueLines(failure, options)}`;
    case "validator-failed":
      return `Your previous answer failed a check:\n${issueLines(failure, options)}`;
    case "too-large":
      return "Your previous answer was too long to read.";
    case "too-deep":
      return "Your previous answer nests too deeply to read.";
    default:
      return `Your previous answer could not be used: ${failure.message}`;
  }
}

function closing(failure: Failure): string {
  if (failure.code === "truncated" || failure.code === "too-large") {
    return "Answer again with a shorter JSON value, and only the JSON value.";
  }
  return "Answer again with only the corrected JSON value, no prose.";
}

/** One line per issue (at most five): where, what the validator said, what was expected, what was received. */
function issueLines(failure: Failure, options: ReaskOptions): string {
  if (failure.issues.length === 0) return `- ${failure.message}`;
  const lines = failure.issues.slice(0, REASK_ISSUES).map((issue) => issueLine(issue, failure, options));
  const rest = failure.issues.length - REASK_ISSUES;
  if (rest > 0) lines.push(`- … and ${rest} more ${rest === 1 ? "problem" : "problems"} of the same kind.`);
  return lines.join("\n");
}

function issueLine(issue: Issue, failure: Failure, options: ReaskOptions): string {
  let line = `- at ${formatPath(issue.path)}: ${sentence(excerptText(issue.message, MAX_ISSUE_MESSAGE))}`;
  const expected = options.jsonSchema === undefined ? undefined : expectedAt(options.jsonSchema, issue);
  if (expected !== undefined) line += ` Expected: ${expected}.`;
  if (failure.value !== undefined) {
    const received = valueAt(failure.value, issue.path);
    line += received.found ? ` Received: ${preview(received.value)}.` : " Received: nothing (it is missing).";
  }
  return line;
}

function expectedAt(root: Record<string, unknown>, issue: Issue): string | undefined {
  const schema = schemaAt(root, issue.path);
  if (schema === undefined) return undefined;
  const cleaned = cleanSchema(schema);
  if (!cleaned.ok || Object.keys(cleaned.value).length === 0) return undefined;
  const text = preview(cleaned.value, EXPECTED_LENGTH);
  // A cut-off schema misleads more than it helps: the validator's own words stand alone then.
  return text.endsWith("…") ? undefined : text;
}

/** The text around a syntax error, so the model sees where it went wrong. */
function near(failure: Failure): string {
  if (failure.text === undefined || failure.position === undefined) return "";
  const start = Math.max(0, failure.position - CONTEXT_LENGTH / 2);
  const snippet = failure.text.slice(start, start + CONTEXT_LENGTH);
  return ` (near ${JSON.stringify(snippet)})`;
}

function sentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
