import { Validator as JsonSchemaValidator } from "@cfworker/json-schema";
import type { Issue, Path } from "../outcome/types.js";
import type { Check, CheckResult } from "./check.js";
import { draftOf } from "./draft.js";
import { issuesFromOutputUnits } from "./json-schema-issues.js";
import { errorText, isRecord, isStackOverflow } from "./json-utils.js";
import { validatorTooDeepMessage } from "./messages.js";
import { prepareJsonSchema } from "./prepare-json-schema.js";
import { withKnownDocuments } from "./known-documents.js";
import { patternNames, type PatternNames } from "./pattern-names.js";
import { totalOnSurrogates } from "./total-uri.js";

/**
 * Compiles a plain JSON Schema into a check, once. Validation is real, by @cfworker/json-schema:
 * it interprets the schema instead of generating code, so it needs no `eval`/`new Function` and runs
 * on edge runtimes with a strict CSP (ajv compiles with `new Function`, which they forbid). Draft
 * 2020-12 unless `$schema` names another; `shortCircuit` off, so every issue is reported, not the first.
 */
export function jsonSchemaCheck(schema: Record<string, unknown>, name: string): Check {
  let quick: JsonSchemaValidator;
  let full: JsonSchemaValidator | undefined;
  let names: PatternNames | undefined;
  try {
    const draft = draftOf(schema);
    const complete = withKnownDocuments(schema);
    const prepared = prepareJsonSchema(complete, draft);
    // A property name with a lone surrogate makes the validator's `encodeURI` throw: it runs again with a total one.
    quick = totalOnSurrogates(() => new JsonSchemaValidator(prepared, draft, true));
    // Every issue is wanted (the rules fix what validation reports), but not at any price: without short
    // circuits the validator walks every branch of every union to the bottom, exponential in the nesting
    // of a recursive `oneOf` (a grammar schema took minutes on a 2 KB value). Such schemas get the issues
    // the short-circuiting validator finds.
    const second = hasRecursiveUnion(prepared) ? undefined : prepareJsonSchema(complete, draft);
    full = second === undefined ? undefined : totalOnSurrogates(() => new JsonSchemaValidator(second, draft, false));
    // The validator would match patternProperties names on JavaScript's backtracking engine: they are given, before
    // each validation, separators of the value's keys found in bounded time (see pattern-names.ts).
    names = patternNames(second === undefined ? [prepared] : [prepared, second]);
  } catch (error) {
    const setupError = `The JSON Schema cannot be used for validation: ${errorText(error)}`;
    return { name, setupError, run: () => ({ kind: "error", reason: "invalid-schema", message: setupError }) };
  }
  return {
    name,
    run(value: unknown): CheckResult {
      try {
        const unchecked = names?.prepare(value, name);
        if (unchecked !== undefined) return { kind: "fail", issues: [unchecked] };
        const result = totalOnSurrogates(() => quick.validate(value));
        if (result.valid) return { kind: "pass", value };
        const errors = full === undefined ? result.errors : totalOnSurrogates(() => full.validate(value)).errors;
        return { kind: "fail", issues: issuesFromOutputUnits(errors, value, name) };
      } catch (error) {
        if (isStackOverflow(error)) return { kind: "error", reason: "too-deep", message: validatorTooDeepMessage(name) };
        const text = errorText(error);
        if (text.startsWith("Instances of")) return { kind: "fail", issues: nonJsonIssues(value, name) };
        // Only the first line: the validator goes on to list every schema URI it knows.
        const message = `The JSON Schema cannot be used for validation: ${text.split("\n", 1)[0] ?? text}`;
        return { kind: "error", reason: "invalid-schema", message };
      }
    },
  };
}

/** Whether a schema holds both a `$ref` and an `anyOf`/`oneOf`: unions that may recur (checked without recursion). */
function hasRecursiveUnion(schema: Record<string, unknown>): boolean {
  let ref = false;
  let union = false;
  const pending: unknown[] = [schema];
  for (let next = pending.pop(); next !== undefined && !(ref && union); next = pending.pop()) {
    if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (isRecord(next)) {
      if (typeof next["$ref"] === "string") ref = true;
      if (Array.isArray(next["anyOf"]) || Array.isArray(next["oneOf"])) union = true;
      for (const key of Object.keys(next)) pending.push(next[key]);
    }
  }
  return ref && union;
}

/** Most non-JSON values reported from one value. */
const MAX_NON_JSON_ISSUES = 20;

/** Issues for the values JSON cannot hold (`undefined`, functions, bigints, symbols), found without recursion. */
function nonJsonIssues(value: unknown, validator: string): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<object>();
  const pending: { value: unknown; path: Path }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined && issues.length < MAX_NON_JSON_ISSUES; next = pending.pop()) {
    const { value: current, path } = next;
    const type = typeof current;
    if (type === "undefined" || type === "function" || type === "bigint" || type === "symbol") {
      issues.push({ message: `Not a JSON value (${type}).`, path, validator });
    } else if (typeof current === "object" && current !== null && !seen.has(current)) {
      seen.add(current);
      if (Array.isArray(current)) current.forEach((item: unknown, index) => pending.push({ value: item, path: [...path, index] }));
      else if (isRecord(current)) for (const key of Object.keys(current)) pending.push({ value: current[key], path: [...path, key] });
    }
  }
  return issues.length > 0 ? issues : [{ message: "Not a JSON value.", path: [], validator }];
}
