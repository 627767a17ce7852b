import { isPlainObject } from "../coerce/json.js";
import { failure, success } from "../outcome/make.js";
import { unreadableOptionsMessage } from "../outcome/read-options.js";
import type { Outcome } from "../outcome/types.js";
import { isStandardSchema, type JsonSchemaObject, type SchemaInput } from "../schema/index.js";
import { invalidToolNameMessage, quote } from "./messages.js";
import { isUsableToolName } from "./tool-names.js";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ToolSpec } from "./types.js";

/**
 * A tool's input schema as clients publish it: a JSON Schema object, `true` (any input) or `false` (none), a
 * Standard Schema (zod, valibot, … as AI SDK's `tool({ inputSchema })` takes it), or AI SDK's `jsonSchema()`
 * wrapper (`{ jsonSchema: … }`).
 */
export type DefinitionSchema = object | boolean;

/** A tool definition as a client publishes it: OpenAI chat, OpenAI Responses, Anthropic or MCP. */
export type ToolDefinition =
  | { readonly type?: "function"; readonly function: { readonly name: string; readonly description?: string; readonly parameters?: DefinitionSchema } }
  | { readonly type?: "function"; readonly name: string; readonly description?: string; readonly parameters?: DefinitionSchema }
  | { readonly name: string; readonly description?: string; readonly input_schema: DefinitionSchema }
  | { readonly name: string; readonly description?: string; readonly inputSchema: DefinitionSchema };

/** A tool as AI SDK's `tool()` builds it, keyed by its name in a record: `{ weather: tool({ inputSchema }) }`. */
export type NamedToolDefinition =
  | { readonly description?: string; readonly inputSchema?: DefinitionSchema }
  | { readonly description?: string; readonly parameters?: DefinitionSchema }
  | { readonly description?: string; readonly input_schema?: DefinitionSchema };

type NameOf<D> = D extends { readonly function: { readonly name: infer N extends string } }
  ? N
  : D extends { readonly name: infer N extends string }
    ? N
    : never;

type SchemaOf<D> = D extends { readonly function: { readonly parameters: infer P } }
  ? P
  : D extends { readonly input_schema: infer P }
    ? P
    : D extends { readonly inputSchema: infer P }
      ? P
      : D extends { readonly parameters: infer P }
        ? P
        : JsonSchemaObject;

/** The schema a toolset gets for a definition's schema: a Standard Schema stays itself (typed inputs), anything else is JSON Schema. */
type SpecOf<S> = ToolSpec<S extends StandardSchemaV1 ? S : S extends object ? S & JsonSchemaObject : JsonSchemaObject>;

/** The toolset definitions built from a list of published tool definitions, keyed by their names. */
export type DefsFromDefinitions<L extends readonly ToolDefinition[] | Readonly<Record<string, NamedToolDefinition>>> =
  L extends readonly ToolDefinition[]
    ? { readonly [D in L[number] as NameOf<D>]: SpecOf<SchemaOf<D>> }
    : { readonly [K in keyof L & string]: SpecOf<SchemaOf<L[K]>> };

/** A tool with no parameters takes an empty object. */
const noParameters = { type: "object", properties: {} };

/**
 * Builds toolset definitions from the tool definitions you already send to the model: a list of OpenAI
 * `{type: "function", function: {name, parameters}}`, Anthropic `{name, input_schema}` or MCP `{name,
 * inputSchema}` entries, or AI SDK's record of `tool({ inputSchema })` keyed by name. Each schema becomes
 * the tool's schema, validated for real: JSON Schema, `true`/`false`, none (no parameters), a Standard
 * Schema, or AI SDK's `jsonSchema()` wrapper. JSON Schema inputs are `unknown` unless typed with
 * `jsonSchema<T>()`. Fails with `invalid-schema` naming the entry.
 * @example const tools = toolset(unwrap(fromToolDefinitions(openAiTools)));
 */
export function fromToolDefinitions<const L extends readonly ToolDefinition[] | Readonly<Record<string, NamedToolDefinition>>>(definitions: L): Outcome<DefsFromDefinitions<L>> {
  try {
    return readDefinitions(definitions);
  } catch (error) {
    // A list or definition behind a throwing getter or a revoked Proxy.
    return failure({ code: "invalid-schema", stage: "tool", message: unreadableOptionsMessage("tool definitions", error) });
  }
}

function readDefinitions<const L extends readonly ToolDefinition[] | Readonly<Record<string, NamedToolDefinition>>>(definitions: L): Outcome<DefsFromDefinitions<L>> {
  const invalid = (message: string) => failure<DefsFromDefinitions<L>>({ code: "invalid-schema", stage: "tool", message });
  const keyed = !Array.isArray(definitions) && isPlainObject(definitions);
  if (!Array.isArray(definitions) && !keyed) return invalid("Tool definitions must be a list, or a record of tools keyed by name.");
  const entries: readonly (readonly [string | undefined, unknown])[] = keyed
    ? Object.keys(definitions).map((key) => [key, (definitions as Record<string, unknown>)[key]] as const)
    : (definitions as readonly unknown[]).map((entry) => [undefined, entry] as const);
  const defs = new Map<string, ToolSpec<SchemaInput>>();
  for (let i = 0; i < entries.length; i++) {
    const [key, entry] = entries[i] as readonly [string | undefined, unknown];
    const read = readDefinition(entry, key);
    if (read === undefined) return invalid(`Tool definition ${key === undefined ? i : JSON.stringify(key)} (${quote(entry)}) has no name, or its schema is not a JSON Schema, a boolean or a Standard Schema.`);
    if (!isUsableToolName(read.name)) return invalid(`Tool definition ${i}: ${invalidToolNameMessage(read.name)}`);
    if (defs.has(read.name)) return invalid(`Tool definition ${i}: the name ${JSON.stringify(read.name)} is defined twice.`);
    defs.set(read.name, read.description === undefined ? { schema: read.schema } : { schema: read.schema, description: read.description });
  }
  const out: Record<string, ToolSpec<SchemaInput>> = {};
  // Own data properties: names were checked, but a Map-to-object copy must never meet a setter.
  for (const [name, spec] of defs) Object.defineProperty(out, name, { value: spec, enumerable: true, writable: true, configurable: true });
  return success(out as unknown as DefsFromDefinitions<L>);
}

/** Name, schema and description of one published definition, whatever its dialect (`key`: its name in a record). */
function readDefinition(entry: unknown, key: string | undefined): { name: string; schema: SchemaInput; description: string | undefined } | undefined {
  if (!isPlainObject(entry)) return undefined;
  const fn = entry["function"];
  const source = isPlainObject(fn) ? fn : entry;
  const name = key ?? source["name"];
  if (typeof name !== "string") return undefined;
  const given = isPlainObject(fn) ? fn["parameters"] : (entry["input_schema"] ?? entry["inputSchema"] ?? entry["parameters"]);
  const schema = schemaOf(unwrapped(given));
  if (schema === undefined) return undefined;
  const description = typeof source["description"] === "string" ? source["description"] : undefined;
  return { name, schema, description };
}

/** A wrapper whose schema could not be read: no schema at all. */
const unreadable = Symbol("unreadable");

/** Keys of AI SDK's `jsonSchema()` wrapper besides the schema itself. */
const wrapperKeys: ReadonlySet<string> = new Set(["jsonSchema", "validate", "_type"]);

/**
 * The JSON Schema inside AI SDK's `jsonSchema()` wrapper (`{ jsonSchema, validate }`, or its plain-data copy
 * `{ jsonSchema: … }`): `jsonSchema` is no JSON Schema keyword, so an object holding only wrapper keys is the
 * wrapper. Its lazy getter is asked once, contained; anything else is returned as given.
 */
function unwrapped(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null || isStandardSchema(schema) || !("jsonSchema" in schema)) return schema;
  if (!Object.keys(schema).every((k) => wrapperKeys.has(k))) return schema;
  try {
    return (schema as { readonly jsonSchema: unknown }).jsonSchema ?? unreadable;
  } catch {
    return unreadable;
  }
}

/** A definition's schema as the toolset takes it: none is no parameters, `true` any input, `false` none. */
function schemaOf(schema: unknown): SchemaInput | undefined {
  if (schema === undefined || schema === null) return noParameters;
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  if (isStandardSchema(schema)) return schema;
  return isPlainObject(schema) ? (schema as JsonSchemaObject) : undefined;
}
