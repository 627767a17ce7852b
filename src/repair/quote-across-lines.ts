/**
 * Whether a repaired value shows a quote that went missing: a key that runs over a line break (`{"root: {\n  sigma0": 28}`: a name never holds one), or a string in which a line starts with
 * a quote (`"zeta,\n    "omega"`: that quote opens the next value) where the reading kept raw line breaks in
 * strings (`rawLineBreaks`; for keys `rawKeyBreaks`, which also holds when the text writes no `\n` escape, asked
 * only when a key holds a line break). The reader joined the text up to the next
 * quote into one string, or ended it where the text writes no quote (`text`: each string, or its last line, must be
 * followed by a `"` in the text, in the order written); where the string really ends is left open. Iterative, each
 * node visited once, one forward search through the text.
 */
export function quoteWentMissing(value: unknown, rawLineBreaks: boolean, rawKeyBreaks: () => boolean, text?: string): boolean {
  // Without raw line breaks in strings only keys are looked at (and only for raw line breaks).
  if (!rawLineBreaks) return keyHoldsLineBreak(value) && rawKeyBreaks();
  // Strings are visited in the order they are written, so each is looked for after the one before it.
  const stack: unknown[] = [value];
  const closes = text !== undefined && writesStringsAsThemselves(text);
  let cursor = 0;
  let misses = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    if (node instanceof Key) {
      if (!isPlain(node.name) || node.name === "") continue;
      const at = (text as string).indexOf(`${node.name}"`, cursor);
      if (at >= 0) cursor = at + node.name.length + 1;
      else if (misses++ < MAX_MISSES && !(text as string).includes(`${node.name}"`)) return true;
    } else if (typeof node === "string") {
      if (rawLineBreaks && quoteStartsLine.test(node)) return true;
      // A string whose last line no quote in the text closes (`"gamma,\n 4, "z"` read as `gamma,\n 4`, `"beta,,\n`
      // read as `beta,`), nor a comma at its line's end: the reader chose where it ends.
      if (closes) {
        const tail = node.slice(Math.max(0, node.lastIndexOf("\n")));
        // blank tails are not looked for: a search for one would walk white space runs, once per position
        if (!isPlain(tail) || tail.trim() === "") continue;
        const at = closedAt(text as string, tail, cursor);
        if (at >= 0) cursor = at;
        // out of order (an integer-like key sorted first): looked for from the start, a few times at most
        else if (misses++ < MAX_MISSES && closedAt(text as string, tail, 0) < 0) return true;
      }
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
    } else if (node !== null && typeof node === "object") {
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        if ((key.includes("\n") || key.includes("\r")) && rawKeyBreaks()) return true;
        stack.push((node as Record<string, unknown>)[key]);
        // a key the reader ended where the text writes no quote (`"root1: [` read as the key `root1:`)
        if (closes) stack.push(new Key(key));
      }
    }
  }
  return false;
}

const MAX_MISSES = 16;

/** Whether some key of the value, at any depth, holds a line break: a walk of its containers alone. */
function keyHoldsLineBreak(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const node = stack.pop() as object;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) pushContainer(node[i], stack);
      continue;
    }
    const keys = Object.keys(node);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      if (holdsLineBreak(key)) return true;
      pushContainer((node as Record<string, unknown>)[key], stack);
    }
  }
  return false;
}

function pushContainer(member: unknown, stack: object[]): void {
  if (typeof member === "object" && member !== null) stack.push(member);
}

/** A loop over a key's characters: keys are short, and two `includes` calls cost more. */
function holdsLineBreak(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return true;
  }
  return false;
}

/** A key on the walk's stack, looked for in the text before its value. */
class Key {
  constructor(readonly name: string) {}
}

/**
 * Where `tail` is written from `from` on followed by its closing quote, or by the end of its line next to a comma
 * where a value starts (`"x,\n "b": 2`, `"b\n, "c": 1`: the comma is the separator, the line break layout; not after
 * a key's quote, `"k"" false,`, where a colon is missing too; not when `tail` ends with a
 * comma or is the last line of a string over a line break, whose reader joined lines): the offset after it, else -1.
 */
function closedAt(text: string, tail: string, from: number): number {
  const joined = tail.endsWith(",") || tail.charCodeAt(0) === 0x0a;
  for (let at = text.indexOf(tail, from); at >= 0; at = text.indexOf(tail, at + 1)) {
    const after = at + tail.length;
    if (text.charCodeAt(after) === 0x22) return after + 1;
    if (!joined && opensValue(text, at) && endsLineAtComma(text, after)) return after;
  }
  return -1;
}

/** Whether a `"` right before `at` opens a value: after `:`, `,`, `[` or the start (white space aside), not after a quote. */
function opensValue(text: string, at: number): boolean {
  if (text.charCodeAt(at - 1) !== 0x22) return false;
  let i = at - 2;
  while (i >= 0 && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09 || text.charCodeAt(i) === 0x0a || text.charCodeAt(i) === 0x0d)) i--;
  const c = text.charCodeAt(i);
  return i < 0 || c === 0x3a || c === 0x2c || c === 0x5b;
}

/**
 * Whether a comma and then a line break, or a line break and then a comma or a closer, follow `i` (spaces and tabs
 * aside): the line's end is the one place the string can end.
 */
function endsLineAtComma(text: string, i: number): boolean {
  const comma = text.charCodeAt(i) === 0x2c;
  if (comma) i++;
  while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
  if (text.charCodeAt(i) !== 0x0a && text.charCodeAt(i) !== 0x0d) return false;
  if (comma) return true;
  while (i < text.length && /\s/.test(text.charAt(i))) i++;
  const c = text.charCodeAt(i);
  return c === 0x2c || c === 0x7d || c === 0x5d;
}

/** Whether `tail` (a string, or its last line from the line break) holds only characters JSON writes as themselves. */
function isPlain(tail: string): boolean {
  for (let i = tail.charCodeAt(0) === 0x0a ? 1 : 0; i < tail.length; i++) {
    const c = tail.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}

/** Whether every string of `text` is written with `"` and its characters as themselves (no `\u` or `\/` escape, no other quotes). */
function writesStringsAsThemselves(text: string): boolean {
  return !/\\[u/]|['`\u2018\u2019\u201c\u201d]/.test(text);
}

// A line break, then spaces or tabs, then a quote: each run bounded by a different class, no backtracking.
const quoteStartsLine = /[\n\r][ \t]*"/;
