import type { Corruption, Draft } from "../types.js";
import type { Style } from "../serialize.js";
import { inventory } from "./inventory.js";

function restyle(draft: Draft, change: Partial<Style>, name: string): Draft {
  return { ...draft, style: { ...draft.style, ...change }, applied: [...draft.applied, name] };
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const SMART = /[“”‘’]/;

/** Strings and keys in single quotes, as Python's repr writes them: recoverable. */
export const singleQuotes: Corruption = {
  name: "single-quotes",
  phase: "syntax",
  rank: 0,
  recoverable: true,
  // Python keeps double quotes for text holding a ' and no ", so such text alone would show no change.
  applies: (draft) => {
    const inv = inventory(draft.written);
    return [...inv.strings, ...inv.keys].some((s) => !(s.includes("'") && !s.includes('"')));
  },
  apply: (draft) => restyle(draft, { quote: "single" }, "single-quotes"),
};

/** A comma after the last element of some or all objects and arrays: recoverable. */
export const trailingCommas: Corruption = {
  name: "trailing-commas",
  phase: "syntax",
  rank: 0,
  recoverable: true,
  applies: (draft) => inventory(draft.written).containers > 0,
  apply: (draft, rng) => restyle(draft, { trailingCommas: rng.chance(0.5) ? "all" : "some" }, "trailing-commas"),
};

/** `//` and `/* *\/` comments between entries, on an indented layout: recoverable. */
export const comments: Corruption = {
  name: "comments",
  phase: "syntax",
  rank: 0,
  recoverable: true,
  applies: (draft) => inventory(draft.written).containers > 0,
  apply: (draft) => restyle(draft, { comments: true, indent: Math.max(draft.style.indent, 2) }, "comments"),
};

/** Python's `True`, `False`, `None`: recoverable. */
export const pythonLiterals: Corruption = {
  name: "python-literals",
  phase: "syntax",
  rank: 0,
  recoverable: true,
  applies: (draft) => inventory(draft.written).literals > 0,
  apply: (draft) => restyle(draft, { pythonLiterals: true }, "python-literals"),
};

/** Identifier keys without quotes, as in a JavaScript object literal: recoverable. */
export const unquotedKeys: Corruption = {
  name: "unquoted-keys",
  phase: "syntax",
  rank: 0,
  recoverable: true,
  applies: (draft) => inventory(draft.written).keys.some((k) => IDENTIFIER.test(k)),
  apply: (draft) => restyle(draft, { unquotedKeys: true }, "unquoted-keys"),
};

/** Typographic quotes “ ” (or ‘ ’ with single quotes) as delimiters: recoverable unless the text holds such quotes itself. */
export const smartQuotes: Corruption = {
  name: "smart-quotes",
  phase: "syntax",
  rank: 1,
  recoverable: true,
  applies: (draft) => {
    const inv = inventory(draft.written);
    const quotedKeys = inv.keys.filter((k) => !(draft.style.unquotedKeys && IDENTIFIER.test(k)));
    if ([...inv.strings, ...inv.keys].some((s) => SMART.test(s))) return false;
    return inv.strings.length + quotedKeys.length > 0;
  },
  apply: (draft) => restyle(draft, { smartQuotes: true }, "smart-quotes"),
};
