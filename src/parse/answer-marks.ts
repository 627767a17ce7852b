import type { Candidate } from "../outcome/types.js";

/** What the text right before a candidate says it is: the answer (or a correction), an example, or nothing. */
export type AnswerMark = "answer" | "example" | undefined;

// Labels and words that mark what follows as the answer: a label, a correction after a first try.
// Each opens a line (after markdown: `#`, `*`, `>`, `-`, `_`), as a label does.
const answerWords = /(?:^|\n)[ \t>*#_-]*(?:final answer|answer|final|result|output|correction|corrected|actually|oops|instead|updated|fixed)\b/u;
// Labels and words that mark what follows as something else: an example, a before, a don't.
const exampleWords = /(?:^|\n)[ \t>*#_-]*(?:example|examples|e\.g|for instance|before|don't|do not|wrong|incorrect|bad|sample|template|first try|avoid)\b/u;

/**
 * What the text says of `candidate`: the last two lines before it (after the previous candidate, at most 160
 * characters) open a line with a label or word that names it the answer (`Answer:`, `Final:`, `Correction:`, `Actually`, `Oops`) or an example
 * (`Example:`, `e.g.`, `Before:`, `Don't`); `undefined` when they say neither, or both.
 * @example answerMark("Example: {\"a\": 1}\nAnswer: {\"a\": 2}", { start: 26, … }) // "answer"
 */
export function answerMark(text: string, candidate: Candidate, after: number): AnswerMark {
  let from = Math.max(after, candidate.start - 160, 0);
  let lines = 0;
  for (let i = candidate.start - 1; i >= from; i--) {
    if (text.charCodeAt(i) === 0x0a && i < candidate.start - 1 && ++lines === 2) {
      from = i + 1;
      break;
    }
  }
  const before = text.slice(from, candidate.start).toLowerCase();
  const answer = answerWords.test(before);
  const example = exampleWords.test(before);
  return answer === example ? undefined : answer ? "answer" : "example";
}
