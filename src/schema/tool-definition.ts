import { failure, success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { hasOwn, isRecord } from "./json-utils.js";

/** Which published shape a tool definition has. */
export type ToolDefinitionShape = "mcp" | "anthropic" | "openai";

/** A tool definition read where a schema was expected: the tool's name, and its input schema. */
export interface ToolDefinitionSchema {
  readonly name: string;
  readonly shape: ToolDefinitionShape;
  /** The input schema as given (no parameters: an object with no properties); checked by `readPlainSchema`. */
  readonly schema: unknown;
}

// Every keyword of JSON Schema drafts 4 to 2020-12 (and OpenAPI's `nullable`, salvage's `aliases` and `instanceof`):
// an object with none of them is no schema, whatever else it holds.
const KEYWORDS = new Set([
  "$schema", "$id", "id", "$ref", "$defs", "definitions", "$anchor", "$dynamicRef", "$dynamicAnchor", "$recursiveRef",
  "$recursiveAnchor", "$vocabulary", "$comment", "type", "enum", "const", "properties", "required", "additionalProperties",
  "patternProperties", "propertyNames", "minProperties", "maxProperties", "dependencies", "dependentRequired",
  "dependentSchemas", "items", "prefixItems", "additionalItems", "contains", "minContains", "maxContains", "minItems",
  "maxItems", "uniqueItems", "unevaluatedItems", "unevaluatedProperties", "allOf", "anyOf", "oneOf", "not", "if", "then",
  "else", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern",
  "format", "contentEncoding", "contentMediaType", "contentSchema", "title", "description", "default", "examples",
  "example", "readOnly", "writeOnly", "deprecated", "nullable", "discriminator", "aliases", "instanceof",
]);

const noParameters = { type: "object", properties: {} };

/**
 * The input schema of a tool definition given where a schema is expected: MCP `{name, inputSchema}`,
 * Anthropic `{name, input_schema}`, OpenAI `{type: "function", function: {name, parameters}}` (or the
 * Responses API's flat `{type: "function", name, parameters}`); `undefined` for anything else.
 * @example readToolDefinition({ name: "click", inputSchema: { type: "object" } }) // { name: "click", shape: "mcp", schema: { type: "object" } }
 */
export function readToolDefinition(value: unknown): ToolDefinitionSchema | undefined {
  try {
    return readDefinition(value);
  } catch {
    // A getter that throws or a revoked Proxy: no definition can be read from it.
    return undefined;
  }
}

function readDefinition(value: unknown): ToolDefinitionSchema | undefined {
  if (!isRecord(value) || hasOwn(value, "~standard")) return undefined;
  const fn = value["function"];
  if (value["type"] === "function" && isRecord(fn) && typeof fn["name"] === "string") {
    return { name: fn["name"], shape: "openai", schema: schemaOf(fn["parameters"]) };
  }
  const name = value["name"];
  if (typeof name !== "string") return undefined;
  if (hasOwn(value, "inputSchema")) return { name, shape: "mcp", schema: schemaOf(value["inputSchema"]) };
  if (hasOwn(value, "input_schema")) return { name, shape: "anthropic", schema: schemaOf(value["input_schema"]) };
  if (value["type"] === "function" || hasOwn(value, "parameters")) return { name, shape: "openai", schema: schemaOf(value["parameters"]) };
  return undefined;
}

/** A definition's schema as given; no parameters is an object with no properties. */
function schemaOf(value: unknown): unknown {
  return value === undefined ? noParameters : value;
}

/**
 * A plain JSON Schema object as salvage reads it: a tool definition's input schema (with the tool's name),
 * or the schema itself. Fails with `invalid-schema` for a list of tool definitions (a toolset's job) and for an
 * object with keys but none of JSON Schema's keywords, which would otherwise accept anything (`{}` and
 * `true` are the schemas that say "anything" on purpose).
 */
export function readPlainSchema(value: Record<string, unknown>): Outcome<{ readonly schema: Record<string, unknown>; readonly tool: string | undefined }> {
  const definition = readToolDefinition(value);
  if (definition !== undefined) {
    const schema = definition.schema === true ? {} : definition.schema === false ? { not: {} } : definition.schema;
    if (!isRecord(schema) || readToolDefinition(schema) !== undefined) return failure({ code: "invalid-schema", stage: "validate", message: toolDefinitionMessage(definition.name) });
    const inner = readPlainSchema(schema);
    if (!inner.ok) return failure({ code: "invalid-schema", stage: "validate", message: `${toolDefinitionMessage(definition.name)} ${inner.error.message}` });
    return success({ schema: inner.value.schema, tool: definition.name });
  }
  const keys = Object.keys(value);
  if (keys.length > 0 && !keys.some((key) => KEYWORDS.has(key))) {
    return failure({ code: "invalid-schema", stage: "validate", message: noKeywordMessage(keys) });
  }
  return success({ schema: value, tool: undefined });
}

/** The failure of a list of tool definitions given as one schema. */
export function toolListMessage(): string {
  return "A list of tool definitions is not one schema: read a model's tool calls with toolset(unwrap(fromToolDefinitions(list))), or pass one definition (or its input schema) to salvage().";
}

/** The failure of a tool definition whose input schema cannot be read. */
export function toolDefinitionMessage(name: string): string {
  return `The tool definition ${JSON.stringify(name)} has no JSON Schema object as its input schema (inputSchema, input_schema or parameters): fix its parameters, or build a toolset with fromToolDefinitions() to see which entry is wrong.`;
}

/**
 * The failure of an object with none of JSON Schema's keywords: it would validate anything.
 * @example noKeywordMessage(["name", "args"])
 */
export function noKeywordMessage(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map((key) => JSON.stringify(key)).join(", ");
  return (
    `This object has none of JSON Schema's keywords (it has ${shown}${keys.length > 5 ? ", …" : ""}), so it would accept any value. ` +
    "Pass a JSON Schema (a tool definition's inputSchema, input_schema or parameters), a tool definition itself, " +
    "a list of them to toolset(unwrap(fromToolDefinitions(list))), or {} to accept anything on purpose."
  );
}
