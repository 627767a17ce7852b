import type { StandardJSONSchemaV1 } from "@standard-schema/spec";
import { failure, success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import type { SchemaInput } from "./input-types.js";
import { errorText, isRecord } from "./json-utils.js";
import { converterFailedMessage } from "./messages.js";
import { readPlainSchema, readToolDefinition, toolListMessage } from "./tool-definition.js";
import { zodLibraryOptions } from "./zod-options.js";

/**
 * The JSON Schema that guides repairs: a plain JSON Schema as is (a tool definition's input schema: MCP,
 * Anthropic, OpenAI; an object with none of JSON Schema's keywords fails); a Standard Schema's own
 * converter (`~standard.jsonSchema`, input side, draft 2020-12; zod's with `zodLibraryOptions`, so `z.date()`
 * reads ISO strings and a bigint or refinement guides nothing); `{}` (no guidance, validation
 * still works) for a Standard Schema without one, such as a bare valibot schema.
 */
export function toJsonSchema(schema: SchemaInput): Outcome<Record<string, unknown>> {
  try {
    return readJsonSchema(schema);
  } catch (error) {
    // A revoked Proxy, or a schema whose traps throw where a plain object cannot.
    return failure({ code: "invalid-schema", stage: "validate", message: `The schema could not be read: ${errorText(error)}` });
  }
}

function readJsonSchema(schema: SchemaInput): Outcome<Record<string, unknown>> {
  if (!isRecord(schema) && typeof schema !== "function") {
    return failure({ code: "invalid-schema", stage: "validate", message: isToolList(schema) ? toolListMessage() : "A schema must be a Standard Schema or a JSON Schema object." });
  }
  let props: unknown;
  try {
    props = (schema as { "~standard"?: unknown })["~standard"];
  } catch (error) {
    return failure({ code: "invalid-schema", stage: "validate", message: `Reading the schema's "~standard" failed: ${errorText(error)}` });
  }
  if (props === undefined) {
    if (isRecord(schema)) {
      const plain = safely(() => readPlainSchema(schema));
      return plain.ok ? success(plain.value.schema) : plain;
    }
    return failure({ code: "invalid-schema", stage: "validate", message: "A schema must be a Standard Schema or a JSON Schema object." });
  }
  if (!isRecord(props)) {
    return failure({ code: "invalid-schema", stage: "validate", message: 'The schema\'s "~standard" property is not an object.' });
  }
  const converter = props["jsonSchema"];
  if (!isRecord(converter) || typeof converter["input"] !== "function") return success({});
  const vendor = typeof props["vendor"] === "string" ? props["vendor"] : "unknown";
  try {
    // The input side: repairs shape what goes into the validator, so they must aim at what it accepts.
    // zod (4.2 on) is asked to guide nothing where a part has no JSON form, rather than fail the whole schema.
    const options: StandardJSONSchemaV1.Options = vendor === "zod" ? { target: "draft-2020-12", libraryOptions: { ...zodLibraryOptions } } : { target: "draft-2020-12" };
    const converted: unknown = (converter as unknown as StandardJSONSchemaV1.Converter).input(options);
    if (!isRecord(converted)) {
      return failure({ code: "invalid-schema", stage: "validate", message: converterFailedMessage(vendor, "it returned something other than an object") });
    }
    return success(converted);
  } catch (error) {
    return failure({ code: "invalid-schema", stage: "validate", message: converterFailedMessage(vendor, errorText(error)) });
  }
}

/**
 * The vendor of a Standard Schema that gives no JSON Schema (no `~standard.jsonSchema` converter), such
 * as a bare valibot schema: it validates, but guides no repair. `undefined` for any other input.
 */
export function unguidedVendor(schema: SchemaInput): string | undefined {
  try {
    const props: unknown = (schema as { "~standard"?: unknown })["~standard"];
    if (!isRecord(props)) return undefined;
    const converter = props["jsonSchema"];
    if (isRecord(converter) && typeof converter["input"] === "function") return undefined;
    return typeof props["vendor"] === "string" ? props["vendor"] : "unknown";
  } catch {
    return undefined;
  }
}

/** Whether a value is a list holding a tool definition (given where one schema was expected). */
function isToolList(value: unknown): boolean {
  try {
    return Array.isArray(value) && value.some((entry) => readToolDefinition(entry) !== undefined);
  } catch {
    return false;
  }
}

/** A reading of a plain schema, with a getter that throws turned into `invalid-schema`. */
export function safely<T>(read: () => Outcome<T>): Outcome<T> {
  try {
    return read();
  } catch (error) {
    return failure({ code: "invalid-schema", stage: "validate", message: `Reading the schema failed: ${errorText(error)}` });
  }
}
