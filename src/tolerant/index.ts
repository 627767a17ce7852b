export { createIncrementalParser } from "./incremental-parser.js";
export { parseTolerant } from "./parse-tolerant.js";
export { streamFailureMessage } from "./messages.js";
export type {
  IncrementalParser,
  RepairKind,
  RepairNote,
  StreamFailureReason,
  StreamParserOptions,
  StreamPath,
  StreamResult,
  StreamSnapshot,
} from "./types.js";
