import { isRecord } from "../../schema/json-utils.js";
import { isStandardSchema, type SchemaInput } from "../../schema/index.js";

/** The mark the AI SDK puts on its own `Schema` objects (`jsonSchema()`, `zodSchema()`). */
const AI_SDK_SCHEMA = Symbol.for("vercel.ai.schema");

/**
 * A schema as the AI SDK takes it (a Standard Schema such as zod, an AI SDK `Schema` from `jsonSchema()`,
 * or a lazy one) as something salvage reads: the Standard Schema itself, else its JSON Schema, which
 * salvage then validates for real. `undefined` when none can be had. Never rejects.
 */
export async function fromSdkSchema(schema: unknown, depth = 0): Promise<SchemaInput | undefined> {
  if (isStandardSchema(schema)) return schema;
  try {
    if (typeof schema === "function" && depth === 0) return fromSdkSchema((schema as () => unknown)(), 1);
    if (isRecord(schema) && (schema as Record<symbol, unknown>)[AI_SDK_SCHEMA] === true) {
      const json: unknown = await (schema["jsonSchema"] as unknown);
      return isRecord(json) ? json : undefined;
    }
  } catch {
    return undefined;
  }
  // A plain object without the mark is taken as the JSON Schema it looks like.
  return isRecord(schema) ? schema : undefined;
}
