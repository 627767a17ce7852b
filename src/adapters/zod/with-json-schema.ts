import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { toJSONSchema } from "zod/v4/core";
import { attachConverter, type GuidedSchema } from "../../schema/index.js";
import { zodLibraryOptions } from "../../schema/zod-options.js";

/** zod 4's converter, as `toJSONSchema` from `zod/v4/core` (a parameter so tests can run each zod's own). */
export type ZodToJsonSchema = (schema: never, params: Record<string, unknown>) => unknown;

/**
 * `withJsonSchema` over a given `toJSONSchema`: a zod 4 schema without `~standard.jsonSchema` (zod 4.0 and
 * 4.1, or zod 3.25's `zod/v4`) gets a converter; every other schema is returned as it is.
 */
export function withZodConverter(convert: ZodToJsonSchema): <S extends StandardSchemaV1>(schema: S) => GuidedSchema<S> {
  return <S extends StandardSchemaV1>(schema: S): GuidedSchema<S> => {
    let zod4: boolean;
    try {
      const props = schema["~standard"] as StandardSchemaV1.Props & Partial<StandardJSONSchemaV1.Props>;
      zod4 = props.vendor === "zod" && props.jsonSchema === undefined && "_zod" in schema;
    } catch {
      // Not a schema that can be read (`null`, a throwing getter, a revoked Proxy): as it is, for salvage() to fail, typed.
      zod4 = false;
    }
    if (!zod4) return schema as unknown as GuidedSchema<S>;
    return attachConverter(schema, (io, options) =>
      convert(schema as never, {
        ...zodLibraryOptions,
        ...options.libraryOptions,
        io,
        // zod 4.0 and 4.1 name draft 7 "draft-7"; salvage asks for 2020-12 itself.
        target: options.target === "draft-07" ? "draft-7" : options.target,
      }),
    );
  };
}

/**
 * A zod 4 schema from before 4.2 (which added `~standard.jsonSchema`) with zod's own converter attached, so
 * its properties, types and aliases (`.meta({ aliases })`) guide repairs; `z.date()` reads ISO strings, and
 * parts with no JSON form (`z.bigint()`, `z.custom()`) guide nothing while zod still validates them. Any other
 * schema, a zod 4.2+ one included, is returned as it is.
 * @example salvage(withJsonSchema(z.object({ selector: z.string().meta({ aliases: ["element"] }) })))
 */
export const withJsonSchema: <S extends StandardSchemaV1>(schema: S) => GuidedSchema<S> = withZodConverter(toJSONSchema as unknown as ZodToJsonSchema);

export type { GuidedSchema };
