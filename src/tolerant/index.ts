export { createIncrementalParser } from "./incremental-parser.js";
export { parseTolerant } from "./parse-tolerant.js";
export type {
  IncrementalParser,
  StreamParserOptions,
  StreamPath,
  StreamResult,
  StreamSnapshot,
} from "./types.js";
