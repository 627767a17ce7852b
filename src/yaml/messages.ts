/** Refusal of `yaml` for a text with YAML errors or warnings (an unknown tag, a duplicate key, bad indentation). */
export function yamlInvalidMessage(problem: string): string {
  return `The YAML block could not be read: ${problem}`;
}

/** Refusal of `yaml` for a stream of several documents where the schema does not want a list. */
export function yamlSeveralDocumentsMessage(count: number): string {
  return `The YAML block holds ${count} documents (separated by ---), where the schema wants one value.`;
}

/** Refusal of `yaml` for a document that is empty or only comments. */
export function yamlEmptyMessage(): string {
  return "The YAML block holds no value (it is empty or only comments).";
}

/** Refusal of `yaml` for a document that is one unquoted line of text: prose, not data. */
export function yamlPlainTextMessage(): string {
  return "The YAML block is plain text, not YAML data; quote it if it is a string.";
}

/** Refusal of `yaml` for `key: #value`, which YAML reads as an empty value and a comment. */
export function yamlCommentValueMessage(position: number): string {
  return `A value at offset ${position} starts with #, which YAML reads as a comment, leaving the value empty; quote it ("#…").`;
}

/** Refusal of `yaml` for a key that is a list or a map. */
export function yamlComplexKeyMessage(): string {
  return "The YAML block has a key that is a list or a map; JSON keys are strings.";
}

/** Refusal of `yaml` for a value JSON cannot hold (a binary, a set, a date object, NaN or infinity, a cycle). */
export function yamlNotJsonMessage(): string {
  return "The YAML block holds a value JSON cannot hold (a tagged binary or set, NaN or infinity, or a recursive alias).";
}

/** Refusal of `yaml` for aliases expanding past the limit (a YAML alias bomb) or a value larger than the text can justify. */
export function yamlTooManyAliasesMessage(): string {
  return "The YAML block's aliases expand to too large a value (a resource exhaustion attack, or too many aliases).";
}

/** Refusal of `yaml` for nesting deeper than the limit. */
export function yamlTooDeepMessage(maxDepth: number): string {
  return `The YAML block nests deeper than ${maxDepth} levels.`;
}

/** Refusal of `yaml` for a block longer than the limit. */
export function yamlTooLargeMessage(length: number, max: number): string {
  return `The YAML block is ${length} characters long, more than the ${max} the yaml reader reads.`;
}

/** The repair step's message when a YAML block was read. */
export function yamlReadMessage(): string {
  return "Read the YAML block as a JSON value.";
}
