import type { Failure, Issue } from "../outcome/types.js";
import { formatPath } from "../schema/index.js";
import { valueAt } from "../client/schema-at.js";
import { quote } from "./messages.js";
import type { ToolFailure } from "./types.js";

/** Issues a re-ask message lists; the model needs the first few, not a wall of text. */
const MAX_REASK_ISSUES = 8;

/** What a re-ask message may know about the call besides the failure. */
export interface ReaskCall {
  readonly tool?: string;
  /** The input as the model wrote it. */
  readonly raw?: unknown;
}

/**
 * A short message for the model, sent back as the failed tool's observation: which tool, which path,
 * what was expected, what it sent. Built from the typed failure alone (plus the call, when given).
 * @example
 * reaskMessage(outcome.error)
 * // 'Your call to tool "click" was not accepted: its input does not fit the tool's schema.\n- at selector: Invalid input: expected string, received boolean; you sent true\nSend the call again with the input corrected.'
 */
export function reaskMessage(failure: Failure, call?: ReaskCall): string {
  try {
    return toolReask(failure, call);
  } catch {
    // A failure or call that is not one of salvage's (null, a throwing getter, a revoked Proxy).
    return "Your tool call was not accepted. Send the call again with the input corrected.";
  }
}

function toolReask(failure: Failure, call?: ReaskCall): string {
  const detail = failure as ToolFailure;
  const tool = call?.tool ?? detail.tool;
  const head = tool === undefined ? "Your tool call was not accepted" : `Your call to tool ${JSON.stringify(tool)} was not accepted`;
  switch (failure.code) {
    case "unknown-tool":
      return `${failure.message} Call one of the available tools by its exact name.`;
    case "schema-mismatch":
    case "validator-failed":
      return `${head}: its input does not fit the tool's schema.\n${issueReport(failure, call?.raw ?? detail.rawInput)}\nSend the call again with the input corrected.`;
    case "no-json-found":
      return `${head}: its input is not JSON${sent(call?.raw ?? detail.rawInput)}. Send the input as one JSON object.`;
    case "unrepairable":
      return `${head}: its input is not readable JSON${sent(call?.raw ?? detail.rawInput)}. ${firstLine(failure.message)} Send the input as one JSON object.`;
    case "truncated":
      return `${head}: it was cut off before its end. Send the complete call again.`;
    default:
      return `${head}: ${failure.message}`;
  }
}

/** One line per issue (at most eight): the path, the validator's words for what was expected, and what was sent there. */
export function issueReport(failure: Failure, rawInput?: unknown): string {
  const source = failure.value !== undefined ? failure.value : rawInput;
  const lines = failure.issues.slice(0, MAX_REASK_ISSUES).map((issue) => issueLine(issue, source));
  const rest = failure.issues.length - MAX_REASK_ISSUES;
  if (rest > 0) lines.push(`- … and ${rest} more`);
  return lines.length === 0 ? `- ${firstLine(failure.message)}` : lines.join("\n");
}

/**
 * One issue as a line for the model.
 * @example issueLine({ path: ["selector"], message: "Expected string" }, { selector: 42 }) // "- at selector: Expected string; you sent 42"
 */
export function issueLine(issue: Issue, value: unknown): string {
  return `- at ${formatPath(issue.path)}: ${issue.message}; ${describeReceived(valueAt(value, issue.path))}`;
}

/** What was found at a path (as `valueAt` finds it), in words: `you sent 42`, or `it is missing`. */
export function describeReceived(at: { readonly found: boolean; readonly value?: unknown }): string {
  return at.found ? `you sent ${quote(at.value)}` : "it is missing";
}

function sent(raw: unknown): string {
  return raw === undefined ? "" : ` (you sent ${quote(raw)})`;
}

function firstLine(message: string): string {
  const end = message.indexOf("\n");
  return end === -1 ? message : message.slice(0, end);
}
