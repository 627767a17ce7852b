import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";

/** A Standard Schema that also converts itself to JSON Schema (what salvage reads its guidance from). */
export type GuidedSchema<S extends StandardSchemaV1> = StandardSchemaV1<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>> &
  StandardJSONSchemaV1<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>>;

/**
 * A Standard Schema with a `~standard.jsonSchema` converter added: the same validation (the vendor's own
 * `validate`), and JSON Schema from `convert` for each side. The adapters for schema libraries whose
 * schemas do not convert themselves (valibot, zod before 4.2, zod 3) are built on it.
 */
export function attachConverter<S extends StandardSchemaV1>(
  schema: S,
  convert: (io: "input" | "output", options: StandardJSONSchemaV1.Options) => unknown,
): GuidedSchema<S> {
  const props = schema["~standard"] as StandardSchemaV1.Props<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>>;
  const side = (io: "input" | "output") => (options: StandardJSONSchemaV1.Options) => convert(io, options) as Record<string, unknown>;
  return { "~standard": { ...props, jsonSchema: { input: side("input"), output: side("output") } } };
}
