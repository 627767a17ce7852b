/**
 * Whether a repaired value shows a quote that went missing: a key that runs over a line break (`{"root: {\n  sigma0": 28}`: a name never holds one), or a string in which a line starts with
 * a quote (`"zeta,\n    "omega"`: that quote opens the next value) where the reading kept raw line breaks in
 * strings (`rawLineBreaks`; for keys `rawKeyBreaks`, which also holds when the text writes no `\n` escape). The reader joined the text up to the next
 * quote into one string, or ended it where the text writes no quote (`text`: a string's last line must be followed by a
 * `"` somewhere in it); where the string really ends is left open. Iterative, each node visited once.
 */
export function quoteWentMissing(value: unknown, rawLineBreaks: boolean, rawKeyBreaks: boolean, text?: string): boolean {
  const stack: unknown[] = [value];
  let looked = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === "string") {
      if (rawLineBreaks && quoteStartsLine.test(node)) return true;
      // A string over a line break whose last line the text never closes with a quote (`"gamma,\n 4, "z"` read as
      // `gamma,\n 4`): the reader chose where it ends. Bounded: a few strings, one search each.
      if (rawLineBreaks && text !== undefined && looked < MAX_LOOKS && node.includes("\n")) {
        looked++;
        const last = node.slice(node.lastIndexOf("\n"));
        if (isPlainLine(last) && !text.includes(`${last}"`)) return true;
      }
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

const MAX_LOOKS = 16;
/** Whether `line` (a line break and what follows) holds only characters a JSON string writes as themselves. */
function isPlainLine(line: string): boolean {
  for (let i = 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}
// A line break, then spaces or tabs, then a quote: each run bounded by a different class, no backtracking.
const quoteStartsLine = /[\n\r][ \t]*"/;
