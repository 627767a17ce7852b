/**
 * A schema pattern rewritten for fast-check's `stringMatching`, same strings: an optional group `(X)?` becomes the
 * alternation `(X|)`. fast-check builds `(?:[a-z0-9-]+)?` in seconds (its time grows with the class's size), the
 * alternation in milliseconds. Lookaround groups, lazy `??` and possessive-looking `?+` are left as written.
 * @example generationPattern("^([a-z]+)?:$") // "^([a-z]+|):$"
 */
export function generationPattern(source: string): string {
  const opens: number[] = [];
  const out: string[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      out.push(c, source[i + 1] ?? "");
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out.push(c);
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") opens.push(i);
    else if (c === ")") {
      const open = opens.pop();
      const next = source[i + 1];
      const after = source[i + 2];
      const lookaround = open !== undefined && /^\(\?<?[=!]/.test(source.slice(open, open + 4));
      if (open !== undefined && next === "?" && after !== "?" && after !== "+" && !lookaround) {
        out.push("|)");
        i++;
        continue;
      }
    }
    out.push(c);
  }
  return out.join("");
}

/**
 * The pattern without its lookaround groups (`^(?!org\.)[a-z.]+$` → `^[a-z.]+$`), which fast-check cannot draw from:
 * a superset of the pattern's strings, to be filtered by the pattern itself. Undefined when there is none to remove.
 * @example withoutLookarounds("^(?!x)[a-z]+$") // "^[a-z]+$"
 */
export function withoutLookarounds(source: string): string | undefined {
  let out = "";
  let removed = false;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      out += c + (source[i + 1] ?? "");
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c;
      continue;
    }
    if (c === "[") inClass = true;
    if (c === "(" && /^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      const end = groupEnd(source, i);
      if (end === undefined) return undefined;
      i = end;
      removed = true;
      continue;
    }
    out += c;
  }
  return removed ? out : undefined;
}

/** The index of the `)` that closes the group opened at `open`, skipping escapes and classes. */
function groupEnd(source: string, open: number): number | undefined {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return undefined;
}
