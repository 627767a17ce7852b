const words = /^[\p{L}\p{N} .,;!?'\u2019-]+$/u;
// Refusals, hedges and non-answers: a text with one of these says it holds no answer, or only a guess at one.
const refusal =
  /\b(?:cannot|can't|can\u2019t|unable|won't|sorry|unsure|unclear|maybe|perhaps|probably|possibly|might|guess|no idea|idk|not sure|(?:don't|don\u2019t|dont|do not) know|none|nothing|unknown|let me|thinking|hmm+|nope)\b/iu;

/**
 * Whether `text` (trimmed) is a bare answer of words: one line of at most 200 characters of letters, digits,
 * spaces and `.,;!?'-`, with no refusal, hedge or non-answer in it (`cannot`, `sorry`, `maybe`, `no idea`, `none`, `let me`, …). `NOT ENOUGH CONTEXT` is;
 * `I cannot help with that.`, `#btn`, `Answer: "x"` and `{…}` are not.
 */
export function isBareAnswer(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 200 && words.test(trimmed) && !refusal.test(trimmed);
}
