import type { Corruption, Draft } from "../types.js";
import { rawBackslashable, rawQuotable, tripleQuotable, type Style } from "../serialize.js";
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
