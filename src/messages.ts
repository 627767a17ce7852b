/**
 * salvage/messages: the functions that write every failure and step message of the core, so tests, docs and
 * re-ask prompts share one wording (arktype's way). Each is named after what it reports; the entries with their
 * own messages (salvage/yaml, the client adapters) export those themselves.
 * @example import { truncatedMessage } from "salvage/messages"; truncatedMessage() // "The answer was cut off …"
 */

// The pipeline: input, selection among readings.
export {
  ambiguousMessage,
  notAnAnswerMessage,
  // Both layers check the input: the pipeline's wording (with what to raise) and the repair stage's own.
  notTextMessage as notTextInputMessage,
  tooLargeMessage as textTooLargeMessage,
} from "./parse/messages.js";
export { notAPieceMessage, notJsonDataMessage, pieceThrewMessage } from "./outcome/pieces.js";

// Extraction.
export { badSpanMessage, ledInMessage, noJsonFoundMessage, nonStringTextMessage } from "./extract/messages.js";

// Reading and repair.
export {
  bareWordsMessage,
  binaryMessage,
  emptyMessage,
  holeMessage,
  misplacedMessage,
  noReaderMessage,
  notJsonStartMessage,
  nonFiniteMessage,
  notTextMessage,
  plainActionInputMessage,
  readerStepMessage,
  repeatedKeyMessage,
  severalScalarsMessage,
  severalValuesMessage,
  smartQuotedMessage,
  suspectWordMessage,
  syntaxRepairMessage,
  tooDeepMessage,
  tooLargeMessage,
  tooLargeToRepairMessage,
  tooMuchRepairMessage,
  tripleQuoteMessage,
  truncatedMessage,
  truncatedStepMessage,
  truncationPlace,
  unguidedWordMessage,
  unpairedClosersMessage,
  unrepairableMessage,
} from "./repair/messages.js";
export type { Hole, TruncationPoint } from "./repair/scan.js";
export {
  negatedAnswerMessage,
  // A question or a refusal in place of an answer (the pipeline's `notAnAnswerMessage` is a format example).
  notAnAnswerMessage as questionNotAnswerMessage,
  oddNumberMessage,
  plainTextMessage,
  quotedJsonMessage,
  scalarAnswerMessage,
  severalAnswersMessage,
} from "./repair/answer/messages.js";
export { colonInKeyMessage } from "./repair/readers/colon-in-key.js";
export { fencedListMessage } from "./repair/readers/fenced-list.js";
export { keylessMessage } from "./repair/readers/keyless-value.js";
export { mixedBackslashMessage, unsettledBackslashMessage } from "./repair/readers/literal-backslashes.js";
export { fractionMessage, zeroDenominatorMessage } from "./repair/readers/fraction.js";
export { oneInParenthesesMessage } from "./repair/readers/python-collections.js";
export {
  xmlAmbiguousElementMessage,
  xmlAmbiguousEnumMessage,
  xmlConflictMessage,
  xmlMixedMessage,
  xmlReadMessage,
  xmlTextForObjectMessage,
  xmlTooDeepMessage,
  xmlUnbalancedMessage,
  xmlUnknownElementMessage,
} from "./repair/readers/xml-messages.js";

// Coercion and validation.
export { ambiguousBranchesMessage } from "./coerce/engine.js";
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
} from "./schema/messages.js";
export { noKeywordMessage, toolDefinitionMessage, toolListMessage } from "./schema/tool-definition.js";

// Streaming.
export { earlyMismatchMessage, notStreamMessage, sourceFailedMessage, streamAbortedMessage, streamTooLargeMessage } from "./stream/messages.js";
export { streamFailureMessage } from "./tolerant/messages.js";

// Tool calls, and the re-ask text built from their failures.
export {
  ambiguousToolNameMessage,
  answerTooLargeMessage,
  badCallsMessage,
  emptyToolNameMessage,
  hookPromiseMessage,
  invalidToolNameMessage,
  noToolCallMessage,
  notACallBlockMessage,
  notToolDefsMessage,
  reservedToolNameMessage,
  tooManyCallsMessage,
  toolNameNotStringMessage,
  truncatedCallMessage,
  unclosedBlockMessage,
  unknownToolMessage,
  unreadableCallMessage,
} from "./tools/messages.js";
export { describeReceived, issueLine, issueReport } from "./tools/reask.js";

// The client loop.
export { abortedMessage, badArgumentsMessage, callFailedMessage, notTextAnswerMessage, tokenLimitMessage } from "./client/messages.js";
