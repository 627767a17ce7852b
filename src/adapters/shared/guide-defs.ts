import type { StandardSchemaV1 } from "@standard-schema/spec";
import { isStandardSchema } from "../../schema/index.js";
import type { ToolDefs } from "../../tools/index.js";

/** A function that gives a Standard Schema its JSON Schema converter (and returns anything else as it is). */
export type Attach = <S extends StandardSchemaV1>(schema: S) => unknown;

/** A schema with guidance attached by `attach` when it is a Standard Schema; anything else as it is. */
export function guideSchema<S>(schema: S, attach: Attach): S {
  try {
    return (isStandardSchema(schema) ? attach(schema as StandardSchemaV1) : schema) as S;
  } catch {
    // A schema that cannot be read (a throwing getter, a revoked Proxy) goes on as it is: salvage() fails it, typed.
    return schema;
  }
}

/** A toolset's definitions with each tool's schema (bare, or a spec's `schema`) guided by `attach`. */
export function guideDefs<Defs extends ToolDefs>(defs: Defs, attach: Attach): Defs {
  try {
    return guidedDefs(defs, attach);
  } catch {
    // Definitions that cannot be read (`null`, a throwing getter, a revoked Proxy) go on as they are: toolset() fails them, typed.
    return defs;
  }
}

function guidedDefs<Defs extends ToolDefs>(defs: Defs, attach: Attach): Defs {
  const guided: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(defs)) {
    const spec = def as { readonly schema?: unknown };
    const value = isStandardSchema(def)
      ? guideSchema(def, attach)
      : typeof def === "object" && def !== null && "schema" in spec
        ? { ...def, schema: guideSchema(spec.schema, attach) }
        : def;
    // Own data properties: a tool named like an Object.prototype member must not meet a setter.
    Object.defineProperty(guided, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return guided as Defs;
}
