import type { JsonSchemaObject, TypedJsonSchema } from "./input-types.js";

/**
 * Declares the type of the values a plain JSON Schema accepts, so `OutputOf` (and a parser's
 * result) is `T` instead of `unknown`. Returns the same object: it is still a plain JSON Schema
 * you can hand to a tool definition. The type is your promise; validation still runs the schema.
 *
 * @example
 * const click = jsonSchema<{ selector: string }>({
 *   type: "object", properties: { selector: { type: "string" } }, required: ["selector"],
 * });
 */
export function jsonSchema<T>(schema: JsonSchemaObject): TypedJsonSchema<T> {
  return schema;
}
