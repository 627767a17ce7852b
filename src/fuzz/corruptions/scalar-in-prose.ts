import type { Rng } from "../rng.js";
import { isSchemaObject, type JsonSchema } from "../schema.js";
import type { Corruption, Draft } from "../types.js";
import { withText } from "./shared.js";

// Sentences with no number, no yes/no word, no negation, hedge or question: the value is the only candidate.
const SENTENCES: readonly (readonly [string, string])[] = [
  ["The answer is ", "."],
  ["Answer: ", ""],
  ["Final answer: ", ""],
  ["Result: ", " — based on the data above."],
  ["After checking the details, the value is ", "."],
  ["", ""],
];

/** Whether the schema asks for exactly one boolean, number or integer (no enum, no union). */
function scalarType(schema: JsonSchema | undefined): "boolean" | "number" | undefined {
  if (!isSchemaObject(schema) || schema.enum !== undefined || schema.const !== undefined || schema.anyOf !== undefined || schema.oneOf !== undefined) return undefined;
  if (schema.type === "boolean") return "boolean";
  return schema.type === "number" || schema.type === "integer" ? "number" : undefined;
}

/** A number written without an exponent, small enough to print exactly. */
function plainNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 1e15 && !String(value).includes("e");
}

/** `12,111`, `-2,000.5`: thousands in groups of three after a comma. */
function grouped(value: number): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const groups = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${groups}${fraction === undefined ? "" : `.${fraction}`}`;
}

function spell(value: boolean | number, rng: Rng): string {
  if (typeof value === "boolean") {
    const word = rng.pick(value ? ["true", "True"] : ["false", "False"]);
    return rng.chance(0.3) ? `**${word}**` : word;
  }
  return Math.abs(value) >= 1000 && rng.chance(0.5) ? grouped(value) : String(value);
}

const whole = (draft: Draft): boolean => draft.span.start === 0 && draft.span.end === draft.text.length && !draft.truncated;

/**
 * A scalar answer in a sentence, where the schema asks for one boolean or number: `The answer is **True**.`,
 * `Answer: 12,111`. The value is the only token of its kind in the text: recoverable. Runs last, on an answer
 * nothing else framed.
 */
export const scalarInProse: Corruption = {
  name: "scalar-in-prose",
  phase: "text",
  rank: 100,
  group: "scalar-in-prose",
  recoverable: true,
  applies: (draft, context) => {
    const kind = scalarType(context.schema);
    if (kind === undefined || !whole(draft) || draft.written !== draft.expected) return false;
    return kind === "boolean" ? typeof draft.written === "boolean" : plainNumber(draft.written);
  },
  apply(draft, rng) {
    const [before, after] = rng.pick(SENTENCES);
    const value = spell(draft.written as boolean | number, rng);
    const text = before + value + after;
    return withText(draft, text, { start: before.length, end: before.length + value.length }, "scalar-in-prose");
  },
};

const MAGNITUDES: readonly (readonly [string, number])[] = [
  ["thousand", 3],
  ["million", 6],
  ["billion", 9],
  ["trillion", 12],
];

/**
 * A whole number of at least 1,000 written with a magnitude word from its own digits (`1234567` as `1.234567
 * million`, the point moved, trailing zeros dropped), and a negative number with a sign word (`minus 42.5`). Exact by
 * construction: the reading multiplies the digits written, nothing is rounded.
 */
function magnitude(value: number, rng: Rng): string {
  const sign = value < 0 ? "minus " : "";
  const digits = String(Math.abs(value));
  const fits = MAGNITUDES.filter(([, power]) => Number.isInteger(value) && digits.length > power);
  if (fits.length === 0) return sign + digits;
  const [word, power] = rng.pick(fits);
  const cut = digits.length - power;
  const fraction = digits.slice(cut).replace(/0+$/, "");
  return `${sign}${digits.slice(0, cut)}${fraction === "" ? "" : `.${fraction}`} ${word}`;
}

/**
 * A number answer in a sentence with a magnitude or sign word, where the schema asks for one number
 * (`The answer is 3.5 million.`, `Answer: minus 42`): read exactly from the digits written, so recoverable.
 */
export const magnitudeInProse: Corruption = {
  name: "magnitude-in-prose",
  phase: "text",
  rank: 100,
  group: "scalar-in-prose",
  recoverable: true,
  applies: (draft, context) =>
    scalarType(context.schema) === "number" && whole(draft) && draft.written === draft.expected && plainNumber(draft.written) &&
    (draft.written < 0 || (Number.isInteger(draft.written) && Math.abs(draft.written) >= 1000)),
  apply(draft, rng) {
    const [before, after] = rng.pick(SENTENCES);
    const value = magnitude(draft.written as number, rng);
    const text = before + value + after;
    return withText(draft, text, { start: before.length, end: before.length + value.length }, "magnitude-in-prose");
  },
};

/** A second value of the answer's kind, different from it: the other boolean, the number plus one. */
function other(value: boolean | number): boolean | number {
  return typeof value === "boolean" ? !value : value + 1;
}

/**
 * A scalar answer in a sentence with a second value joined by a hedge, where the schema asks for one boolean or number
 * (`The answer is 12 or 13.`, `Answer: True or False`): the text names two answers and does not say which, so the
 * value is no longer determined: not recoverable. Opt-in (not in `corruptions`, like `hedged-value`); salvage's own
 * properties draw it.
 */
export const hedgedScalar: Corruption = {
  name: "hedged-scalar",
  phase: "text",
  rank: 100,
  group: "scalar-in-prose",
  recoverable: false,
  applies: (draft, context) => scalarInProse.applies(draft, context),
  apply(draft, rng) {
    const [before, after] = rng.pick(SENTENCES);
    const written = draft.written as boolean | number;
    const hedge = rng.pick([" or ", " or maybe ", ", or perhaps "]);
    const pair = rng.chance(0.5) ? [written, other(written)] : [other(written), written];
    const value = `${spell(pair[0] as boolean | number, rng)}${hedge}${spell(pair[1] as boolean | number, rng)}`;
    const text = before + value + after;
    return withText(draft, text, { start: before.length, end: before.length + value.length }, "hedged-scalar", { recoverable: false });
  },
};
