import { success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { cleanSchema } from "./clean-schema.js";
import { jsonSchemaOf, type SchemaOrParser } from "./schema-source.js";

/** The sentence every format instruction starts with. */
export const answerOnlyJson = "Answer with only a JSON value, no prose and no code fence.";

/**
 * A compact instruction for a prompt: answer with only JSON, and the JSON Schema it must match
 * (standard keywords only, on one line). Fails with `invalid-schema` when the schema cannot be read.
 * @example
 * formatInstructions(z.object({ selector: z.string() })).value
 * // 'Answer with only a JSON value, no prose and no code fence. It must match this JSON Schema:\n{"type":"object",…}'
 */
export function formatInstructions(schema: SchemaOrParser): Outcome<string> {
  const source = jsonSchemaOf(schema);
  if (!source.ok) return source;
  const cleaned = cleanSchema(source.value);
  if (!cleaned.ok) return cleaned;
  // `{}` guides nothing (a Standard Schema without a JSON Schema converter): say only what we know.
  if (Object.keys(cleaned.value).length === 0) return success(answerOnlyJson);
  return success(`${answerOnlyJson} It must match this JSON Schema:\n${JSON.stringify(cleaned.value)}`);
}
