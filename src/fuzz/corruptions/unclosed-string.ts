import type { Corruption, Draft } from "../types.js";
import { withText } from "./shared.js";

/** Where the closing quote of the answer's last string is, when only closers and spaces follow it; else -1. */
function lastQuote(draft: Draft): number {
  const { text, span } = draft;
  let i = span.end - 1;
  while (i > span.start && /[\s\]}]/.test(text[i] as string)) i--;
  if (i === span.end - 1 || text[i] !== '"' || text[i - 1] === "\\" || text[i - 1] === '"') return -1;
  return i;
}

/**
 * The last string's closing quote dropped right before the closers that end the answer (`{"a": "b}`). The
 * same text is what a cut right after a `}` inside a string leaves, so nothing can tell the two apart: by
 * default it must fail (`truncated`), never come back as either value. Unrecoverable.
 */
export const unclosedString: Corruption = {
  name: "unclosed-string",
  phase: "text",
  rank: 1,
  recoverable: false,
  applies: (draft) => !draft.truncated && draft.style.quote === "double" && !draft.style.smartQuotes && lastQuote(draft) > draft.span.start,
  apply(draft) {
    const at = lastQuote(draft);
    const text = draft.text.slice(0, at) + draft.text.slice(at + 1);
    return withText(draft, text, { start: draft.span.start, end: draft.span.end - 1 }, "unclosed-string", { recoverable: false });
  },
};
