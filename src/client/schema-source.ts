import { failure, success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { salvage, type Parser } from "../salvage/salvage.js";
import { isStandardSchema, toJsonSchema, type OutputOf, type SchemaInput } from "../schema/index.js";

/** A schema, or a parser already built from one: the client helpers take either. */
export type SchemaOrParser = SchemaInput | Parser<unknown>;

/** The type of a valid value for a schema or a parser. */
export type ValueOf<P> = P extends Parser<infer T> ? T : OutputOf<P>;

/** Whether the value is a parser from `salvage()` rather than a schema (arktype schemas are functions too, but carry `~standard`). */
export function isParser(value: unknown): value is Parser<unknown> {
  return typeof value === "function" && !isStandardSchema(value) && "parseValue" in value && "jsonSchema" in value;
}

/** The parser itself, or a parser built from the schema (building never throws; a broken schema fails each parse). */
export function toParser<P extends SchemaOrParser>(input: P): Parser<ValueOf<P>> {
  return (isParser(input) ? input : salvage(input as SchemaInput)) as Parser<ValueOf<P>>;
}

/** The JSON Schema that guides a parser or describes a schema. */
export function jsonSchemaOf(input: SchemaOrParser): Outcome<Record<string, unknown>> {
  if (isParser(input)) {
    return input.jsonSchema === undefined
      ? failure({ code: "invalid-schema", stage: "validate", message: "The parser's schema could not be compiled; parse once to see why." })
      : success(input.jsonSchema);
  }
  return toJsonSchema(input);
}
