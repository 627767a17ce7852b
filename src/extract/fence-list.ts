import type { Extractor } from "./extractor.js";
import { fenceRuns, findFences } from "./fences.js";

/**
 * The extractor `fence-list`: when the text holds two or more closed fenced blocks, one candidate from the
 * first block's contents to the last one's, for the `fenced-list` reader (several blocks, each an item of
 * the array the schema wants). The blocks stay candidates of their own (`fence`); only a schema that asks for
 * an array gives this one a reading.
 */
export const fenceList: Extractor = {
  name: "fence-list",
  likelihood: "high",
  needs: fenceRuns,
  wants: ["array"],
  find: (text, context) => {
    if (context.arrayWanted !== true) return [];
    const blocks = findFences(text, context.hidden).filter((block) => block.unterminated !== true);
    if (blocks.length < 2) return [];
    const first = blocks[0] as (typeof blocks)[number];
    const last = blocks[blocks.length - 1] as (typeof blocks)[number];
    return [{ start: first.start, end: last.end, label: "fences" }];
  },
};
