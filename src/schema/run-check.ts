import { failure, success } from "../outcome/make.js";
import type { FailureCode, Issue, Outcome, Step } from "../outcome/types.js";
import { isThenable, type Check, type CheckResult } from "./check.js";
import { errorText, isStackOverflow } from "./json-utils.js";
import {
  asyncSchemaMessage,
  schemaMismatchMessage,
  validatorFailedMessage,
  validatorThrewMessage,
  validatorTooDeepMessage,
} from "./messages.js";

/** The parser's own schema, or a further validator in a chain: they fail with different codes. */
export type CheckRole = "schema" | "extra";

/** Runs a check synchronously; an asynchronous answer is a failure that points to the async entry. */
export function runCheck(check: Check, value: unknown, role: CheckRole): Outcome<unknown> {
  let result: CheckResult | PromiseLike<CheckResult>;
  try {
    result = check.run(value);
  } catch (error) {
    return thrown(check, value, role, error);
  }
  if (isThenable(result)) {
    // Nobody will await it: settle it quietly so a rejection is not reported as unhandled.
    Promise.resolve(result).then(undefined, () => undefined);
    return toOutcome(check, value, role, { kind: "error", reason: "invalid-schema", message: asyncSchemaMessage(check.name) });
  }
  return toOutcome(check, value, role, result);
}

/** Runs a check and awaits its answer; never rejects. */
export async function runCheckAsync(check: Check, value: unknown, role: CheckRole): Promise<Outcome<unknown>> {
  try {
    return toOutcome(check, value, role, await check.run(value));
  } catch (error) {
    return thrown(check, value, role, error);
  }
}

/** A check's `validate` step (every validation makes one: a function, not a closure per call). */
function checkStep(check: Check, ok: boolean, issues: readonly Issue[]): Step {
  return { stage: "validate", candidate: 0, validator: check.name, ok, issues };
}

function toOutcome(check: Check, value: unknown, role: CheckRole, result: CheckResult): Outcome<unknown> {
  if (result.kind === "pass") return success(result.value, [checkStep(check, true, [])]);
  if (result.kind === "error") {
    const code: FailureCode = result.reason === "too-deep" ? "too-deep" : role === "schema" ? "invalid-schema" : "validator-failed";
    return failure({ code, stage: "validate", message: result.message, value }, [checkStep(check, false, [])]);
  }
  const issues = result.issues.map((issue) => (issue.validator === check.name ? issue : { ...issue, validator: check.name }));
  const code: FailureCode = role === "schema" ? "schema-mismatch" : "validator-failed";
  const message = role === "schema" ? schemaMismatchMessage(issues) : validatorFailedMessage(check.name, issues);
  return failure({ code, stage: "validate", message, issues, value }, [checkStep(check, false, issues)]);
}

function thrown(check: Check, value: unknown, role: CheckRole, error: unknown): Outcome<unknown> {
  if (isStackOverflow(error)) {
    return toOutcome(check, value, role, { kind: "error", reason: "too-deep", message: validatorTooDeepMessage(check.name) });
  }
  const message = validatorThrewMessage(check.name, errorText(error));
  const code: FailureCode = role === "schema" ? "invalid-schema" : "validator-failed";
  const step: Step = { stage: "validate", candidate: 0, validator: check.name, ok: false, issues: [] };
  return failure({ code, stage: "validate", message, value }, [step]);
}
