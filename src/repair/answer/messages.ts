import { excerptAt } from "../excerpt.js";

/** The repair step's message when a scalar was read from an answer written in prose. */
export function scalarAnswerMessage(value: unknown, text: string, position: number): string {
  return `The answer is prose; it holds exactly one value the schema accepts, ${JSON.stringify(value)} (${excerptAt(text, position)}), which was read.`;
}

/** Failure message when an answer in prose names several different values the schema accepts. */
export function severalAnswersMessage(values: readonly unknown[]): string {
  const listed = values.slice(0, 4).map((value) => JSON.stringify(value)).join(", ");
  return `The answer names ${values.length} different values the schema accepts (${listed}${values.length > 4 ? ", …" : ""}); picking one would be a guess. Answer with exactly one.`;
}

/** Failure message when a negation stands next to the only value of an answer (`not true`). */
export function negatedAnswerMessage(text: string, position: number): string {
  return `The answer negates the value it names (${excerptAt(text, position)}); reading the value would invert it, so it is not read. Answer with the value alone.`;
}

/** Failure message for an answer that is a question, a refusal or a hedge. */
export function notAnAnswerMessage(kind: "question" | "refusal", text: string, position: number): string {
  const what = kind === "question" ? "asks a question" : "refuses or hedges";
  return `The text ${what} (${excerptAt(text, position)}) instead of answering; no value is read from it.`;
}

/** Failure message for a number in a notation that is not read by default. */
export function oddNumberMessage(text: string, position: number): string {
  return (
    `The answer writes a number in a notation that is not read by default (${excerptAt(text, position)}): a decimal ` +
    `comma or dotted thousands (1.234,5), a fraction, a percentage, a date or a time. Write it as a plain number.`
  );
}

/** Failure message for a number whose words make it another quantity (`50 percent`, `2 dozen`). */
export function quantityMessage(text: string, position: number): string {
  return (
    `The answer writes a number with a word that makes it another quantity (${excerptAt(text, position)}): a ` +
    `percentage, a dozen or an abbreviated magnitude. Reading the number alone would drop that word. Write it as a plain number.`
  );
}

/** The repair step's message when a plain-text answer to a string schema was taken as the string. */
export function plainTextMessage(): string {
  return "The answer is plain text and the schema asks for a string; the text (trimmed) was read as that string.";
}

/** Failure message for a string answer that quotes JSON no reader could read (`"{"a": 1}`): its extent is unclear. */
export function quotedJsonMessage(): string {
  return "The answer is JSON inside a quote that no JSON reader could read, so where its string ends is unclear; it is not read as plain text. Answer with the string as one JSON string literal.";
}
