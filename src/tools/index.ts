export { toolset, type Toolset } from "./toolset.js";
export type { PartialToolCall, PartialToolCallOf, ToolCallStream, ToolStreamer, ToolStreamSnapshot } from "./call-stream/types.js";
export { fromToolDefinitions, type DefsFromDefinitions, type ToolDefinition } from "./from-definitions.js";
export { reaskMessage, issueReport, issueLine, describeReceived, type ReaskCall } from "./reask.js";
export { ToolCallError, unwrapTools } from "./error.js";
export { toolFailureCodes, isToolFailureCode, type ToolFailureCode } from "./codes.js";
export { resolveToolName, toolNameIndex, reservedToolNames, type ToolNameIndex } from "./tool-names.js";
export { defaultMaxCalls } from "./compile-toolset.js";
export { readCallValue } from "./read-value.js";
export { readReact } from "./read-react.js";
export type { CallFormatName, RawCall, RawFinal, RawItem, ReadContext } from "./raw-call.js";
export * from "./formats/index.js";
export {
  ambiguousToolNameMessage,
  answerTooLargeMessage,
  emptyToolNameMessage,
  hookPromiseMessage,
  noToolCallMessage,
  notACallBlockMessage,
  reservedToolNameMessage,
  tooManyCallsMessage,
  toolNameNotStringMessage,
  truncatedCallMessage,
  unknownToolMessage,
} from "./messages.js";
export type {
  FinalAnswer,
  InputOf,
  NamedToolCallOf,
  RawToolCall,
  ToolCall,
  ToolCallContext,
  ToolCallOf,
  ToolDef,
  ToolDefs,
  ToolErrorHook,
  ToolFailure,
  ToolOptions,
  ToolOutcome,
  ToolSpec,
  ToolsetOptions,
} from "./types.js";
