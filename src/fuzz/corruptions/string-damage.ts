import type { Corruption, Draft } from "../types.js";
import { bareWordable, rawBackslashable, rawQuotable, tripleQuotable, type Style } from "../serialize.js";
import { inventory } from "./inventory.js";

function restyle(draft: Draft, change: Partial<Style>, name: string): Draft {
  return { ...draft, style: { ...draft.style, ...change }, applied: [...draft.applied, name] };
}

const plainQuotes = (draft: Draft): boolean => draft.style.quote === "double" && !draft.style.smartQuotes;

/** Multi-line strings as Python's `"""…"""`, raw (a docstring, a code block as a value): recoverable. */
export const tripleQuotes: Corruption = {
  name: "triple-quotes",
  phase: "syntax",
  rank: 2,
  // one kind of string damage per output: the readers that undo each read the others' strings as JSON
  group: "string-damage",
  recoverable: true,
  applies: (draft) => !draft.style.smartQuotes && inventory(draft.written).strings.some(tripleQuotable),
  apply: (draft) => restyle(draft, { tripleQuotes: true }, "triple-quotes"),
};

/** Inner `"` left unescaped where it plainly does not end the string (`"he said "stop" twice"`): recoverable. */
export const unescapedQuotes: Corruption = {
  name: "unescaped-quotes",
  phase: "syntax",
  rank: 2,
  // one kind of string damage per output: the readers that undo each read the others' strings as JSON
  group: "string-damage",
  recoverable: true,
  applies: (draft) => plainQuotes(draft) && inventory(draft.written).strings.some(rawQuotable),
  apply: (draft) => restyle(draft, { rawInnerQuotes: true }, "unescaped-quotes"),
};

/** Backslashes that start no JSON escape written once (`"\d+"`), as models write regexes and paths: recoverable. */
export const rawBackslashes: Corruption = {
  name: "raw-backslashes",
  phase: "syntax",
  rank: 2,
  // one kind of string damage per output: the readers that undo each read the others' strings as JSON
  group: "string-damage",
  recoverable: true,
  applies: (draft) => plainQuotes(draft) && inventory(draft.written).strings.some(rawBackslashable),
  apply: (draft) => restyle(draft, { rawBackslashes: true }, "raw-backslashes"),
};

/**
 * Strings of plain words written without quotes as values (`{"city": New York}`): the `bare-words` reading, one
 * reading that keeps every character, so recoverable. Only strings `bareWordable` (serialize.ts) says read back.
 */
export const bareWords: Corruption = {
  name: "bare-words",
  phase: "syntax",
  rank: 2,
  // one kind of string damage per output: the readers that undo each read the others' strings as JSON
  group: "string-damage",
  recoverable: true,
  applies: (draft) => !draft.style.comments && inventory(draft.written).strings.some(bareWordable),
  apply: (draft) => restyle(draft, { bareWords: true }, "bare-words"),
};

/**
 * The first string value written as two quoted values joined by a hedge (`"Paris" or "Paris (or not)"`): the text
 * names two answers and does not say which, so the original is no longer determined: not recoverable. Opt-in (not in
 * `corruptions`): at 50 runs it finds hedges salvage still reads (strings holding a closer inside a fence, typographic
 * single quotes), open in docs/reliability.md.
 */
export const hedgedValue: Corruption = {
  name: "hedged-value",
  phase: "syntax",
  rank: 2,
  group: "string-damage",
  recoverable: false,
  applies: (draft) => draft.written !== null && typeof draft.written === "object" && inventory(draft.written).strings.length > 0,
  apply: (draft) => ({ ...restyle(draft, { hedge: true }, "hedged-value"), recoverable: false }),
};
