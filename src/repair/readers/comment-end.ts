// Where a comment ends, for the readers that rewrite a text before reading it (stray-commas, html-comments,
// unquoted-lines, bare-words, hedge, triple-quoted); where a string ends is src/text/string-end.ts's.

/** One past the line or block comment opening at `i` (a line comment ends before its newline), or `undefined` when none opens there. */
export function commentEnd(text: string, i: number): number | undefined {
  if (text.charCodeAt(i) !== 0x2f) return undefined;
  const next = text.charCodeAt(i + 1);
  if (next !== 0x2f && next !== 0x2a) return undefined;
  const close = next === 0x2f ? text.indexOf("\n", i + 2) : text.indexOf("*/", i + 2);
  return close < 0 ? text.length : next === 0x2f ? close : close + 2;
}
