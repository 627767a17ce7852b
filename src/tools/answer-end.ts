import { foldTokens } from "./formats/token-fold.js";

/**
 * Tokens that end a model's turn: text after one is the model going on past its answer (a new turn it
 * imagined), never part of it. As folded: ASCII and full-width spellings alike (`<｜end▁of▁sentence｜>`).
 */
const endTokens: readonly string[] = [
  "<|eot_id|>",
  "<|im_end|>",
  "<|endoftext|>",
  "<|end_of_text|>",
  "<end_of_turn>",
  "<|end_of_sentence|>",
];

/**
 * Lines that open a new turn or a new prompt: a role marker, an instruction heading, a chat template's
 * turn token. A second `Question:` line (the model answering a question it wrote itself) counts too.
 */
const turnLine = /^[ \t]*(?:#{2,4}[ \t]*(?:Instruction|Response|Human|User)\b|(?:Human|User|USER)[ \t]*:|<\|user\|>|<\|im_start\|>|<\|start_header_id\|>|<start_of_turn>user)/m;
const questionLine = /^[ \t]*Question:/gm;

/**
 * Where a model's answer ends: at the first end-of-turn token or new-turn line after some answer text (the
 * text's length when there is none). Linear: one search per token and two line patterns anchored at line
 * starts.
 * @example answerEnd('[f(a=1)]\n### Instruction:\nnow [g()]') // 9
 */
export function answerEnd(text: string): number {
  let end = text.length;
  const shape = foldTokens(text);
  for (const token of endTokens) {
    const at = shape.indexOf(token);
    if (at !== -1 && at < end && text.slice(0, at).trim() !== "") end = at;
  }
  const turn = turnLine.exec(text);
  if (turn !== null && turn.index < end && text.slice(0, turn.index).trim() !== "") end = turn.index;
  questionLine.lastIndex = 0;
  const first = questionLine.exec(text);
  if (first !== null && first.index < end) {
    // A text may open by restating the question; the next one starts a new exchange.
    const opens = text.slice(0, first.index).trim() === "";
    const second = opens ? questionLine.exec(text) : first;
    if (second !== null && second.index < end) end = second.index;
  }
  return end;
}
