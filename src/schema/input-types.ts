import type { StandardSchemaV1 } from "@standard-schema/spec";

/**
 * A plain JSON Schema object: any object without `~standard` (tool definitions from OpenAI,
 * Anthropic, MCP, or a schema you wrote by hand). The record member lets object literals through
 * without excess-property errors; the `object` member lets interfaces such as `JSONSchema7` through
 * without a cast (they have no index signature, so they are not records).
 */
export type JsonSchemaObject =
  | { readonly [keyword: string]: unknown; readonly "~standard"?: never }
  | (object & { readonly "~standard"?: never });

// A phantom key: it exists only in types, so a typed JSON Schema stays the very same plain object.
declare const outputType: unique symbol;

/** A plain JSON Schema that carries the type `T` its valid values have (see `jsonSchema<T>()`). */
export type TypedJsonSchema<T> = JsonSchemaObject & { readonly [outputType]?: T };

/** What a parser accepts as its schema: any Standard Schema (zod 4, valibot 1, arktype, …) or a plain JSON Schema object. */
export type SchemaInput = StandardSchemaV1 | JsonSchemaObject;

/**
 * The type of a valid value: a Standard Schema's output type, `T` for `jsonSchema<T>(…)`, and
 * `unknown` for an untyped JSON Schema (never `any`).
 */
export type OutputOf<S> = S extends StandardSchemaV1
  ? StandardSchemaV1.InferOutput<S>
  : S extends TypedJsonSchema<infer T>
    ? T
    : unknown;

/** Whether a value carries a Standard Schema's `~standard` property (an object or a function with it). */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
  try {
    // `~standard` is a getter in some libraries (valibot); a hostile getter must not escape as a throw.
    const props: unknown = (value as { "~standard"?: unknown })["~standard"];
    return typeof props === "object" && props !== null;
  } catch {
    return false;
  }
}
