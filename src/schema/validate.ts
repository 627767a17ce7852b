import type { Outcome } from "../outcome/types.js";
import { createValidator } from "./create-validator.js";
import type { OutputOf, SchemaInput } from "./input-types.js";

/**
 * Validates a value against a Standard Schema or a plain JSON Schema, synchronously. To validate many
 * values with one schema, compile it once with `createValidator`.
 *
 * @example
 * const outcome = validate({ selector: "#btn" }, clickSchema);
 * if (outcome.ok) outcome.value.selector; // string
 */
export function validate<S extends SchemaInput>(value: unknown, schema: S): Outcome<OutputOf<S>> {
  return createValidator(schema).validate(value);
}

/** Validates a value, awaiting schemas with asynchronous checks; never rejects. */
export function validateAsync<S extends SchemaInput>(value: unknown, schema: S): Promise<Outcome<OutputOf<S>>> {
  return createValidator(schema).validateAsync(value);
}
