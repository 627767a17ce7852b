import type { StandardSchemaV1 } from "@standard-schema/spec";
import { failure, success } from "../outcome/make.js";
import type { Outcome, Path, Step } from "../outcome/types.js";
import type { Check, CheckResult } from "./check.js";
import { compileCheck } from "./compile-check.js";
import type { SchemaValidator } from "./create-validator.js";
import { isStandardSchema, type OutputOf, type SchemaInput } from "./input-types.js";
import { isRecord } from "./json-utils.js";
import { runCheck, runCheckAsync } from "./run-check.js";
import { standardCheck, toIssue } from "./standard-check.js";

/** A problem a named check reports: a message and where (the value itself when `path` is absent). */
export interface CheckIssue {
  readonly message: string;
  readonly path?: Path;
}

/** A named function for a check no schema can express; it returns the issues it finds (none: the value passes). */
export interface NamedCheck<T = unknown> {
  readonly name: string;
  readonly check: (value: T) => readonly CheckIssue[];
}

/** A further validator in a chain: another Standard Schema, or a named check made with `validator(name, check)`. */
export type ValidatorInput<T = unknown> = StandardSchemaV1 | NamedCheck<T>;

/** A schema and its further validators, compiled once; `names` lists every validator in the order it runs. */
export interface ValidatorChain<T> extends SchemaValidator<T> {
  readonly names: readonly string[];
}

/**
 * Names a check a schema cannot express, for a validator chain.
 *
 * @example
 * const distinct = validator("distinct-ids", (value: { ids: string[] }) =>
 *   new Set(value.ids).size === value.ids.length ? [] : [{ message: "Ids repeat.", path: ["ids"] }]);
 */
export function validator<T = unknown>(name: string, check: (value: T) => readonly CheckIssue[]): NamedCheck<T> {
  return { name, check };
}

/**
 * Compiles the schema and further validators into one chain. It runs the schema, then each further
 * validator on the schema's output, in order, recording one `validate` step each and stopping at the
 * first that fails: the schema with `schema-mismatch`, a further one with `validator-failed` (its issues
 * carry its name: the given one, or `vendor#index` for a Standard Schema). Further validators only
 * check: the chain's value is the schema's output.
 */
export function createValidatorChain<S extends SchemaInput>(
  schema: S,
  extra: readonly ValidatorInput<OutputOf<S>>[] = [],
  /** The schema's name in steps (default `"schema"`; a tool definition's schema goes by the tool's name). */
  name = "schema",
): Outcome<ValidatorChain<OutputOf<S>>> {
  const first = compileCheck(schema, name);
  if (first.setupError !== undefined) return failure({ code: "invalid-schema", stage: "validate", message: first.setupError });
  const rest: Check[] = [];
  for (const [index, input] of extra.entries()) {
    const check = extraCheck(input as unknown, index);
    if (check === undefined) {
      return failure({
        code: "invalid-schema",
        stage: "validate",
        message: `Validator ${index} is neither a Standard Schema nor a named check made with validator(name, check).`,
      });
    }
    rest.push(check);
  }
  const chain: ValidatorChain<unknown> = {
    name: "schema",
    names: [first.name, ...rest.map((check) => check.name)],
    validate(value) {
      const head = runCheck(first, value, "schema");
      // The schema alone (the common chain): its outcome is the chain's, with no copy of its one step.
      if (!head.ok || rest.length === 0) return head;
      const steps: Step[] = [...head.steps];
      for (const check of rest) {
        const outcome = runCheck(check, head.value, "extra");
        steps.push(...outcome.steps);
        if (!outcome.ok) return failure(outcome.error, steps);
      }
      return success(head.value, steps);
    },
    async validateAsync(value) {
      const head = await runCheckAsync(first, value, "schema");
      if (!head.ok || rest.length === 0) return head;
      const steps: Step[] = [...head.steps];
      for (const check of rest) {
        const outcome = await runCheckAsync(check, head.value, "extra");
        steps.push(...outcome.steps);
        if (!outcome.ok) return failure(outcome.error, steps);
      }
      return success(head.value, steps);
    },
  };
  // The cast is the schema's own promise, as in createValidator.
  return success(chain as ValidatorChain<OutputOf<S>>);
}

function extraCheck(input: unknown, index: number): Check | undefined {
  if (isStandardSchema(input)) {
    const vendor = input["~standard"].vendor;
    return standardCheck(input, `${typeof vendor === "string" ? vendor : "standard"}#${index}`);
  }
  if (!isRecord(input) || typeof input["name"] !== "string" || typeof input["check"] !== "function") return undefined;
  const name = input["name"];
  const check = input["check"] as (value: unknown) => unknown;
  return {
    name,
    run(value: unknown): CheckResult {
      const issues = check(value);
      if (!Array.isArray(issues)) {
        return { kind: "error", reason: "invalid-schema", message: `The "${name}" validator returned something other than a list of issues.` };
      }
      if (issues.length === 0) return { kind: "pass", value };
      return { kind: "fail", issues: issues.map((issue: unknown) => toIssue(issue, name)) };
    },
  };
}
