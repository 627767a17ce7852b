import type { Outcome } from "../outcome/types.js";
import { compileCheck } from "./compile-check.js";
import type { OutputOf, SchemaInput } from "./input-types.js";
import { runCheck, runCheckAsync } from "./run-check.js";

/** A schema compiled once for validation (a JSON Schema's validator is built here, not per value). */
export interface SchemaValidator<T> {
  /** The validator's name in steps and issues (`"schema"` by default). */
  readonly name: string;
  /** Validates synchronously; a schema that answers asynchronously fails, pointing to `validateAsync`. */
  readonly validate: (value: unknown) => Outcome<T>;
  /** Validates, awaiting asynchronous schemas; never rejects. */
  readonly validateAsync: (value: unknown) => Promise<Outcome<T>>;
}

/**
 * Compiles a schema once into a reusable validator. Both methods return an outcome with one
 * `validate` step; a mismatch fails with `schema-mismatch` and the issues, never a throw.
 *
 * @example
 * const check = createValidator(z.object({ selector: z.string() }));
 * check.validate({ selector: 42 }); // { ok: false, error: { code: "schema-mismatch", issues: [{ path: ["selector"], … }] }, … }
 */
export function createValidator<S extends SchemaInput>(schema: S, name = "schema"): SchemaValidator<OutputOf<S>> {
  const check = compileCheck(schema, name);
  return {
    name,
    // The cast is the schema's own promise: its validator produced this value as its output type.
    validate: (value) => runCheck(check, value, "schema") as Outcome<OutputOf<S>>,
    validateAsync: (value) => runCheckAsync(check, value, "schema") as Promise<Outcome<OutputOf<S>>>,
  };
}
