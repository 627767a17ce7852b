import { excerptAt } from "./excerpt.js";
import type { SyntaxFamily } from "./families.js";
import type { Hole, TruncationPoint } from "./scan.js";
import type { SuspectWord } from "./suspect-word.js";

const places: Record<TruncationPoint, string> = {
  string: "inside a string",
  colon: "after a key and its colon, before the value",
  comma: "after a comma, before the next element",
  key: "after an object key",
  open: "before its objects or arrays were closed",
};

/** Where a cut-off text stopped, in words. */
export function truncationPlace(at: TruncationPoint = "open"): string {
  return places[at];
}

/** Failure message for a text longer than `maxSize`. */
export function tooLargeMessage(length: number, max: number): string {
  return `The text is ${length} characters long, over the limit of ${max} (maxSize); it was not read.`;
}

/** Failure message for invalid JSON longer than `maxRepairSize`. */
export function tooLargeToRepairMessage(length: number, max: number): string {
  return (
    `The text is not valid JSON, and at ${length} characters it is too large to repair ` +
    `(maxRepairSize is ${max}; the repair slows down as malformed input grows).`
  );
}

/** Failure message for invalid JSON that needs more rebuilding repairs than its size allows. */
export function tooMuchRepairMessage(repairs: number, length: number): string {
  return (
    `The text is not valid JSON and needs about ${repairs} structural repairs (missing or extra commas, ` +
    `colons, closers) over ${length} characters: too much work to repair.`
  );
}

/** Failure message for nesting deeper than `maxDepth` (or than the runtime's stack allowed, when `depth <= max`). */
export function tooDeepMessage(depth: number, max: number): string {
  return depth > max
    ? `The text nests at least ${depth} levels deep, over the limit of ${max} (maxDepth); it was not repaired.`
    : `The text nests ${depth} levels deep, too deep for the repair on this runtime's stack (maxDepth is ${max}).`;
}

/** Failure message for an input that is not a string at all. */
export function notTextMessage(type: string): string {
  return `Expected text to repair, got ${type}.`;
}

/** Failure message for a text cut off before its end (by default a failure, with the partial value attached). */
export function truncatedMessage(at?: TruncationPoint): string {
  return (
    `The answer was cut off ${truncationPlace(at)}, most likely at the output token limit, so the value is ` +
    `incomplete. Raise the output limit (max tokens) or ask again for the complete answer.`
  );
}

/** Why a reading whose string runs over a line break to a quote at a line's start (or whose key holds a line break) is refused. */
export function quoteAcrossLinesMessage(): string {
  return (
    "The text is not valid JSON and could not be repaired: a string runs over a line break, into a key or up to a quote " +
    "that starts a line, so a closing quote is missing and where the string ends is left open."
  );
}

/** Step message when a cut-off text was closed and accepted (`allowTruncated`). */
export function truncatedStepMessage(at?: TruncationPoint): string {
  return `The text was cut off ${truncationPlace(at)}; the repair closed what was open, so the value may be incomplete.`;
}

/** Step message for a syntax repair, naming the kinds of repair the pre-scan saw. */
export function syntaxRepairMessage(families: readonly (SyntaxFamily | (string & {}))[]): string {
  return families.length === 0 ? "Repaired the JSON syntax." : `Repaired the JSON syntax: ${families.join(", ")}.`;
}

/** Failure message for an empty text, or one with only whitespace and comments. */
export function emptyMessage(): string {
  return "The text is empty: there is no JSON value in it.";
}

/** Failure message for a text that does not start like a JSON value. */
export function notJsonStartMessage(text: string, position: number): string {
  return (
    `The text does not start like a JSON value (${excerptAt(text, position)}): expected an object, an array, ` +
    `a quoted string, a number or a literal. Prose is not turned into a string.`
  );
}

/** Failure message for control characters outside strings: binary data, not text. */
export function binaryMessage(text: string, position: number): string {
  return `The text holds a control character at position ${position} (${excerptAt(text, position)}): binary data, not JSON.`;
}

const holes: Record<Hole, string> = {
  ellipsis: "an ellipsis (...) stands for elements that were left out",
  "empty element": "an element is missing between commas",
  "missing value": "a key has no value",
};

/** Failure message for a place where the text leaves data out, so no repair can know the value. */
export function holeMessage(hole: Hole, text: string, position: number): string {
  return (
    `The text is not valid JSON: ${holes[hole]} at position ${position} (${excerptAt(text, position)}). ` +
    `A repair would have to invent or drop data there, so it is not repaired.`
  );
}

/** Failure message for bare words with no JSON value among them, like `[see above]`. */
export function bareWordsMessage(text: string, position: number): string {
  return (
    `The text holds only unquoted words (${excerptAt(text, position)}), no quoted string, number, literal ` +
    `or key: it reads as prose, so it is not turned into strings.`
  );
}

/** Failure message for several top-level values when some are bare strings or numbers. */
export function severalScalarsMessage(text: string, position: number): string {
  return (
    `The text holds several top-level values, not all objects or arrays (a second one starts at position ` +
    `${position}: ${excerptAt(text, position)}); it reads as prose, so it is not repaired.`
  );
}

const suspects: Record<SuspectWord, string> = {
  literal: "reads as a cut-off or misspelt literal (tru, nul), a yes/no word, or a number JSON has no form for (NaN, Infinity)",
  number: "is a number in a notation JSON lacks (007, 0xFF, +5), whose value or text the text does not choose between",
  punctuation: "is punctuation or markup, not a word",
  "glued quote": "runs into a quoted string",
  call: "looks like a function call",
  "odd key": "is a key that is no name (it starts with a digit or punctuation: 123key, @key), a sign of garbled text",
};

/** Failure message for an unquoted value that would be kept as a string while it means something else. */
export function suspectWordMessage(word: SuspectWord, text: string, position: number): string {
  return (
    `The text is not valid JSON: the unquoted value at position ${position} (${excerptAt(text, position)}) ` +
    `${suspects[word]}. Keeping it as a string would hide what was meant, so it is not repaired.`
  );
}

/**
 * Failure message for an unquoted word the `bare-words` reader left open and the schema does not settle (no
 * schema, or no type at that path): what it stands for or where it ends is not in the text.
 */
export function unguidedWordMessage(word: string, text: string): string {
  const position = Math.max(0, text.indexOf(word));
  return (
    `The text is not valid JSON: the unquoted word ${JSON.stringify(word.length > 40 ? `${word.slice(0, 40)}…` : word)} at position ${position} ` +
    `(${excerptAt(text, position)}) is not read, because the text leaves open what it is or where it ends: a yes/no word ` +
    `(a boolean in YAML, a word elsewhere), a cut-off literal, or a value whose end a line break, a quote or a key makes unclear. ` +
    `Quote it, or give a schema that says what the value is.`
  );
}

/** Failure message for a colon after no key, or a structure where a key belongs. */
export function misplacedMessage(what: "colon" | "key", text: string, position: number): string {
  const thing = what === "colon" ? "a colon that follows no key" : "an object or array where a key belongs";
  return `The text is not valid JSON: ${thing} at position ${position} (${excerptAt(text, position)}). A repair would garble the value, so it is not repaired.`;
}

/** Failure message for closers that do not pair up, so that text is left after the value closed. */
export function unpairedClosersMessage(text: string, position: number): string {
  return (
    `The text is not valid JSON: its brackets do not pair up, and text goes on at position ${position} ` +
    `(${excerptAt(text, position)}) after a mismatched closer closed the value. A repair would drop it, so it is not repaired.`
  );
}

/** Failure message for a text that is several JSON values where one is expected (or they are not JSON Lines). */
export function severalValuesMessage(count: number): string {
  return (
    `The text holds ${count} JSON values one after the other: returning one would drop the others, and they ` +
    `are read as one array only where the schema asks for an array, one value per line, none an array itself. ` +
    `Answer with exactly one value.`
  );
}

/**
 * Failure message for a key written twice in one object with two different values (`{"name": "A", "name": "B"}`):
 * JSON.parse would keep the last and json5, Python's json and jsonrepair too, but which one the model meant, the text
 * does not say.
 */
export function repeatedKeyMessage(text: string, position: number, repaired = false): string {
  return (
    `The text writes a key twice in one object with two different values (the second at position ${position}` +
    `${repaired ? " of the repaired JSON" : ""}: ` +
    `${excerptAt(text, position)}); which one is the answer the text does not say, so neither is chosen. ` +
    `Write each key once.`
  );
}

/** The repair named in a `syntax` step when a key was written twice with the same value, and read once. */
export const repeatedKeysRepair = "repeated keys with the same value";

/** Failure message for a triple quote that does not open a closed Python string. */
export function tripleQuoteMessage(text: string, position: number): string {
  return (
    `The text is not valid JSON: a triple quote at position ${position} (${excerptAt(text, position)}) opens a ` +
    `Python string that could not be read whole; read as JSON it would become an empty string and a stray key, so it is not repaired.`
  );
}

/** Failure message when the repair itself gives up, with what is wrong at which position. */
export function unrepairableMessage(reason: string, text: string, position: number): string {
  return `The text is not valid JSON and could not be repaired: ${reason} at position ${position} (${excerptAt(text, position)}).`;
}

/** The repair step's message when a plain-text ReAct `Action Input` is read as a string. */
export function plainActionInputMessage(): string {
  return "The Action Input is plain text, not JSON; it was read as a string.";
}

/** The repair step's message when a candidate that is one typographic string (`“#btn”`) is read as that string. */
export function smartQuotedMessage(): string {
  return "The text is one string in typographic quotes; it was read as that string.";
}

/** The repair step's message for a reader's value: the repairs it names, or the reader alone. */
export function readerStepMessage(reader: string, repairs: readonly string[]): string {
  return repairs.length === 0 ? `Read by the ${reader} reader.` : syntaxRepairMessage(repairs);
}

/** Failure message when no reader read a candidate and none said why. */
export function noReaderMessage(readers: number): string {
  return `None of the ${readers} readers could read this text as a JSON value.`;
}

/** Failure message for a number too large for a double (`1e400`): reading it would give Infinity, no JSON value. */
export function nonFiniteMessage(): string {
  return "The text writes a number beyond the range of a double (such as 1e400); it would read as Infinity, which is no JSON value and not the number written, so the value is not read.";
}
