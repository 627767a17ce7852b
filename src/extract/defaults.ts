import { balanced } from "./balanced.js";
import type { Extractor } from "./extractor.js";
import { fence } from "./fences.js";
import { line } from "./lines.js";
import { react } from "./react.js";
import { tag } from "./tags.js";
import { whole } from "./whole.js";

/**
 * The extractors `salvage()` runs by default, most likely first: the whole text, fences, tags, ReAct
 * inputs and answers, balanced spans in prose, bare lines. Replace, reorder or extend with `extractors`.
 */
export const defaultExtractors: readonly Extractor[] = Object.freeze([whole, fence(), tag(), react, balanced, line]);
