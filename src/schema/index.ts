export type { GuideNode, GuideProperty, JsonType } from "./guide-types.js";
export type { JsonSchemaObject, OutputOf, SchemaInput, TypedJsonSchema } from "./input-types.js";
export { isStandardSchema } from "./input-types.js";
export { jsonSchema } from "./json-schema.js";
export { toJsonSchema, unguidedVendor } from "./to-json-schema.js";
export { attachConverter, type GuidedSchema } from "./attach-converter.js";
export {
  noKeywordMessage,
  readPlainSchema,
  readToolDefinition,
  toolDefinitionMessage,
  toolListMessage,
  type ToolDefinitionSchema,
  type ToolDefinitionShape,
} from "./tool-definition.js";
export { compileGuide, MAX_SCHEMA_DEPTH, type CompileGuideOptions } from "./compile-guide.js";
export { anyNode, neverNode } from "./guide-nodes.js";
export { createValidator, type SchemaValidator } from "./create-validator.js";
export { validate, validateAsync } from "./validate.js";
export {
  createValidatorChain,
  validator,
  type CheckIssue,
  type NamedCheck,
  type ValidatorChain,
  type ValidatorInput,
} from "./validator-chain.js";
export { normalisePath } from "./standard-check.js";
export { pathFromPointer } from "./pointer.js";
export {
  asyncSchemaMessage,
  converterFailedMessage,
  formatPath,
  invalidSchemaMessage,
  issueLines,
  noGuidanceMessage,
  schemaMismatchMessage,
  validatorFailedMessage,
  validatorThrewMessage,
  validatorTooDeepMessage,
} from "./messages.js";
