import type { Extractor } from "./extractor.js";
import { isBareAnswer } from "../text/plain-words.js";
import { wholeVisible } from "./scan.js";

/**
 * The extractor `answer`: the whole visible text as it is, when the schema asks for one scalar (a boolean,
 * a number, an enum, a string) and so a sentence may be the answer (`The answer is **True**.`). It finds
 * nothing without such a schema, and nothing when a reasoning block splits the text. Where the schema is an object
 * with one required free string (`{answer: string}`), it offers a text that is one short line of words only
 * (letters, digits, spaces, `.,;!?'-`: `NOT ENOUGH CONTEXT`) and no refusal, which the `plain-text` reader reads. Only the answer readers
 * (`scalar-answer`, `plain-text`) read prose; the JSON readers refuse it as before.
 */
export const answer: Extractor = {
  name: "answer",
  likelihood: "low",
  kind: "plain-text",
  wants: ["scalar", "words"],
  find: (text, context) => {
    if (context.scalarWanted !== true && context.wordsWanted !== true) return [];
    const visible = wholeVisible(text, context.hidden);
    if (visible === undefined || (context.scalarWanted !== true && !isBareAnswer(text.slice(visible.start, visible.end)))) return [];
    return [visible];
  },
};

