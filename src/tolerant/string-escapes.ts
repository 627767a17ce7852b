import { isSmartDoubleQuote, isSmartSingleQuote } from "../text/chars.js";

/** JSON's escapes but `\u`: the character after the backslash, and the one it stands for. */
export const jsonEscapes: Readonly<Record<string, string>> = { '"': '"', "\\": "\\", "/": "/", n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/**
 * Decodes the character after a backslash (other than `u`), or `undefined` when the escape
 * is not one this parser accepts. Beyond JSON's own: `\'` (JavaScript's), and in a string
 * opened by a typographic quote, that quote escaped.
 */
export function readEscape(code: number, inSmartQuotes: boolean): string | undefined {
  const char = String.fromCharCode(code);
  const decoded = jsonEscapes[char];
  if (decoded !== undefined) return decoded;
  if (code === 0x27) return "'";
  return inSmartQuotes && (isSmartDoubleQuote(code) || isSmartSingleQuote(code)) ? char : undefined;
}
