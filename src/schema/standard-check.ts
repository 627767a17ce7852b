import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Issue, Path } from "../outcome/types.js";
import { isThenable, type Check, type CheckResult } from "./check.js";
import { isRecord } from "./json-utils.js";

/** A Standard Schema as a check: `~standard.validate`, its issues with plain `string | number` paths. */
export function standardCheck(schema: StandardSchemaV1, name: string): Check {
  return {
    name,
    run(value: unknown): CheckResult | PromiseLike<CheckResult> {
      const result: unknown = schema["~standard"].validate(value);
      if (isThenable(result)) return Promise.resolve(result).then((settled) => readResult(settled, name));
      return readResult(result, name);
    },
  };
}

function readResult(result: unknown, validator: string): CheckResult {
  if (!isRecord(result)) {
    return { kind: "error", reason: "invalid-schema", message: `The "${validator}" validator returned no result object.` };
  }
  const issues = result["issues"];
  // Standard Schema: a falsy `issues` means success (an empty array is truthy, so it is a failure).
  if (issues === undefined || issues === null || issues === false) return { kind: "pass", value: result["value"] };
  if (!Array.isArray(issues)) {
    return { kind: "error", reason: "invalid-schema", message: `The "${validator}" validator returned issues that are not a list.` };
  }
  return { kind: "fail", issues: issues.map((issue: unknown) => toIssue(issue, validator)) };
}

/** A Standard Schema issue as a salvage issue. */
export function toIssue(issue: unknown, validator: string): Issue {
  if (!isRecord(issue)) return { message: String(issue), path: [], validator };
  const message = typeof issue["message"] === "string" ? issue["message"] : "Invalid value.";
  return { message, path: normalisePath(issue["path"]), validator };
}

/** A Standard Schema path (keys or `{ key }` segments, symbols allowed) as `string | number` segments. */
export function normalisePath(path: unknown): Path {
  if (!Array.isArray(path)) return [];
  return path.map((segment: unknown) => {
    const key: unknown = isRecord(segment) && "key" in segment ? segment["key"] : segment;
    if (typeof key === "number" || typeof key === "string") return key;
    if (typeof key === "symbol") return key.description ?? key.toString();
    return String(key);
  });
}
