// What the validator compiles itself (`patternProperties` names) must be valid with the `u` flag; kept apart from
// pattern-to-re2.ts so the core carries no RE2 translation (that loads with `salvage/re2`).
const QUANTIFIER = /^\{\d+(?:,\d*)?\}/;
const UNICODE_SYNTAX = new Set([..."^$\\.*+?()[]{}|/"]);

/**
 * A pattern valid only without the `u` flag (`\-`, `\:`, a lone `{`) rewritten to mean the same with it, for
 * the places where the validator compiles patterns itself (`patternProperties` names); `undefined` if it
 * cannot be rewritten.
 * @example unicodeCompatible("^x\\-\\d+$") // "^x\\u002d\\d+$"
 */
export function unicodeCompatible(source: string): string | undefined {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] ?? "";
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      i++;
      if (/[A-Za-z0-9]/.test(next) || UNICODE_SYNTAX.has(next)) out += `\\${next}`;
      else out += `\\u${(next.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c;
    } else if (c === "[") {
      inClass = true;
      out += c;
    } else if (c === "{") {
      const quantifier = QUANTIFIER.exec(source.slice(i, i + 24));
      out += quantifier === null ? "\\{" : quantifier[0];
      if (quantifier !== null) i += quantifier[0].length - 1;
    } else if (c === "}" || c === "]") out += `\\${c}`;
    else out += c;
  }
  try {
    new RegExp(out, "u");
    return out;
  } catch {
    return undefined;
  }
}
