/** A `key: value` line of a yaml-xml body whose value is one scalar written on the line. */
export interface YamlPair {
  readonly key: string;
  /** The value's text, unquoted when it was quoted. */
  readonly text: string;
  readonly quoted: boolean;
}

const pairLine = /^([A-Za-z_][\w.-]*):[ \t]+(.+?)[ \t]*$/;

/**
 * One line of a yaml-xml body, its indentation removed, for a streamed preview: a key and a scalar on the
 * same line (plain, or quoted with no escapes). Anything else (a nested block, a list item, a block scalar,
 * a flow collection, an anchor, a tag, a comment after the value) is `undefined`: the whole answer's parse
 * reads it, with the yaml package.
 * @example yamlPair('city: "Paris"') // { key: "city", text: "Paris", quoted: true }
 */
export function yamlPair(line: string): YamlPair | undefined {
  const match = pairLine.exec(line);
  if (match === null) return undefined;
  const key = match[1] as string;
  const value = match[2] as string;
  const double = /^"([^"\\]*)"$/.exec(value);
  if (double !== null) return { key, text: double[1] as string, quoted: true };
  const single = /^'([^']*)'$/.exec(value);
  if (single !== null) return { key, text: single[1] as string, quoted: true };
  if (/^[|>&*![{"'@`%-]|^\?\s|\s#|:\s/.test(value)) return undefined;
  return { key, text: value, quoted: false };
}
