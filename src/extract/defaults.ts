import { balanced } from "./balanced.js";
import type { Extractor } from "./extractor.js";
import { fence } from "./fences.js";
import { line } from "./lines.js";
import { react } from "./react.js";
import { tag } from "./tags.js";
import { whole } from "./whole.js";
import { sequence } from "./sequence.js";
import { answer } from "./answer.js";
import { fenceList } from "./fence-list.js";

/**
 * The extractors `salvage()` runs by default, most likely first: the whole text, several values one after the other (`sequence`), fences, tags, ReAct
 * inputs and answers, balanced spans in prose, bare lines, and the whole answer where the schema asks for a scalar. Replace, reorder or extend with `extractors`.
 */
export const defaultExtractors: readonly Extractor[] = /* @__PURE__ */ Object.freeze([whole, sequence, /* @__PURE__ */ fence(), fenceList, /* @__PURE__ */ tag(), react, balanced, line, answer]);
