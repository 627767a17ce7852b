import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { SalvageOptions } from "../../parse/index.js";
import { salvage as coreSalvage, type Parser } from "../../salvage/index.js";
import type { OutputOf, SchemaInput } from "../../schema/index.js";
import { isStandardSchema } from "../../schema/index.js";
import { toolset as coreToolset, type Toolset, type ToolDefs, type ToolsetOptions } from "../../tools/index.js";
import { withJsonSchema } from "./with-json-schema.js";

/** A schema with guidance: a bare valibot schema gets its converter, anything else is left alone. */
function guide<S>(schema: S): S {
  return (isStandardSchema(schema) ? withJsonSchema(schema as StandardSchemaV1) : schema) as S;
}

/**
 * `salvage()` for valibot: a bare `v.object(…)` is guided like one wrapped in `toStandardJsonSchema`
 * (aliases from `v.metadata`, renames, conversions). Any other schema works as with the core `salvage()`.
 * @example salvage(v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) }))('{"element": "#b"}')
 */
export function salvage<S extends SchemaInput>(schema: S, options: SalvageOptions = {}): Parser<OutputOf<S>> {
  return coreSalvage(guide(schema), options);
}

/** `toolset()` for valibot: each tool's bare valibot schema (or spec `schema`) is guided as in `salvage()`. */
export function toolset<Defs extends ToolDefs>(defs: Defs, options: ToolsetOptions<keyof Defs & string> = {}): Toolset<Defs> {
  const guided: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(defs)) {
    const spec = def as { readonly schema?: unknown };
    const value = isStandardSchema(def) ? guide(def) : typeof def === "object" && def !== null && "schema" in spec ? { ...def, schema: guide(spec.schema) } : def;
    // Own data properties: a tool named like an Object.prototype member must not meet a setter.
    Object.defineProperty(guided, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return coreToolset(guided as Defs, options);
}
