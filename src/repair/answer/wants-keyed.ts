import type { GuideNode } from "../../schema/guide-types.js";

// Property names that say the object only wraps the answer. A property named for something else (`selector`,
// `city`, `query`) is not settled by a sentence: `Click the button with id btn.` is no selector.
const answerNames = /^(?:answer|final_?answer|response|reply|result|output|text|content|message|value)$/i;

/**
 * The one required property of an object schema when it is a free string named for the answer itself
 * (`answer`, `response`, `result`, `output`, `text`, …; `{answer: string}`), else `undefined`: a bare plain-text
 * answer (`NOT ENOUGH CONTEXT`) is then that property's value, which the `wrap-bare-value` rule wraps. No other property may be required, and the string may not be an enum (whose
 * members prose names, the `scalar-answer` reader's).
 * @example wantsKeyedString(compileGuide({ type: "object", properties: { answer: { type: "string" } }, required: ["answer"] })) // "answer"
 */
export function wantsKeyedString(guide: GuideNode | undefined): string | undefined {
  if (guide?.types === undefined || guide.anyOf.length > 0 || guide.allOf.length > 0 || guide.enum !== undefined) return undefined;
  if (guide.types.size !== 1 || !guide.types.has("object")) return undefined;
  let only: string | undefined;
  for (const [name, property] of guide.properties) {
    if (!property.required) continue;
    if (only !== undefined) return undefined;
    only = name;
  }
  if (only === undefined || !answerNames.test(only)) return undefined;
  const node = guide.properties.get(only)?.node;
  if (node?.types === undefined || node.enum !== undefined || node.anyOf.length > 0 || node.allOf.length > 0) return undefined;
  for (const type of node.types) if (type !== "string" && type !== "null") return undefined;
  return node.types.has("string") ? only : undefined;
}
