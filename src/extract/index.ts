export { extract, findCandidates, DEFAULT_MAX_CANDIDATES, type ExtractOptions } from "./extract.js";
export type { Extractor, ExtractContext, Span } from "./extractor.js";
export { defaultExtractors } from "./defaults.js";
export { whole } from "./whole.js";
export { fence, type FenceOptions } from "./fences.js";
export { tag } from "./tags.js";
export { react } from "./react.js";
export { balanced } from "./balanced.js";
export { line } from "./lines.js";
export { xmlBlock, findXmlBlocks } from "./xml-block.js";
export { sequence } from "./sequence.js";
export { answer } from "./answer.js";
export { fenceList } from "./fence-list.js";
export { badSpanMessage, noJsonFoundMessage, nonStringTextMessage } from "./messages.js";
export { findWhole } from "./whole.js";
export { isJsonScalar } from "../text/strict-json.js";
export { findFences } from "./fences.js";
export { findTags, DEFAULT_TAGS } from "./tags.js";
export { findReact, findReactSteps, type ReactAction, type ReactStep } from "./react.js";
export { parseReactLabel, type ReactLabel, type ReactLabelMatch } from "./react-label.js";
export { findBalanced } from "./balanced.js";
export { looksLikeJsonOpener } from "./opener.js";
export { findHiddenRanges, REASONING_TAGS } from "./think.js";
export { scanBalanced, type SpanEnd } from "./span.js";
export {
  createSkipper,
  isAtLineEnd,
  isAtLineStart,
  isBlank,
  isDigit,
  isIdentifierChar,
  isLetter,
  isWhitespace,
  lineEnd,
  matchTag,
  trimRange,
  visibleRange,
  type TagMatch,
  type TextRange,
} from "./scan.js";
