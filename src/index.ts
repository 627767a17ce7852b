// salvage: the model's text in, a schema-checked value (or a typed failure) and a trace of every fix out.
export { salvage, type Parser } from "./salvage/index.js";
export { salvageDefaults, type SalvageOptions } from "./parse/index.js";
export { SalvageError, unwrap, success, failure } from "./outcome/index.js";
export type { Candidate, CandidateSource, Failure, FailureCode, Issue, Likelihood, Outcome, Path, PieceKind, RepairKind, Stage, Step } from "./outcome/index.js";
export { pieceThrewMessage, notAPieceMessage, notJsonDataMessage, isJsonData } from "./outcome/index.js";
export {
  extract,
  findCandidates,
  noJsonFoundMessage,
  badSpanMessage,
  findReactSteps,
  DEFAULT_TAGS,
  defaultExtractors,
  whole,
  fence,
  tag,
  react,
  balanced,
  line,
  xmlBlock,
  sequence,
  answer,
  fenceList,
  type Extractor,
  type ExtractContext,
  type ExtractOptions,
  type FenceOptions,
  type ReactStep,
  type Span,
} from "./extract/index.js";
export * from "./repair/index.js";
export {
  coerce,
  defaultMaxDepth,
  ABSENT,
  scopeRule,
  fitsDeep,
  fitsShallow,
  hidesRename,
  mayHideRename,
  defaultRules,
  allRules,
  arrayToSingle,
  dropUnknownKeys,
  enumMatch,
  fillDefault,
  isoDate,
  nullToAbsent,
  numberToString,
  parseJsonString,
  renameKey,
  singleToArray,
  stringToBoolean,
  stringToNull,
  stringToNumber,
  unwrapSingleton,
  unwrapToolCall,
  wrapBareValue,
  wrapInKey,
  type Absent,
  type CoerceOptions,
  type Rule,
  type RuleContext,
} from "./coerce/index.js";
export {
  compileGuide,
  createValidatorChain,
  jsonSchema,
  toJsonSchema,
  validate,
  validateAsync,
  validator,
  schemaMismatchMessage,
  formatPath,
  readToolDefinition,
  noKeywordMessage,
  toolListMessage,
  toolDefinitionMessage,
  type ToolDefinitionSchema,
  type ToolDefinitionShape,
  type GuideNode,
  type GuideProperty,
  type JsonType,
  type OutputOf,
  type SchemaInput,
  type TypedJsonSchema,
  type ValidatorInput,
  type NamedCheck,
  type CheckIssue,
} from "./schema/index.js";
export { parseCorpus, createCorpusRunner, type CorpusCase, type CaseResult } from "./corpus/index.js";
export * from "./tools/index.js";
export * from "./client/index.js";
export type { DeepPartial, PartialSnapshot, PartialStream, StreamOptions, Streamer } from "./stream/types.js";
export type { StreamSource } from "./stream/source.js";
export { createIncrementalParser, parseTolerant } from "./tolerant/index.js";
export type { IncrementalParser, StreamParserOptions, StreamPath, StreamResult, StreamSnapshot } from "./tolerant/index.js";
export { describeStep, describeSteps, describeTrace } from "./trace/index.js";
