import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { ignoreOverride, zodToJsonSchema, type Options } from "zod-to-json-schema";
import { attachConverter, type GuidedSchema } from "../../schema/index.js";
import { dateJsonSchema } from "../../schema/date-json-schema.js";

/**
 * A zod 3 schema (zod ≥ 3.24, whose schemas are Standard Schemas but carry no JSON Schema) with
 * `zod-to-json-schema`'s converter attached, so its properties and types guide repairs; `z.date()` reads ISO
 * strings. zod 3 has no metadata, so give aliases in the options (`{ aliases: { selector: ["element"] } }`).
 * Any other schema, a zod 4 one included, is returned as it is.
 * @example salvage(withJsonSchema(z.object({ selector: z.string() })), { aliases: { selector: ["element"] } })
 */
export function withJsonSchema<S extends StandardSchemaV1>(schema: S): GuidedSchema<S> {
  const props = schema["~standard"] as StandardSchemaV1.Props & Partial<StandardJSONSchemaV1.Props>;
  if (props.vendor !== "zod" || props.jsonSchema !== undefined || "_zod" in schema || !("_def" in schema)) return schema as unknown as GuidedSchema<S>;
  return attachConverter(schema, (io, options) =>
    zodToJsonSchema(schema as never, {
      // Draft 7 is the newest draft it writes; salvage reads it.
      target: options.target === "openapi-3.0" ? "openApi3" : "jsonSchema7",
      $refStrategy: "root",
      // zod 3 strips unknown keys by default: the schema must not call them errors (`.strict()` still does).
      removeAdditionalStrategy: "strict",
      effectStrategy: "input",
      pipeStrategy: io,
      // No libraryOptions: salvage's are zod 4's (`unrepresentable`, `override`), which zod 3 schemas share a vendor name with.
      override: markDates,
    }),
  );
}

/** `z.date()` is written as an ISO 8601 string, which the `iso-date` rule reads into the `Date` zod checks. */
const markDates: NonNullable<Options["override"]> = (def) =>
  (def as { readonly typeName?: unknown }).typeName === "ZodDate" ? ({ ...dateJsonSchema } as ReturnType<NonNullable<Options["override"]>>) : ignoreOverride;

export type { GuidedSchema };
