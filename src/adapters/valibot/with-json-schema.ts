import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { toJsonSchema, type ConversionConfig } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { attachConverter, type GuidedSchema } from "../../schema/index.js";
import { dateJsonSchema } from "../../schema/date-json-schema.js";

export type { GuidedSchema };

/**
 * A bare valibot schema with the JSON Schema converter attached, as `toStandardJsonSchema` does, so its
 * aliases (`v.metadata({ aliases })`), properties and types guide repairs. Parts that have no JSON Schema
 * form (`v.custom()`) guide nothing instead of failing the conversion (valibot still validates them), and
 * `v.date()` reads an ISO 8601 string into a `Date`. Any other schema, or one that already converts itself, is returned as it is.
 * @example salvage(withJsonSchema(v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) })))
 */
export function withJsonSchema<S extends StandardSchemaV1>(schema: S): GuidedSchema<S> {
  let bare: boolean;
  try {
    const props = schema["~standard"];
    bare = props.vendor === "valibot" && (props as Partial<StandardJSONSchemaV1.Props>).jsonSchema === undefined;
  } catch {
    // Not a schema that can be read (`null`, a throwing getter, a revoked Proxy): as it is, for salvage() to fail, typed.
    bare = false;
  }
  if (!bare) return schema as unknown as GuidedSchema<S>;
  return attachConverter(schema, (typeMode, options) =>
    toJsonSchema(schema as unknown as GenericSchema, {
      typeMode,
      target: options.target as "draft-2020-12",
      errorMode: "ignore",
      overrideSchema: markDates,
      ...(options.libraryOptions as object | undefined),
    }),
  );
}

/** `v.date()` is written as an ISO 8601 string, which the `iso-date` rule reads into the `Date` valibot checks. */
const markDates: NonNullable<ConversionConfig["overrideSchema"]> = (context) =>
  context.valibotSchema.type === "date" ? { ...dateJsonSchema } : undefined;
