import { failure, success } from "../outcome/make.js";
import { readOptions } from "../outcome/read-options.js";
import type { Outcome } from "../outcome/types.js";
import { cleanSchema } from "./clean-schema.js";
import { jsonSchemaOf, type SchemaOrParser } from "./schema-source.js";

/** OpenAI's `response_format` for structured output (chat completions). */
export interface JsonSchemaResponseFormat {
  readonly type: "json_schema";
  readonly json_schema: {
    readonly name: string;
    readonly schema: Record<string, unknown>;
    readonly strict?: boolean;
    readonly description?: string;
  };
}

/** Options of `responseFormat` and `providerSchema`. */
export interface ResponseFormatOptions {
  /** The schema's name for the provider (default `"response"`; OpenAI allows `a-z A-Z 0-9 _ -`, 64 characters). */
  readonly name?: string;
  readonly description?: string;
  /** OpenAI strict mode (default `false`): see `CleanSchemaOptions.strict` for what changes. */
  readonly strict?: boolean;
}

/**
 * The schema as a plain JSON Schema for providers' native structured output or tool definitions
 * (Anthropic `input_schema`, Gemini, …): standard keywords only, `aliases` and `$schema` left out.
 */
export function providerSchema(schema: SchemaOrParser, options: Pick<ResponseFormatOptions, "strict"> = {}): Outcome<Record<string, unknown>> {
  const read = readOptions(options);
  if (!read.ok) return failure({ code: "invalid-schema", stage: "validate", message: read.message });
  const source = jsonSchemaOf(schema);
  if (!source.ok) return source;
  return cleanSchema(source.value, { strict: read.value.strict === true });
}

/**
 * OpenAI's `response_format: { type: "json_schema", json_schema: { name, schema, strict } }` for the schema.
 * @example
 * const format = responseFormat(Answer, { strict: true });
 * if (format.ok) await openai.chat.completions.create({ model, messages, response_format: format.value });
 */
export function responseFormat(schema: SchemaOrParser, given: ResponseFormatOptions = {}): Outcome<JsonSchemaResponseFormat> {
  const read = readOptions(given);
  if (!read.ok) return failure({ code: "invalid-schema", stage: "validate", message: read.message });
  const options = read.value;
  const cleaned = providerSchema(schema, options);
  if (!cleaned.ok) return cleaned;
  return success({
    type: "json_schema",
    json_schema: {
      name: options.name ?? "response",
      schema: cleaned.value,
      ...(options.strict === undefined ? {} : { strict: options.strict }),
      ...(options.description === undefined ? {} : { description: options.description }),
    },
  });
}
