/** Where a literal parse stopped: the value and the offset after it, or `undefined` when the text is not one. */
export interface LiteralRead {
  readonly value: unknown;
  readonly end: number;
}

/** How a call notation writes strings: Python quotes, or Gemma's `<escape>` / `<|"|>` delimiters. */
export interface LiteralSyntax {
  /** Delimiters that open and close a raw string (no escapes inside). */
  readonly rawQuotes: readonly string[];
  /** Whether `'…'` and `"…"` with backslash escapes are strings. */
  readonly pythonQuotes: boolean;
  /** Whether object keys may be bare words (`{city: …}`). */
  readonly bareKeys: boolean;
  /** Whether a quoted string ends at a raw line break unclosed (Python: only escapes write one). */
  readonly lineStrings?: boolean;
}

const maxDepth = 64;
const numberPattern = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const words: Readonly<Record<string, unknown>> = { true: true, false: false, null: null, True: true, False: false, None: null };
const escapes: Readonly<Record<string, string>> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"', "0": "\0", b: "\b", f: "\f" };

/**
 * A literal of a call notation at `pos`: a string, a number, `true`/`True`, `false`, `null`/`None`, a
 * list, or a dict; nested at most 64 deep. `undefined` when the text there is not a complete literal (an
 * unknown word is never turned into a string).
 */
export function readLiteral(text: string, pos: number, syntax: LiteralSyntax, depth = 0): LiteralRead | undefined {
  if (depth > maxDepth) return undefined;
  const at = skipBlank(text, pos);
  const c = text[at];
  if (c === undefined) return undefined;
  for (const quote of syntax.rawQuotes) {
    if (!text.startsWith(quote, at)) continue;
    const close = text.indexOf(quote, at + quote.length);
    return close === -1 ? undefined : { value: text.slice(at + quote.length, close), end: close + quote.length };
  }
  if (syntax.pythonQuotes && (c === '"' || c === "'")) return readQuoted(text, at, c, syntax.lineStrings === true);
  if (c === "[" || c === "(") return readList(text, at, c === "[" ? "]" : ")", syntax, depth);
  if (c === "{") return readDict(text, at, syntax, depth);
  const number = numberPattern.exec(text.slice(at, at + 64));
  if (number !== null) return { value: Number(number[0]), end: at + number[0].length };
  const word = /^[A-Za-z_]\w*/.exec(text.slice(at, at + 16));
  if (word !== null && Object.hasOwn(words, word[0])) return { value: words[word[0]], end: at + word[0].length };
  return undefined;
}

function readQuoted(text: string, at: number, quote: string, oneLine: boolean): LiteralRead | undefined {
  let out = "";
  let i = at + 1;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "\\") {
      const next = text[i + 1];
      if (next === undefined) return undefined;
      out += escapes[next] ?? next;
      i += 2;
      continue;
    }
    if (c === quote) return { value: out, end: i + 1 };
    if (oneLine && c === "\n") return undefined;
    out += c;
    i++;
  }
  return undefined;
}

function readList(text: string, at: number, close: string, syntax: LiteralSyntax, depth: number): LiteralRead | undefined {
  const out: unknown[] = [];
  let i = skipBlank(text, at + 1);
  while (text[i] !== close) {
    const item = readLiteral(text, i, syntax, depth + 1);
    if (item === undefined) return undefined;
    out.push(item.value);
    i = skipBlank(text, item.end);
    if (text[i] === ",") i = skipBlank(text, i + 1);
    else if (text[i] !== close) return undefined;
  }
  return { value: out, end: i + 1 };
}

function readDict(text: string, at: number, syntax: LiteralSyntax, depth: number): LiteralRead | undefined {
  const out: Record<string, unknown> = {};
  let i = skipBlank(text, at + 1);
  while (text[i] !== "}") {
    const key = readKey(text, i, syntax, depth);
    if (key === undefined) return undefined;
    i = skipBlank(text, key.end);
    if (text[i] !== ":") return undefined;
    const value = readLiteral(text, i + 1, syntax, depth + 1);
    if (value === undefined) return undefined;
    Object.defineProperty(out, key.value, { value: value.value, enumerable: true, writable: true, configurable: true });
    i = skipBlank(text, value.end);
    if (text[i] === ",") i = skipBlank(text, i + 1);
    else if (text[i] !== "}") return undefined;
  }
  return { value: out, end: i + 1 };
}

function readKey(text: string, at: number, syntax: LiteralSyntax, depth: number): { value: string; end: number } | undefined {
  if (syntax.bareKeys) {
    const word = /^[A-Za-z_][\w-]*/.exec(text.slice(at, at + 256));
    if (word !== null) return { value: word[0], end: at + word[0].length };
  }
  const key = readLiteral(text, at, syntax, depth + 1);
  return key !== undefined && typeof key.value === "string" ? { value: key.value, end: key.end } : undefined;
}

/** Offset of the first character at or after `pos` that is not whitespace. */
export function skipBlank(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && (text[i] === " " || text[i] === "\n" || text[i] === "\t" || text[i] === "\r")) i++;
  return i;
}
