import { hasOwn, isRecord, setOwn } from "./json-utils.js";
import { MAX_SCHEMA_DEPTH } from "./compile-guide.js";

/** Most values (schemas, and the JSON inside `enum`, `default`, …) a JSON Schema may hold, counted per occurrence. */
export const MAX_SCHEMA_VALUES = 1_000_000;

// Where subschemas sit, as @cfworker/json-schema walks them (its dereference.js).
const SCHEMA_KEYWORDS = new Set([
  "additionalItems", "unevaluatedItems", "items", "contains", "additionalProperties", "unevaluatedProperties",
  "propertyNames", "not", "if", "then", "else",
]);
const SCHEMA_ARRAY_KEYWORDS = new Set(["prefixItems", "items", "allOf", "anyOf", "oneOf"]);
const SCHEMA_MAP_KEYWORDS = new Set(["$defs", "definitions", "properties", "patternProperties", "dependentSchemas"]);

/** Why a schema could not be prepared. */
export class PrepareError extends Error {}

/**
 * A private copy of a JSON Schema for the validator, which writes bookkeeping onto the schema
 * objects it is given (and would fail on frozen ones). The copy is a tree (shared or cyclic objects
 * are expanded, within bounds) and normalised:
 * - OpenAPI `nullable: true` beside an explicit `type` adds `"null"` to the type (and to `enum`/`const`),
 *   as the guide reads it, so guide and validator agree;
 * - a `false` subschema becomes `{ not: {} }` (same meaning, better error locations);
 * - `format: "url"` is dropped: it is not a standard format, and the validator's regex for it
 *   backtracks exponentially on some strings (a model could hang the process).
 */
export function prepareJsonSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const budget = { left: MAX_SCHEMA_VALUES };
  return prepareSchema(schema, 0, budget) as Record<string, unknown>;
}

function prepareSchema(schema: unknown, depth: number, budget: { left: number }): unknown {
  // The validator reports a `false` schema at a made-up keyword location; `{ not: {} }` means the
  // same and keeps every location a real path through the schema (see json-schema-issues.ts).
  if (schema === false) return { not: {} };
  if (!isRecord(schema)) return copyJson(schema, depth, budget);
  spend(depth, budget);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    let prepared: unknown;
    if (Array.isArray(value) && SCHEMA_ARRAY_KEYWORDS.has(key)) {
      prepared = value.map((item) => prepareSchema(item, depth + 1, budget));
    } else if (isRecord(value) && SCHEMA_MAP_KEYWORDS.has(key)) {
      const map: Record<string, unknown> = {};
      for (const name of Object.keys(value)) setOwn(map, name, prepareSchema(value[name], depth + 1, budget));
      prepared = map;
    } else if (SCHEMA_KEYWORDS.has(key)) {
      prepared = prepareSchema(value, depth + 1, budget);
    } else {
      prepared = copyJson(value, depth + 1, budget);
    }
    setOwn(copy, key, prepared);
  }
  normaliseNullable(copy);
  if (copy["format"] === "url") delete copy["format"];
  return copy;
}

function normaliseNullable(schema: Record<string, unknown>): void {
  if (schema["nullable"] !== true || !hasOwn(schema, "type")) return;
  const type = schema["type"];
  if (typeof type === "string") schema["type"] = type === "null" ? type : [type, "null"];
  else if (Array.isArray(type) && !type.includes("null")) schema["type"] = [...type, "null"];
  const values = schema["enum"];
  if (Array.isArray(values) && !values.includes(null)) schema["enum"] = [...values, null];
  if (hasOwn(schema, "const") && schema["const"] !== null && !Array.isArray(values)) {
    schema["enum"] = [schema["const"], null];
    delete schema["const"];
  }
}

function copyJson(value: unknown, depth: number, budget: { left: number }): unknown {
  if (typeof value !== "object" || value === null) return value;
  spend(depth, budget);
  if (Array.isArray(value)) return value.map((item) => copyJson(item, depth + 1, budget));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, copyJson((value as Record<string, unknown>)[key], depth + 1, budget));
  return copy;
}

function spend(depth: number, budget: { left: number }): void {
  if (depth > MAX_SCHEMA_DEPTH * 2) throw new PrepareError(`the schema nests deeper than ${MAX_SCHEMA_DEPTH * 2} levels`);
  budget.left -= 1;
  if (budget.left < 0) throw new PrepareError(`the schema holds more than ${MAX_SCHEMA_VALUES} values (shared or cyclic parts are counted each time they occur)`);
}
