import { labelledParts } from "../answer/region.js";
import { negatedAnswerMessage, notAnAnswerMessage, oddNumberMessage, quantityMessage, scalarAnswerMessage, severalAnswersMessage } from "../answer/messages.js";
import { answerTokens, type AnswerToken } from "../answer/tokens.js";
import { wantsScalar, type ScalarWant } from "../answer/wants.js";
import { wantsScalarItem } from "../answer/wants-item.js";
import type { TextRange } from "../../extract/scan.js";
import type { Reader, ReadRefusal, ReadValue } from "../reader.js";
import { literalSpelling } from "../../text/literal-spelling.js";
import { opensWithKey } from "../../extract/whole.js";

/** Candidates the answer readers read: the whole answer, and the contents of a fence or a tag. */
export const answerSources: ReadonlySet<string> = new Set(["answer", "fence", "tag"]);

/**
 * Whether the answer readers read this candidate: one from {@link answerSources}, or the whole text when it is a
 * literal or number spelt otherwise (`True`, `TRUE`, `None`, `82_461_110`) or opens with a quoted key and its colon
 * (`"a": 1`). The `whole` extractor offers such a text (with no schema it is the literal, or the object whose braces
 * are missing); the `answer` candidate of the same span then gives way to it, so a schema that asks for a string, a
 * number or an enum still reads the text as it did.
 */
export function isAnswerCandidate(source: string, text: string): boolean {
  if (answerSources.has(source)) return true;
  return source === "whole" && ((text.length <= 64 && literalSpelling(text.trim()) !== undefined) || opensWithKey(text));
}
/** The longest text read as an answer: past it, prose is an essay, not an answer. */
export const maxAnswerLength = 2000;

const negations = new Set(["not", "never", "no", "neither", "nor", "without", "hardly", "barely", "scarcely", "seldom", "rarely"]);
// Words after a number that scale it by a power of ten (`3.5 million`): read, exactly, as the number they make.
const magnitudes: ReadonlyMap<string, number> = new Map([["hundred", 2], ["thousand", 3], ["million", 6], ["billion", 9], ["trillion", 12]]);
// Words after a number that make it another quantity (`50 percent`, `2 dozen`, `3 bn`): refused, never dropped.
const otherQuantities = new Set(["percent", "per", "pct", "dozen", "k", "m", "mm", "bn", "mn", "millions", "billions", "thousands", "hundreds"]);
const refusals = new Set(["cannot", "can't", "unable", "won't", "sorry", "unsure", "unclear", "depends", "maybe", "perhaps", "probably", "possibly", "might", "guess"]);

/**
 * The reader `scalar-answer`: where the schema asks for a boolean, a number, an integer, `null` or one of
 * an enum of strings, an answer written in prose (`The answer is **True**.`, `It costs 12,111 dollars`,
 * `TWO - the second option`, `3.5 million`, `minus 5`) is read when it names exactly one value of that kind: first in lines labelled
 * `Answer:` (their first clause), else in the whole text. Two different values are `ambiguous`; a negation
 * right before the value (`not true`, `hardly true`), a question, a refusal or a hedge is a failure; a magnitude
 * word after a number is read with it (`3.5 million` is 3500000), a sign word before it too (`minus 5` is -5), and
 * another quantity word (`50 percent`, `2 dozen`) makes the answer fail rather than be dropped; `yes`/`no` and
 * `None`/`null` count only as the whole answer. Nothing is computed: a number is read as written, with
 * thousands groups, and any other notation (`1.234,5`, `1/5`, `50%`) is refused. Where the schema is a list of
 * such scalars, the one value named is read the same way (two named are `ambiguous`, as a list's extent in prose
 * is a guess) and the `single-to-array` rule makes it the list.
 */
export const scalarAnswer: Reader = {
  name: "scalar-answer",
  jsonData: true,
  wants: ["scalar"],
  read: (text, context) => {
    // A list of scalars (`{type: "array", items: {enum: […]}}`) takes the one value named: `single-to-array` wraps it.
    const scalar = wantsScalar(context.guide);
    const want = scalar ?? wantsScalarItem(context.guide);
    if (want === undefined || (want.string && want.choices === undefined)) return undefined;
    if (!isAnswerCandidate(context.candidate.source, text) || text.length > maxAnswerLength || startsLikeJson(text)) return undefined;
    const tokens = answerTokens(text);
    const refusal = tokens.find((token, index) => token.kind === "word" && (refusals.has(token.word) || isNotSure(tokens, index)));
    if (refusal !== undefined) return { refuse: notAnAnswerMessage("refusal", text, refusal.start), position: refusal.start };
    // A labelled line's first clause ends at `, `: for a list that would cut it (`Answer: ONE, TWO`), so a list
    // is read from the whole text only.
    let labelled: ReadValue | undefined;
    for (const part of scalar === undefined ? [] : labelledParts(text)) {
      const inPart = tokens.filter((token) => token.start >= part.start && token.end <= part.end);
      const read = readPart(text, part, inPart, want, false);
      if (read === undefined) continue;
      if (labelled === undefined) {
        if (!("value" in read)) return read;
        labelled = read;
      } else if ("value" in read && read.value !== labelled.value) {
        // Two labelled lines that name different values (`Answer: 3` … `Answer: 4`): which one is meant is a guess.
        return { refuse: severalAnswersMessage([labelled.value, read.value]), code: "ambiguous", position: part.start };
      }
    }
    if (labelled !== undefined) return labelled;
    return readPart(text, { start: 0, end: text.length }, tokens, want, true);
  },
};

/** The one value named in `tokens` (a part of the text), a refusal, or `undefined` when none is named. */
function readPart(text: string, part: TextRange, tokens: readonly AnswerToken[], want: ScalarWant, whole: boolean): ReadValue | ReadRefusal | undefined {
  const question = text.indexOf("?", part.start);
  if (question >= 0 && question < part.end) return { refuse: notAnAnswerMessage("question", text, question), position: question };
  const found: { value: unknown; index: number }[] = [];
  const words = tokens.filter((token) => token.kind === "word");
  const choices = want.choices?.map((choice) => ({ choice, parts: answerTokens(choice) })).filter((entry) => entry.parts.length > 0);
  const alone = whole && tokens.length === 1 && words.length === 1 ? (words[0] as { word: string }).word : undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as AnswerToken;
    if (token.kind === "odd-number") {
      if (want.number || want.integer) return { refuse: oddNumberMessage(text, token.start), position: token.start };
      continue;
    }
    if (token.kind === "number") {
      if (want.number || want.integer) {
        const value = numberWithWords(tokens, index, token.value);
        if (value === undefined) return { refuse: quantityMessage(text, token.start), position: token.start };
        found.push({ value, index });
      }
      continue;
    }
    if (want.boolean && (token.word === "true" || token.word === "false")) found.push({ value: token.word === "true", index });
    else if (want.boolean && alone !== undefined && (alone === "yes" || alone === "no")) found.push({ value: alone === "yes", index });
    else if (want.null && alone !== undefined && (alone === "null" || alone === "none")) found.push({ value: null, index });
    else if (choices !== undefined) {
      const choice = choiceAt(tokens, index, choices);
      if (choice !== undefined) found.push({ value: choice, index });
    }
  }
  if (found.length === 0) return undefined;
  const distinct: unknown[] = [];
  for (const { value } of found) if (!distinct.includes(value)) distinct.push(value);
  if (distinct.length > 1) return { refuse: severalAnswersMessage(distinct), code: "ambiguous", position: part.start };
  for (const { index } of found) {
    const negation = negatedAt(tokens, index);
    if (negation !== undefined) return { refuse: negatedAnswerMessage(text, negation), position: negation };
  }
  const first = tokens[(found[0] as { index: number }).index] as AnswerToken;
  return { value: distinct[0], repairs: ["answer in prose"], message: scalarAnswerMessage(distinct[0], text, first.start) };
}

/**
 * The number token `index` names with the words around it: a sign word before it (`minus 5`, `negative 2` → -5,
 * -2) and a magnitude after it (`3.5 million` → 3500000, computed from the digits as written, so exactly);
 * `undefined` when a word after it makes it another quantity (`50 percent`, `2 dozen`): dropping it would
 * change the value.
 */
function numberWithWords(tokens: readonly AnswerToken[], index: number, value: number): number | undefined {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  let result = value;
  if (after?.kind === "word") {
    const power = magnitudes.get(after.word);
    if (power !== undefined) result = Number(`${value}e${power}`);
    else if (otherQuantities.has(after.word)) return undefined;
  }
  if (before?.kind === "word" && (before.word === "minus" || before.word === "negative") && result > 0) result = -result;
  return Number.isFinite(result) ? result : undefined;
}

/** The enum choice whose words start at token `index` (case-insensitive, `_`/`-`/spaces alike), if any. */
function choiceAt(tokens: readonly AnswerToken[], index: number, choices: readonly { choice: string; parts: readonly AnswerToken[] }[]): string | undefined {
  for (const { choice, parts } of choices) {
    const matches = parts.every((part, offset) => {
      const token = tokens[index + offset];
      if (token === undefined) return false;
      if (part.kind === "word") return token.kind === "word" && token.word === part.word;
      return part.kind === "number" && token.kind === "number" && token.value === part.value;
    });
    if (matches) return choice;
  }
  return undefined;
}

/** Offset of a negation among the two words before token `index` (`not true`, `isn't true`), if any. */
function negatedAt(tokens: readonly AnswerToken[], index: number): number | undefined {
  for (let back = 1; back <= 2; back++) {
    const token = tokens[index - back];
    if (token?.kind !== "word") continue;
    if (negations.has(token.word) || token.word.endsWith("n't")) return token.start;
  }
  return undefined;
}

/** `not sure`, `no idea`, `don't know`: a hedge spelt with a negation. */
function isNotSure(tokens: readonly AnswerToken[], index: number): boolean {
  const token = tokens[index];
  if (token?.kind !== "word" || (token.word !== "sure" && token.word !== "idea" && token.word !== "know")) return false;
  const before = tokens[index - 1];
  return before?.kind === "word" && (negations.has(before.word) || before.word.endsWith("n't"));
}

/** Whether the text starts with `{` or `[`: a structure is the JSON readers' to read. */
export function startsLikeJson(text: string): boolean {
  const trimmed = text.trimStart();
  return trimmed.startsWith("{") || trimmed.startsWith("[");
}
