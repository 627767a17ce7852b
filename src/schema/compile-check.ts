import type { Check } from "./check.js";
import { isStandardSchema } from "./input-types.js";
import { jsonSchemaCheck } from "./json-schema-check.js";
import { errorText, isRecord } from "./json-utils.js";
import { standardCheck } from "./standard-check.js";

const NOT_A_SCHEMA = "A schema must be a Standard Schema (zod, valibot, arktype, …) or a JSON Schema object.";

/** A schema input (Standard Schema or plain JSON Schema) compiled into a check; anything else becomes a check that always fails. */
export function compileCheck(schema: unknown, name: string): Check {
  try {
    if (isStandardSchema(schema)) return standardCheck(schema, name);
    // An object that has `~standard` but not a usable one is a broken Standard Schema, not an empty JSON Schema
    // (which would accept everything).
    if (isRecord(schema) && !("~standard" in schema)) return jsonSchemaCheck(schema, name);
    // A boolean is a whole JSON Schema too (drafts 6 on): `true` accepts every value, `false` none.
    if (typeof schema === "boolean") return jsonSchemaCheck(schema ? {} : { not: {} }, name);
    return broken(name, NOT_A_SCHEMA);
  } catch (error) {
    return broken(name, `${NOT_A_SCHEMA} Reading it failed: ${errorText(error)}`);
  }
}

function broken(name: string, setupError: string): Check {
  return { name, setupError, run: () => ({ kind: "error", reason: "invalid-schema", message: setupError }) };
}
