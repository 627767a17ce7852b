/** The message for input that is not a string at all. */
export function notTextMessage(input: unknown): string {
  return `Expected the model's text as a string, got ${input === null ? "null" : typeof input}.`;
}

/** The message for text over the size limit. */
export function tooLargeMessage(length: number, max: number): string {
  return `The text is ${length} characters long, over the limit of ${max}; raise maxSize if this is expected.`;
}

/** The message when several candidates validate, equally cheaply, to different values. */
export function ambiguousMessage(count: number): string {
  return `The text holds ${count} different values that each fit the schema equally well; answer with exactly one.`;
}

/** The message when the only values found are a format example or the schema itself, not an answer. */
export function notAnAnswerMessage(why: "placeholder" | "schema-echo"): string {
  return why === "placeholder"
    ? "The only value found is made of placeholders (such as \"<string>\"): an example of the format, not an answer. Answer with real values."
    : "The only value found is the schema itself, written back: not an answer. Answer with a value that fits the schema.";
}
