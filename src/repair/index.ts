export { repair } from "./repair.js";
export { readCandidate, type ReadSettings } from "./read-candidate.js";
export type { Reader, ReaderContext, ReadRefusal, ReadValue } from "./reader.js";
export { defaultReaders } from "./defaults.js";
export { strictJson } from "./readers/strict-json.js";
export { smartQuoted } from "./readers/smart-quoted.js";
export { tolerant } from "./readers/tolerant.js";
export { escapedDocument } from "./readers/escaped-document.js";
export { guardedJsonrepair } from "./readers/jsonrepair.js";
export { reactPlainText } from "./readers/react-plain-text.js";
export { scalarAnswer } from "./readers/scalar-answer.js";
export { plainText } from "./readers/plain-text.js";
export { jsonSequence } from "./readers/json-sequence.js";
export { unclosedString } from "./readers/unclosed-string.js";
export { tripleQuoted } from "./readers/triple-quoted.js";
export { unquotedLines, unquotedLinesRepair } from "./readers/unquoted-lines.js";
export { strayCommas, strayCommasRepair } from "./readers/stray-commas.js";
export { htmlComments, htmlCommentsRepair } from "./readers/html-comments.js";
export { bareWords, bareWordsRepairs } from "./readers/bare-words.js";
export { keylessValue, keylessMessage } from "./readers/keyless-value.js";
export { innerQuotes, innerQuotesRepair } from "./readers/inner-quotes.js";
export { literalBackslashes, literalBackslashesRepair, mixedBackslashMessage, unsettledBackslashMessage } from "./readers/literal-backslashes.js";
export { pythonCollections, oneInParenthesesMessage } from "./readers/python-collections.js";
export { fencedList, fencedListMessage, wantsArrayOnly } from "./readers/fenced-list.js";
export { fractionAnswer, fractionMessage, zeroDenominatorMessage } from "./readers/fraction.js";
export { repairDefaults, repairWorkBudget, type RepairOptions } from "./options.js";
export type { Hole, TruncationPoint } from "./scan.js";
export { syntaxFamilies, type SyntaxFamily } from "./families.js";
export {
  bareWordsMessage,
  binaryMessage,
  emptyMessage,
  holeMessage,
  noReaderMessage,
  notJsonStartMessage,
  notTextMessage,
  plainActionInputMessage,
  readerStepMessage,
  severalScalarsMessage,
  smartQuotedMessage,
  syntaxRepairMessage,
  tooDeepMessage,
  tooLargeMessage,
  tooLargeToRepairMessage,
  tooMuchRepairMessage,
  truncatedMessage,
  truncatedStepMessage,
  truncationPlace,
  unrepairableMessage,
} from "./messages.js";
export { xmlElements, DEFAULT_XML_WRAPPERS, type XmlElementsOptions } from "./readers/xml-elements.js";
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
} from "./readers/xml-messages.js";
