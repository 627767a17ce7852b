/** Where a closing quote would make a cut-off answer complete: its offset from the end of the text, and the quote. */
export interface ClosingQuote {
  readonly fromEnd: number;
  readonly quote: string;
}

const CLOSES: Readonly<Record<string, string>> = { "{": "}", "[": "]" };

/**
 * Whether an answer cut at `cut` is also a complete answer with one closing quote missing (`{"a": "x}` cut from
 * `{"a": "x}y"}`): the cut falls inside a string whose content up to a run of closers is plain (one line, no
 * quote, backtick, backslash, bracket or brace, and not starting with a colon or comma), and those closers close exactly the structures open where the
 * string began. The kit's own check, written apart from salvage's reader, so the oracle can expect that complete
 * reading for such a cut instead of a failure. `answer` is the whole answer as written before the cut.
 */
export function closingQuoteAt(answer: string, cut: number): ClosingQuote | undefined {
  const open: string[] = [];
  let stackAtString: readonly string[] = [];
  let quote = "";
  let quoteAt = -1;
  for (let i = 0; i < cut; i++) {
    const c = answer[i] as string;
    if (quote !== "") {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
      continue;
    }
    if (c === "/" && answer[i + 1] === "/") {
      const end = answer.indexOf("\n", i);
      if (end < 0 || end >= cut) return undefined;
      i = end;
    } else if (c === "/" && answer[i + 1] === "*") {
      const end = answer.indexOf("*/", i + 2);
      if (end < 0 || end + 2 > cut) return undefined;
      i = end + 1;
    } else if (c === '"' || c === "'") {
      quote = c;
      quoteAt = i;
      stackAtString = [...open];
    } else if (c === "{" || c === "[") open.push(c);
    else if (c === "}" || c === "]") open.pop();
  }
  if (quote === "") return undefined;
  let at = cut;
  while (at > quoteAt + 1 && /[\s\]}]/.test(answer[at - 1] as string)) at--;
  if (at === cut || at === quoteAt + 1 || /["'`\\[\]{}\n\r]|^\s*[:,]/.test(answer.slice(quoteAt + 1, at))) return undefined;
  const closers = answer.slice(at, cut).replace(/\s+/g, "");
  const expected = stackAtString.map((c) => CLOSES[c]).reverse().join("");
  return closers === expected ? { fromEnd: cut - at, quote } : undefined;
}
