/** Refusal of `xml-elements` for an element the schema declares nowhere (by name or alias). */
export function xmlUnknownElementMessage(name: string): string {
  return `The element <${name}> is not a property of the schema (nor an alias of one); it was not read.`;
}

/** Refusal of `xml-elements` for an element name that is an alias of several properties. */
export function xmlAmbiguousElementMessage(name: string): string {
  return `The element <${name}> is an alias of several properties of the schema; it was not read.`;
}

/** Refusal of `xml-elements` for a property written twice with two different values. */
export function xmlConflictMessage(name: string): string {
  return `The element <${name}> appears more than once with different values, where the schema wants one value.`;
}

/** Refusal of `xml-elements` for an element that is never closed, or closed by another name. */
export function xmlUnbalancedMessage(name: string): string {
  return `The XML is not balanced: <${name}> is not closed where it should be.`;
}

/** Refusal of `xml-elements` for text beside elements (mixed content) or outside them. */
export function xmlMixedMessage(name: string | undefined): string {
  return name === undefined
    ? "The text holds words outside its XML elements; it was not read as XML."
    : `The element <${name}> holds both text and elements; it was not read.`;
}

/** Refusal of `xml-elements` for an enum answer that equals several allowed values once written as text. */
export function xmlAmbiguousEnumMessage(name: string): string {
  return `The text of <${name}> matches several allowed values of the schema; it was not read.`;
}

/** Refusal of `xml-elements` for elements nested deeper than the limit. */
export function xmlTooDeepMessage(maxDepth: number): string {
  return `The XML elements nest deeper than ${maxDepth} levels.`;
}

/** The repair step's message when XML elements were read into a value. */
export function xmlReadMessage(aliases: readonly string[]): string {
  const renamed = aliases.length === 0 ? "" : ` (by alias: ${aliases.join(", ")})`;
  return `Read XML elements as the schema's properties${renamed}.`;
}

/** Refusal of `xml-elements` for text where the schema wants an object or a list (`<answer>I cannot help.</answer>`). */
export function xmlTextForObjectMessage(name: string): string {
  return `The element <${name}> holds text where the schema wants an object or a list; it was not read.`;
}
