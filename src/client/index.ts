// The loop around any client, format instructions and provider schemas, and the re-ask prompt.
export { generate, MAX_ATTEMPTS, type GenerateOptions } from "./generate.js";
export { formatInstructions, answerOnlyJson } from "./instructions.js";
export { responseFormat, providerSchema, type JsonSchemaResponseFormat, type ResponseFormatOptions } from "./response-format.js";
export type { CleanSchemaOptions } from "./clean-schema.js";
export { reaskPrompt, REASK_ISSUES, type ReaskOptions } from "./reask.js";
export { toParser, type SchemaOrParser, type ValueOf } from "./schema-source.js";
export { abortedMessage, badArgumentsMessage, callFailedMessage, notTextAnswerMessage, tokenLimitMessage } from "./messages.js";
export type { AttemptRecord, AttemptStep, CallAnswer, CallContext, CallFunction, ChatMessage, ChatRole, GenerateExtras, GenerateOutcome } from "./types.js";
