import { failure, success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { hasOwn, isRecord, setOwn } from "../schema/json-utils.js";

/** How `cleanSchema` shapes a schema for a provider. */
export interface CleanSchemaOptions {
  /**
   * OpenAI's strict structured output: every object closed (`additionalProperties: false`), every
   * property required (optional ones become nullable; the parser's `null-to-absent` rule turns the
   * `null` back into an absent property), and constraint keywords strict mode rejects left out (the
   * parser still checks them against the full schema, and re-asks).
   */
  readonly strict?: boolean;
}

// Keywords whose value is one subschema, a list of them, or a map of them.
const ONE = new Set(["items", "additionalItems", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties"]);
const LIST = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
const MAP = new Set(["properties", "$defs", "definitions", "patternProperties", "dependentSchemas"]);
// Keywords copied as they are: values, not subschemas.
const VALUE = new Set([
  "type", "enum", "const", "required", "default", "examples", "description", "title", "format", "pattern",
  "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
  "minItems", "maxItems", "uniqueItems", "minContains", "maxContains", "minProperties", "maxProperties",
  "dependentRequired", "$ref", "$id", "$anchor", "$comment", "readOnly", "writeOnly", "deprecated",
  "contentEncoding", "contentMediaType", "nullable",
]);
// Constraints OpenAI's strict mode refuses; they say nothing about shape, so the parser keeps checking them.
const STRICT_DROPPED = new Set([
  "minLength", "maxLength", "minProperties", "maxProperties", "uniqueItems", "contains", "minContains", "maxContains",
  "propertyNames", "patternProperties", "unevaluatedProperties", "unevaluatedItems", "dependentRequired",
  "dependentSchemas", "default", "examples", "$comment", "readOnly", "writeOnly", "deprecated", "$id", "$anchor",
]);

/** Most schema nodes visited: shared subschemas are walked once per path, so a budget bounds the work. */
const MAX_NODES = 100_000;
const MAX_DEPTH = 256;

class CleanError extends Error {}

/**
 * A copy of a JSON Schema with only standard keywords (salvage's `aliases`, `$schema` and vendor
 * keys such as `x-…` or `~standard` left out), shaped for OpenAI's strict mode when asked.
 */
export function cleanSchema(schema: Record<string, unknown>, options: CleanSchemaOptions = {}): Outcome<Record<string, unknown>> {
  const state = { nodes: 0, strict: options.strict === true };
  try {
    const cleaned = clean(schema, state, "", 0);
    return success(isRecord(cleaned) ? cleaned : {});
  } catch (error) {
    const message = error instanceof CleanError ? error.message : "The schema could not be copied for the provider.";
    return failure({ code: "invalid-schema", stage: "validate", message });
  }
}

interface State {
  nodes: number;
  readonly strict: boolean;
}

function clean(schema: unknown, state: State, pointer: string, depth: number): unknown {
  if (typeof schema === "boolean") return schema;
  if (!isRecord(schema)) throw new CleanError(`Invalid JSON Schema at ${pointer || "/"}: a schema must be an object or a boolean.`);
  if (++state.nodes > MAX_NODES) throw new CleanError(`The schema has more than ${MAX_NODES} subschemas (counting shared ones once per use).`);
  if (depth > MAX_DEPTH) throw new CleanError(`Invalid JSON Schema at ${pointer}: schemas nest deeper than ${MAX_DEPTH} levels.`);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    if (state.strict && STRICT_DROPPED.has(key)) continue;
    const value = schema[key];
    const at = `${pointer}/${escape(key)}`;
    if (ONE.has(key)) setOwn(out, key, clean(value, state, at, depth + 1));
    else if (LIST.has(key) && Array.isArray(value)) setOwn(out, key, value.map((item, index) => clean(item, state, `${at}/${index}`, depth + 1)));
    else if (MAP.has(key) && isRecord(value)) setOwn(out, key, cleanMap(value, state, at, depth));
    else if (key === "additionalProperties") setOwn(out, key, typeof value === "boolean" ? value : clean(value, state, at, depth + 1));
    else if (isSafeIntegerBound(key, value)) continue;
    else if (VALUE.has(key)) setOwn(out, key, value);
    // Anything else (aliases, $schema, x-…, vendor metadata) is salvage's or a library's, not the provider's.
  }
  return state.strict ? closeObject(out, pointer) : out;
}

// zod writes the safe-integer range on every `.int()`: it says nothing a model needs, and the parser still checks it.
function isSafeIntegerBound(key: string, value: unknown): boolean {
  return (key === "minimum" && value === Number.MIN_SAFE_INTEGER) || (key === "maximum" && value === Number.MAX_SAFE_INTEGER);
}

function cleanMap(map: Record<string, unknown>, state: State, pointer: string, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(map)) setOwn(out, name, clean(map[name], state, `${pointer}/${escape(name)}`, depth + 1));
  return out;
}

/** Strict mode's object shape: closed, every property required, the optional ones nullable. */
function closeObject(schema: Record<string, unknown>, pointer: string): Record<string, unknown> {
  const properties = schema["properties"];
  const isObject = schema["type"] === "object" || (Array.isArray(schema["type"]) && schema["type"].includes("object")) || isRecord(properties);
  if (!isObject) return schema;
  const hasProperties = isRecord(properties) && Object.keys(properties).length > 0;
  // An open object with no named properties (a record, a free-form object) closes into "always `{}`": refuse rather than mislead.
  if (!hasProperties && schema["additionalProperties"] !== false) {
    throw new CleanError(
      `Strict structured output cannot express the open object at ${pointer || "/"} (a record or free-form object); use strict: false.`,
    );
  }
  const props = isRecord(properties) ? properties : {};
  const required = new Set(Array.isArray(schema["required"]) ? (schema["required"] as unknown[]).filter((name) => typeof name === "string") : []);
  const nullableProps: Record<string, unknown> = {};
  for (const name of Object.keys(props)) setOwn(nullableProps, name, required.has(name) ? props[name] : nullable(props[name]));
  return { ...schema, properties: nullableProps, required: Object.keys(props), additionalProperties: false };
}

/** A schema that also accepts `null`, written the way structured-output providers read it. */
function nullable(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  const type = schema["type"];
  if (hasOwn(schema, "enum") && Array.isArray(schema["enum"])) {
    const values = schema["enum"] as unknown[];
    const withNull = values.includes(null) ? values : [...values, null];
    return { ...schema, enum: withNull, ...(type === undefined ? {} : { type: addNull(type) }) };
  }
  if (typeof type === "string" || Array.isArray(type)) {
    if (hasOwn(schema, "const")) return { anyOf: [schema, { type: "null" }] };
    return { ...schema, type: addNull(type) };
  }
  if (Array.isArray(schema["anyOf"]) && Object.keys(schema).length === 1) {
    return { anyOf: [...(schema["anyOf"] as unknown[]), { type: "null" }] };
  }
  return { anyOf: [schema, { type: "null" }] };
}

function addNull(type: unknown): unknown {
  if (Array.isArray(type)) return type.includes("null") ? type : [...(type as unknown[]), "null"];
  return type === "null" ? type : [type, "null"];
}

function escape(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}
