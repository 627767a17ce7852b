import type { FailureCode } from "../outcome/types.js";

/** Every failure code a toolset can return, in the order of the stages that raise them. */
export const toolFailureCodes = [
  "invalid-schema",
  "too-large",
  "too-deep",
  "no-json-found",
  "unrepairable",
  "truncated",
  "ambiguous",
  "unknown-tool",
  "schema-mismatch",
  "validator-failed",
] as const satisfies readonly FailureCode[];

/** A failure code a toolset can return. */
export type ToolFailureCode = (typeof toolFailureCodes)[number];

/** Whether a code is one a toolset returns (a narrowing check for errors of unknown origin). */
export function isToolFailureCode(code: unknown): code is ToolFailureCode {
  return typeof code === "string" && (toolFailureCodes as readonly string[]).includes(code);
}
