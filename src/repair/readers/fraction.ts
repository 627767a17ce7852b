import { wantsScalar } from "../answer/wants.js";
import type { Reader } from "../reader.js";
import { answerSources } from "./scalar-answer.js";

/** The step message for a fraction read as the number it computes to. */
export function fractionMessage(text: string, value: number): string {
  return `Read the fraction ${text} as the number ${value} (computed: the opt-in fraction reader).`;
}

/** Failure message for a fraction whose denominator is zero. */
export function zeroDenominatorMessage(text: string): string {
  return `The answer ${JSON.stringify(text)} is a fraction with a zero denominator: it has no value. Answer with a plain number.`;
}

// `-3/4`, `1 / 5`, with a sentence period: the whole answer, nothing else.
const fraction = /^([-+]?\d{1,15})\s*\/\s*(\d{1,15})\.?$/;

/**
 * The reader `fraction` (opt-in: `readers: [fraction, ...defaultReaders]`): where the schema asks for a
 * number (or an integer), a whole answer that is one fraction of integers (`1/5`, `-3 / 4`) is read as the
 * number it computes to (`0.2`). Not a default, because it computes: `1/5` might be a date, a score or a
 * ratio the caller wants as written, and `1/3` has no exact binary value. Only the whole answer (a fence's or a
 * tag's contents, or the visible text) is read; a fraction inside a sentence is left to `scalar-answer`,
 * which refuses it. A zero denominator fails.
 * @example salvage({ type: "number" }, { readers: [fraction, ...defaultReaders] }).parse("1/5") // ok: 0.2
 */
export const fractionAnswer: Reader = {
  name: "fraction",
  read: (text, context) => {
    const want = wantsScalar(context.guide);
    if (want === undefined || !(want.number || want.integer) || !answerSources.has(context.candidate.source)) return undefined;
    const trimmed = text.trim();
    const match = fraction.exec(trimmed);
    if (match === null) return undefined;
    const denominator = Number(match[2]);
    if (denominator === 0) return { refuse: zeroDenominatorMessage(trimmed), position: 0 };
    const value = Number(match[1]) / denominator;
    return { value, repairs: ["fraction"], message: fractionMessage(trimmed.replace(/\.$/, ""), value) };
  },
};
