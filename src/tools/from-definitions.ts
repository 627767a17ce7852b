import { isPlainObject } from "../coerce/json.js";
import { failure, success } from "../outcome/make.js";
import { unreadableOptionsMessage } from "../outcome/read-options.js";
import type { Outcome } from "../outcome/types.js";
import type { JsonSchemaObject } from "../schema/index.js";
import { invalidToolNameMessage, quote } from "./messages.js";
import { isUsableToolName } from "./tool-names.js";
import type { ToolSpec } from "./types.js";

/** A tool definition as a client publishes it: OpenAI chat, OpenAI Responses, Anthropic or MCP. */
export type ToolDefinition =
  | { readonly type?: "function"; readonly function: { readonly name: string; readonly description?: string; readonly parameters?: object } }
  | { readonly type?: "function"; readonly name: string; readonly description?: string; readonly parameters?: object }
  | { readonly name: string; readonly description?: string; readonly input_schema: object }
  | { readonly name: string; readonly description?: string; readonly inputSchema: object };

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

/** The toolset definitions built from a list of published tool definitions, keyed by their names. */
export type DefsFromDefinitions<L extends readonly ToolDefinition[]> = {
  readonly [D in L[number] as NameOf<D>]: ToolSpec<SchemaOf<D> & JsonSchemaObject>;
};

/** A tool with no parameters takes an empty object. */
const noParameters = { type: "object", properties: {} };

/**
 * Builds toolset definitions from the tool definitions you already send to the model (OpenAI
 * `{type: "function", function: {name, parameters}}`, Anthropic `{name, input_schema}`, MCP `{name,
 * inputSchema}`): the JSON Schema parameters become each tool's schema, validated for real. Inputs are
 * `unknown` unless a schema is typed with `jsonSchema<T>()`. Fails with `invalid-schema` naming the entry.
 * @example const tools = toolset(unwrap(fromToolDefinitions(openAiTools)));
 */
export function fromToolDefinitions<const L extends readonly ToolDefinition[]>(definitions: L): Outcome<DefsFromDefinitions<L>> {
  try {
    return readDefinitions(definitions);
  } catch (error) {
    // A list or definition behind a throwing getter or a revoked Proxy.
    return failure({ code: "invalid-schema", stage: "tool", message: unreadableOptionsMessage("tool definitions", error) });
  }
}

function readDefinitions<const L extends readonly ToolDefinition[]>(definitions: L): Outcome<DefsFromDefinitions<L>> {
  const invalid = (message: string) => failure<DefsFromDefinitions<L>>({ code: "invalid-schema", stage: "tool", message });
  if (!Array.isArray(definitions)) return invalid("Tool definitions must be a list.");
  const defs = new Map<string, ToolSpec<JsonSchemaObject>>();
  for (let i = 0; i < definitions.length; i++) {
    const entry: unknown = definitions[i];
    const read = readDefinition(entry);
    if (read === undefined) return invalid(`Tool definition ${i} (${quote(entry)}) has no name, or its parameters are not a JSON Schema object.`);
    if (!isUsableToolName(read.name)) return invalid(`Tool definition ${i}: ${invalidToolNameMessage(read.name)}`);
    if (defs.has(read.name)) return invalid(`Tool definition ${i}: the name ${JSON.stringify(read.name)} is defined twice.`);
    defs.set(read.name, read.description === undefined ? { schema: read.schema } : { schema: read.schema, description: read.description });
  }
  const out: Record<string, ToolSpec<JsonSchemaObject>> = {};
  // Own data properties: names were checked, but a Map-to-object copy must never meet a setter.
  for (const [name, spec] of defs) Object.defineProperty(out, name, { value: spec, enumerable: true, writable: true, configurable: true });
  return success(out as unknown as DefsFromDefinitions<L>);
}

/** Name, schema and description of one published definition, whatever its dialect. */
function readDefinition(entry: unknown): { name: string; schema: JsonSchemaObject; description: string | undefined } | undefined {
  if (!isPlainObject(entry)) return undefined;
  const fn = entry["function"];
  const source = isPlainObject(fn) ? fn : entry;
  const name = source["name"];
  if (typeof name !== "string") return undefined;
  const schema = isPlainObject(fn) ? fn["parameters"] : (entry["input_schema"] ?? entry["inputSchema"] ?? entry["parameters"]);
  if (schema !== undefined && !isPlainObject(schema)) return undefined;
  const description = typeof source["description"] === "string" ? source["description"] : undefined;
  return { name, schema: (schema ?? noParameters) as JsonSchemaObject, description };
}
