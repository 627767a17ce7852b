import type { SalvageOptions } from "../../parse/index.js";
import { salvage as coreSalvage, type Parser } from "../../salvage/index.js";
import type { OutputOf, SchemaInput } from "../../schema/index.js";
import { toolset as coreToolset, type Toolset, type ToolDefs, type ToolsetOptions } from "../../tools/index.js";
import { guideDefs, guideSchema } from "../shared/guide-defs.js";
import { withJsonSchema } from "./with-json-schema.js";

/**
 * `salvage()` for valibot: a bare `v.object(…)` is guided like one wrapped in `toStandardJsonSchema`
 * (aliases from `v.metadata`, renames, conversions). Any other schema works as with the core `salvage()`.
 * @example salvage(v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) }))('{"element": "#b"}')
 */
export function salvage<S extends SchemaInput>(schema: S, options: SalvageOptions = {}): Parser<OutputOf<S>> {
  return coreSalvage(guideSchema(schema, withJsonSchema), options);
}

/** `toolset()` for valibot: each tool's bare valibot schema (or spec `schema`) is guided as in `salvage()`. */
export function toolset<Defs extends ToolDefs>(defs: Defs, options: ToolsetOptions<keyof Defs & string> = {}): Toolset<Defs> {
  return coreToolset(guideDefs(defs, withJsonSchema), options);
}
