import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { toJsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";

/** A Standard Schema that also converts itself to JSON Schema (what salvage reads its guidance from). */
export type GuidedSchema<S extends StandardSchemaV1> = StandardSchemaV1<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>> &
  StandardJSONSchemaV1<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>>;

/**
 * A bare valibot schema with the JSON Schema converter attached, as `toStandardJsonSchema` does, so its
 * aliases (`v.metadata({ aliases })`), properties and types guide repairs. Parts that have no JSON Schema
 * form (`v.date()`, `v.custom()`) guide nothing instead of failing the conversion; valibot still validates
 * them. Any other schema, or one that already converts itself, is returned as it is.
 * @example salvage(withJsonSchema(v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) })))
 */
export function withJsonSchema<S extends StandardSchemaV1>(schema: S): GuidedSchema<S> {
  const props = schema["~standard"];
  if (props.vendor !== "valibot" || (props as Partial<StandardJSONSchemaV1.Props>).jsonSchema !== undefined) return schema as unknown as GuidedSchema<S>;
  const convert = (typeMode: "input" | "output") => (options: StandardJSONSchemaV1.Options) =>
    toJsonSchema(schema as unknown as GenericSchema, {
      typeMode,
      target: options.target as "draft-2020-12",
      errorMode: "ignore",
      ...(options.libraryOptions as object | undefined),
    }) as Record<string, unknown>;
  const guided: StandardJSONSchemaV1.Props<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>> & StandardSchemaV1.Props<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>> = {
    ...(props as StandardSchemaV1.Props<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>>),
    jsonSchema: { input: convert("input"), output: convert("output") },
  };
  return { "~standard": guided };
}
