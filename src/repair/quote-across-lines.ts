/**
 * Whether a repaired value shows a quote that went missing: a key that runs over a line break (`{"root: {\n  sigma0": 28}`: a name never holds one), or a string in which a line starts with
 * a quote (`"zeta,\n    "omega"`: that quote opens the next value) where the reading kept raw line breaks in
 * strings (`rawLineBreaks`; for keys `rawKeyBreaks`, which also holds when the text writes no `\n` escape). The reader joined the text up to the next
 * quote into one string; where the string really ends is left open. Iterative, each node visited once.
 */
export function quoteWentMissing(value: unknown, rawLineBreaks: boolean, rawKeyBreaks: boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === "string") {
      if (rawLineBreaks && quoteStartsLine.test(node)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (node !== null && typeof node === "object") {
      for (const key of Object.keys(node)) {
        if (rawKeyBreaks && (key.includes("\n") || key.includes("\r"))) return true;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

// A line break, then spaces or tabs, then a quote: each run bounded by a different class, no backtracking.
const quoteStartsLine = /[\n\r][ \t]*"/;
