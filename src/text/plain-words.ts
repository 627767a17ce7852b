const words = /^[\p{L}\p{N} .,;!?'\u2019-]+$/u;
const refusal = /\b(?:cannot|can't|can\u2019t|unable|won't|sorry|unsure|unclear|maybe|perhaps|probably|possibly|might|guess)\b/iu;

/**
 * Whether `text` (trimmed) is a bare answer of words: one line of at most 200 characters of letters, digits,
 * spaces and `.,;!?'-`, with no refusal or hedge in it (`cannot`, `sorry`, `maybe`, …). `NOT ENOUGH CONTEXT` is;
 * `I cannot help with that.`, `#btn`, `Answer: "x"` and `{…}` are not.
 */
export function isBareAnswer(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 200 && words.test(trimmed) && !refusal.test(trimmed);
}
