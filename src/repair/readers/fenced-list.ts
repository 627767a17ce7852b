import { findFences } from "../../extract/fences.js";
import type { GuideNode } from "../../schema/guide-types.js";
import type { Reader, ReadRefusal } from "../reader.js";

/** The repair step's name for several fenced blocks read as one array. */
export const fencedListRepair = "several fenced blocks as one array";

/** Failure message for fenced blocks that are not plainly the items of one list. */
export function fencedListMessage(why: string): string {
  return `The text holds several fenced blocks, and the schema asks for an array, but ${why}: they are not read as one list.`;
}

// Words around the blocks that say one of them is not an item: an example, a format, an alternative, a fix.
const notItems = /\b(?:example|e\.g\.|for instance|format|schema|template|structure|placeholder|option|alternative(?:ly)?|or|instead|actual|real|correct(?:ed)?|fixed|updated|final|answer|result|output|wrong|invalid)\b/i;

/**
 * The reader `fenced-list`: the `fence-list` candidate (two or more fenced blocks) read as one array, in the
 * text's order, where the schema's top asks for an array (and not an object or a string). Only when each
 * block is strict JSON and none is itself an array (else one of them may be the whole answer), and no word
 * around them says a block is an example, a format, an alternative or a correction (`Example:`, `or`,
 * `Corrected:`, `the actual answer`). Otherwise it does not read, and the blocks compete one by one as before
 * (`ambiguous` when they differ). It cannot invent data: each item is a block as written.
 */
export const fencedList: Reader = {
  name: "fenced-list",
  jsonData: true,
  read: (_text, context) => {
    if (context.candidate.source !== "fence-list") return undefined;
    if (!wantsArrayOnly(context.guide)) return refuse("the schema does not ask for an array");
    const { input, candidate } = context;
    const blocks = findFences(input).filter((block) => block.unterminated !== true && block.start >= candidate.start && block.end <= candidate.end);
    if (blocks.length < 2) return refuse("fewer than two blocks are closed");
    const values: unknown[] = [];
    let previousEnd = 0;
    for (const block of blocks) {
      if (notItems.test(proseOf(input.slice(previousEnd, block.start)))) return refuse("the text around them says they are not all items");
      previousEnd = block.end;
      let value: unknown;
      try {
        value = JSON.parse(block.text) as unknown;
      } catch {
        return refuse("a block is not strict JSON");
      }
      if (Array.isArray(value)) return refuse("a block is itself an array");
      values.push(value);
    }
    if (notItems.test(proseOf(input.slice(previousEnd)))) return refuse("the text around them says they are not all items");
    return { value: values, repairs: [fencedListRepair] };
  },
};

/**
 * A refusal as `ambiguous`: the span holds several blocks and fence markers, which no other reader may join
 * into one value (jsonrepair steps aside for an `ambiguous` refusal); the blocks stay candidates of their own.
 */
function refuse(why: string): ReadRefusal {
  return { refuse: fencedListMessage(why), code: "ambiguous" };
}

/** The text between blocks without the fence lines themselves (their language tags are no prose). */
function proseOf(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s{0,3}(?:```|~~~)/.test(line))
    .join("\n");
}

/** Whether the schema's top asks for an array, and not an object or a string. */
export function wantsArrayOnly(guide: GuideNode | undefined): boolean {
  const types = guide?.types;
  return types !== undefined && types.has("array") && !types.has("object") && !types.has("string");
}
