import type { Issue, Path } from "../outcome/types.js";

/** Issue lines shown in a message before the rest are counted; the issues themselves are all kept. */
const MAX_LISTED_ISSUES = 20;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Writes a path the way code reads it: `selector`, `items[0].name`, `["a b"]`; `(root)` for the value itself.
 *
 * @example formatPath(["items", 0, "name"]) // "items[0].name"
 */
export function formatPath(path: Path): string {
  if (path.length === 0) return "(root)";
  let text = "";
  // A path deeper than MAX_PATH_SEGMENTS shows its first and last segments around a count of the rest.
  const shown = path.length <= MAX_PATH_SEGMENTS ? path : [...path.slice(0, MAX_PATH_SEGMENTS / 2), ELIDED, ...path.slice(-MAX_PATH_SEGMENTS / 2)];
  for (const segment of shown) {
    if (segment === ELIDED) text += `…(${path.length - MAX_PATH_SEGMENTS} more)`;
    else if (typeof segment === "number") text += `[${segment}]`;
    else if (typeof segment !== "string") continue;
    else if (segment.length > MAX_KEY_SHOWN) text += `[${JSON.stringify(segment.slice(0, MAX_KEY_SHOWN))}…(${segment.length} characters)]`;
    else if (IDENTIFIER.test(segment)) text += text === "" ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

/** Characters of a key shown in a path: a longer key is cut, with its length. */
const MAX_KEY_SHOWN = 64;
/** Segments of a path shown: half from the start, half from the end. */
const MAX_PATH_SEGMENTS = 24;
const ELIDED = Symbol("elided");
/** Characters of one issue's message shown in a failure's message (the issue itself keeps all of it). */
const MAX_ISSUE_SHOWN = 500;

/**
 * A text cut to `max` characters, with its length said: failure messages quote keys and values a model wrote, and a
 * message goes back to the model on a re-ask, so none grows with the answer.
 * @example excerptText("a".repeat(1000), 10) // "aaaaaaaaaa…(1000 characters)"
 */
export function excerptText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…(${text.length} characters)`;
}

/** The issues as `path: message` lines, at most 20 of them, each cut to a bounded length, then a count of the rest. */
export function issueLines(issues: readonly Issue[]): string {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => `${formatPath(issue.path)}: ${excerptText(issue.message, MAX_ISSUE_SHOWN)}`);
  const rest = issues.length - MAX_LISTED_ISSUES;
  if (rest > 0) lines.push(`… and ${rest} more ${rest === 1 ? "issue" : "issues"}`);
  return lines.join("\n");
}

/**
 * The message of a `schema-mismatch` failure: one `path: message` line per issue.
 *
 * @example schemaMismatchMessage([{ message: "Expected string", path: ["selector"] }])
 * // "The value does not match the schema:\nselector: Expected string"
 */
export function schemaMismatchMessage(issues: readonly Issue[]): string {
  if (issues.length === 0) return "The value does not match the schema (the schema gave no reason).";
  return `The value does not match the schema:\n${issueLines(issues)}`;
}

/** The message of a `validator-failed` failure from the named further validator. */
export function validatorFailedMessage(name: string, issues: readonly Issue[]): string {
  if (issues.length === 0) return `The value failed the "${name}" validator (it gave no reason).`;
  return `The value failed the "${name}" validator:\n${issueLines(issues)}`;
}

/** The message when a validator threw instead of returning issues. */
export function validatorThrewMessage(name: string, error: string): string {
  return `The "${name}" validator threw instead of returning issues: ${error}`;
}

/** The message when a validator ran out of stack on a deeply nested value. */
export function validatorTooDeepMessage(name: string): string {
  return `The value is nested too deeply for the "${name}" validator (it ran out of stack).`;
}

/** The message when a synchronous `validate` meets a schema that validates asynchronously. */
export function asyncSchemaMessage(name: string): string {
  return (
    `The "${name}" validator answered with a promise (an async refinement, or in zod a check that threw); ` +
    "use the async entry point: parser.parseAsync(text) (or await stream.result, streamer.endAsync(), tools.parseAsync(text), " +
    "validateAsync(value, schema) for the stage alone)."
  );
}

/** The message when a Standard Schema's JSON Schema converter fails. */
export function converterFailedMessage(vendor: string, reason: string): string {
  return (
    `The ${vendor} schema could not be converted to JSON Schema to guide repairs: ${reason}. ` +
    "Pass a JSON Schema for guidance in the options (jsonSchema), or change the part the converter rejects."
  );
}

/** The message of an `invalid-schema` failure at a JSON pointer of the schema. */
export function invalidSchemaMessage(pointer: string, reason: string): string {
  return `Invalid JSON Schema at ${pointer}: ${reason}`;
}

/**
 * Added to a `schema-mismatch` failure when the schema guided no repair: how to give it guidance.
 * @example noGuidanceMessage("valibot")
 */
export function noGuidanceMessage(vendor: string): string {
  if (vendor === "valibot") {
    return (
      "This valibot schema gives salvage no JSON Schema, so nothing was repaired by it (no aliases from v.metadata, " +
      'no renames, no conversions): import { salvage, toolset } from "salvage/valibot", or wrap the schema with ' +
      "toStandardJsonSchema() from @valibot/to-json-schema."
    );
  }
  if (vendor === "zod") {
    return (
      "This zod schema gives salvage no JSON Schema (zod adds ~standard.jsonSchema from 4.2 on), so nothing was repaired by it " +
      '(no aliases from .meta, no renames, no conversions): with zod 4.0 or 4.1, import { salvage, toolset, withJsonSchema } from "salvage/zod"; ' +
      'with zod 3, the same from "salvage/zod3" (with zod-to-json-schema installed); or upgrade to zod 4.2 or later.'
    );
  }
  return (
    `This ${vendor} schema gives salvage no JSON Schema (it has no ~standard.jsonSchema converter), so nothing was ` +
    "repaired by it: pass its JSON Schema in the options (jsonSchema) to guide repairs."
  );
}
