import { isSmartDoubleQuote, isSmartSingleQuote } from "../text/chars.js";

/**
 * Decodes the character after a backslash (other than `u`), or `undefined` when the escape
 * is not one this parser accepts. Beyond JSON's own: `\'` (JavaScript's), and in a string
 * opened by a typographic quote, that quote escaped.
 */
export function readEscape(code: number, inSmartQuotes: boolean): string | undefined {
  switch (code) {
    case 0x22:
      return '"';
    case 0x5c:
      return "\\";
    case 0x2f:
      return "/";
    case 0x62:
      return "\b";
    case 0x66:
      return "\f";
    case 0x6e:
      return "\n";
    case 0x72:
      return "\r";
    case 0x74:
      return "\t";
    case 0x27:
      return "'";
    default:
      return inSmartQuotes && (isSmartDoubleQuote(code) || isSmartSingleQuote(code)) ? String.fromCharCode(code) : undefined;
  }
}
