/**
 * Special tokens written with full-width characters (DeepSeek's `<｜tool▁calls▁begin｜>`) are the same token
 * when a stack renders them in ASCII (`<|tool_calls_begin|>`, or any mix): `｜` is `|` and `▁` is `_`.
 * Both are one UTF-16 unit, so the folded text has the offsets of the text: a format finds its markers in
 * the folded text and slices arguments from the text as written (a `▁` inside an argument stays one).
 * @example foldTokens("<｜tool▁sep｜>") // "<|tool_sep|>"
 */
export function foldTokens(text: string): string {
  return /[｜▁]/.test(text) ? text.replace(/[｜▁]/g, (char) => (char === "｜" ? "|" : "_")) : text;
}
