// JavaScript's `\s`: what RE2's ASCII-only `\s` lacks (Unicode spaces, BOM), written as RE2 class ranges.
const SPACE_RANGES = "\\t\\n\\x{b}\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}";
// JavaScript's `.` (no `s` flag): anything but a line terminator.
const DOT = "[^\\n\\r\\x{2028}\\x{2029}]";
const KEPT_ESCAPES = new Set(["d", "D", "w", "W", "n", "r", "t", "f", "v"]);
const QUANTIFIER = /^\{\d+(?:,\d*)?\}/;

/**
 * A JavaScript pattern (as `new RegExp(source, unicode ? "u" : "")` reads it) rewritten in RE2 syntax with
 * the same meaning, or `undefined` where the two differ or RE2 has no equivalent (lookaround, back-references,
 * `\c`, empty classes). RE2 runs in linear time; the rewrite keeps JavaScript's `\s`, `.` and escapes.
 * @example patternToRe2("^\\d{3}\\-\\d{4}$", false) // "^\\d{3}\\-\\d{4}$"
 */
export function patternToRe2(source: string, unicode: boolean): string | undefined {
  let out = "";
  let inClass = false;
  let classStart = false;
  for (let i = 0; i < source.length; ) {
    const c = source[i] ?? "";
    if (c === "\\") {
      const escaped = escape(source, i + 1, unicode, inClass);
      if (escaped === undefined) return undefined;
      out += escaped.text;
      i = escaped.next;
      classStart = false;
      continue;
    }
    if (inClass) {
      // `[]` matches nothing and `[^]` anything in JavaScript; RE2 reads the `]` as a literal.
      if (c === "]" && classStart) return undefined;
      classStart = false;
      if (c === "]") inClass = false;
      out += c === "[" ? "\\[" : c;
      i += 1;
      continue;
    }
    if (c === "[") {
      inClass = true;
      classStart = true;
      out += c;
      if (source[i + 1] === "^") {
        out += "^";
        i += 1;
      }
      i += 1;
      continue;
    }
    if (c === "(" && source[i + 1] === "?") {
      const next = source[i + 2];
      // Lookahead and lookbehind have no RE2 equivalent.
      if (next === "=" || next === "!" || (next === "<" && (source[i + 3] === "=" || source[i + 3] === "!"))) return undefined;
    }
    if (c === ".") out += DOT;
    else if (c === "{") {
      const quantifier = QUANTIFIER.exec(source.slice(i, i + 24));
      if (quantifier !== null) {
        out += quantifier[0];
        i += quantifier[0].length;
        continue;
      }
      out += "\\{";
    } else if (c === "}") out += "\\}";
    else out += c;
    i += 1;
  }
  return inClass ? undefined : out;
}

function escape(source: string, at: number, unicode: boolean, inClass: boolean): { text: string; next: number } | undefined {
  const c = source[at];
  if (c === undefined) return undefined;
  if (KEPT_ESCAPES.has(c)) return { text: `\\${c}`, next: at + 1 };
  if (c === "b" || c === "B") return inClass ? (c === "b" ? { text: "\\x{8}", next: at + 1 } : undefined) : { text: `\\${c}`, next: at + 1 };
  if (c === "s") return { text: inClass ? SPACE_RANGES : `[${SPACE_RANGES}]`, next: at + 1 };
  if (c === "S") return inClass ? undefined : { text: `[^${SPACE_RANGES}]`, next: at + 1 };
  if (c === "0" && !/\d/.test(source[at + 1] ?? "")) return { text: "\\x{0}", next: at + 1 };
  if (/\d/.test(c) || c === "k" || c === "c") return undefined;
  if (c === "x") {
    const hex = /^[0-9A-Fa-f]{2}/.exec(source.slice(at + 1, at + 3));
    if (hex !== null) return { text: `\\x{${hex[0]}}`, next: at + 3 };
    return unicode ? undefined : { text: "x", next: at + 1 };
  }
  if (c === "u") return unicodeEscape(source, at, unicode);
  if (c === "p" || c === "P") {
    if (!unicode) return { text: c, next: at + 1 };
    const name = /^\{([A-Za-z_]+)\}/.exec(source.slice(at + 1, at + 40));
    return name === null ? undefined : { text: `\\${c}{${name[1] ?? ""}}`, next: at + 1 + name[0].length };
  }
  // Any other letter is an identity escape (only without `u`): the letter itself. RE2 gives some a meaning.
  if (/[A-Za-z]/.test(c)) return unicode ? undefined : { text: c, next: at + 1 };
  const code = c.codePointAt(0) ?? 0;
  if (code < 0x80) return { text: `\\${c}`, next: at + 1 };
  return { text: c, next: at + c.length };
}

function unicodeEscape(source: string, at: number, unicode: boolean): { text: string; next: number } | undefined {
  if (unicode && source[at + 1] === "{") {
    const braced = /^\{([0-9A-Fa-f]{1,6})\}/.exec(source.slice(at + 1, at + 10));
    return braced === null ? undefined : { text: `\\x{${braced[1] ?? ""}}`, next: at + 1 + braced[0].length };
  }
  const hex = /^[0-9A-Fa-f]{4}/.exec(source.slice(at + 1, at + 5));
  if (hex === null) return unicode ? undefined : { text: "u", next: at + 1 };
  const high = parseInt(hex[0], 16);
  // A surrogate pair written as two escapes is one code point (with `u`); RE2 wants the code point.
  const low = /^\\u([Dd][C-Fc-f][0-9A-Fa-f]{2})/.exec(source.slice(at + 5, at + 11));
  if (high >= 0xd800 && high <= 0xdbff && low !== null) {
    const point = (high - 0xd800) * 0x400 + (parseInt(low[1] ?? "", 16) - 0xdc00) + 0x10000;
    return { text: `\\x{${point.toString(16)}}`, next: at + 11 };
  }
  if (high >= 0xd800 && high <= 0xdfff) return undefined;
  return { text: `\\x{${hex[0]}}`, next: at + 5 };
}
