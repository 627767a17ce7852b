import { describe, expect, it } from "vitest";
import {
  hexValue,
  isDigit,
  isHexDigit,
  isIdentifierChar,
  isIdentifierStart,
  isJsonWhitespace,
  isNumberChar,
  isQuote,
  isSmartDoubleQuote,
  isSmartSingleQuote,
  isSpecialWhitespace,
  isValueStart,
} from "./chars.js";

const code = (ch: string) => ch.charCodeAt(0);
const all = (predicate: (c: number) => boolean, chars: string) => [...chars].every((ch) => predicate(code(ch)));
const none = (predicate: (c: number) => boolean, chars: string) => [...chars].every((ch) => !predicate(code(ch)));

describe("character predicates", () => {
  it("JSON whitespace is exactly space, tab, LF, CR", () => {
    expect(all(isJsonWhitespace, " \t\n\r")).toBe(true);
    expect(none(isJsonWhitespace, "\u00a0\u000b\u000cx\u2028")).toBe(true);
  });

  it("special whitespace covers Unicode spaces and the BOM, not JSON's own", () => {
    expect(all(isSpecialWhitespace, "\u00a0\u2000\u200b\u202f\u3000\ufeff")).toBe(true);
    expect(none(isSpecialWhitespace, " \t\nx")).toBe(true);
  });

  it("digits, number characters and hex digits", () => {
    expect(all(isDigit, "0123456789")).toBe(true);
    expect(none(isDigit, "a/:")).toBe(true);
    expect(all(isNumberChar, "0189-+.eE")).toBe(true);
    expect(none(isNumberChar, "xa ,")).toBe(true);
    expect(all(isHexDigit, "09afAF")).toBe(true);
    expect(none(isHexDigit, "gG/:@`")).toBe(true);
    expect([..."09afAF"].map((ch) => hexValue(code(ch)))).toEqual([0, 9, 10, 15, 10, 15]);
  });

  it("identifiers are ASCII letters, digits (not first), _ and $", () => {
    expect(all(isIdentifierStart, "azAZ_$")).toBe(true);
    expect(none(isIdentifierStart, "09-é ")).toBe(true);
    expect(all(isIdentifierChar, "azAZ_$09")).toBe(true);
    expect(none(isIdentifierChar, "-é :")).toBe(true);
  });

  it("quotes: ASCII and typographic, never the backtick", () => {
    expect(all(isQuote, `"'“”‘’`)).toBe(true);
    expect(none(isQuote, "`´«")).toBe(true);
    expect(all(isSmartDoubleQuote, "“”")).toBe(true);
    expect(all(isSmartSingleQuote, "‘’")).toBe(true);
    expect(all(isValueStart, `{["'“0-tTx_$`)).toBe(true);
    expect(none(isValueStart, "]}:,+. ")).toBe(true);
  });
});
