import type { SalvageOptions } from "../../parse/index.js";
import { salvage as coreSalvage, type Parser } from "../../salvage/index.js";
import type { OutputOf, SchemaInput } from "../../schema/index.js";
import { toolset as coreToolset, type Toolset, type ToolDefs, type ToolsetOptions } from "../../tools/index.js";
import { guideDefs, guideSchema } from "../shared/guide-defs.js";
import { withJsonSchema } from "./with-json-schema.js";

/**
 * `salvage()` for zod 4 before 4.2 (and zod 3.25's `zod/v4`): the schema is guided by zod's own `toJSONSchema` (`zod/v4/core`), as a zod 4.2+ schema guides itself.
 * Any other schema works as with the core `salvage()`.
 * @example salvage(z.object({ selector: z.string() }))('{"selector": "#b"}')
 */
export function salvage<S extends SchemaInput>(schema: S, options: SalvageOptions = {}): Parser<OutputOf<S>> {
  return coreSalvage(guideSchema(schema, withJsonSchema), options);
}

/** `toolset()` for zod 4 before 4.2 (and zod 3.25's `zod/v4`): each tool's schema (or spec `schema`) is guided as in `salvage()`. */
export function toolset<Defs extends ToolDefs>(defs: Defs, options: ToolsetOptions<keyof Defs & string> = {}): Toolset<Defs> {
  return coreToolset(guideDefs(defs, withJsonSchema), options);
}
