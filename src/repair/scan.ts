import {
  isBinaryControl,
  isDelimiter,
  isDigit,
  isIdentChar,
  isIdentStart,
  isQuote,
  isSpecialWhitespace,
  isUnquotedDelimiter,
  isUrlChar,
  isWhitespace,
} from "./chars.js";
import { isNumberChar } from "../text/chars.js";
import { commentEnd } from "../text/tokens.js";
import { isCommentGap } from "../text/string-end.js";
import { familiesOf, familyBit, type SyntaxFamily } from "./families.js";
import type { Patch, ScanState } from "./scan-state.js";
import { scanString } from "./scan-string.js";
import { isNumberToken, suspectKey, suspectWord, type SuspectWord } from "./suspect-word.js";

/** Where a cut-off text stopped: inside a string, after a colon, a comma or a key, or inside a structure. */
export type TruncationPoint = "string" | "colon" | "comma" | "key" | "open";

/** A place where the text leaves out data, so no repair can know the value: `[1, ...]`, `[1,,2]`, `{"a": }`. */
export type Hole = "ellipsis" | "empty element" | "missing value";

/** Why the pre-scan refuses a text before any repair runs. */
export type Refusal =
  | { readonly kind: "binary"; readonly position: number }
  | { readonly kind: "hole"; readonly hole: Hole; readonly position: number }
  | { readonly kind: "bare-words"; readonly position: number }
  | { readonly kind: "several-scalars"; readonly position: number }
  | { readonly kind: "suspect-word"; readonly word: SuspectWord; readonly position: number }
  | { readonly kind: "misplaced"; readonly what: "colon" | "key"; readonly position: number }
  | { readonly kind: "unpaired-closers"; readonly position: number }
  | { readonly kind: "triple-quote"; readonly position: number };

/** What the linear pre-scan learned about a text that is not valid JSON. */
export interface Scan {
  /** Deepest nesting of `{` and `[` seen (the scan stops one past the limit). */
  readonly depth: number;
  /** Offset of the first opener deeper than the limit, or -1. */
  readonly tooDeepAt: number;
  /** Set when the text ends inside a string or an unclosed structure. */
  readonly truncated: TruncationPoint | undefined;
  readonly families: readonly SyntaxFamily[];
  readonly refusal: Refusal | undefined;
  /** Characters inserted before jsonrepair runs, so it reads strings as the scan did. */
  readonly patches: readonly Patch[];
  /** Repairs for which jsonrepair rebuilds its whole output (its work grows with this count times the length). */
  readonly costlyRepairs: number;
  /** The unquoted words read as string values (trimmed, as written; at most `maxUnquotedWords`, then `undefined`: too many to check). */
  readonly unquotedWords: readonly string[] | undefined;
}

/** How many unquoted string values the scan lists for a guard to check one by one. */
export const maxUnquotedWords = 64;

const F = {
  single: familyBit("single quotes"),
  smart: familyBit("smart quotes"),
  backtick: familyBit("backtick quotes"),
  escaped: familyBit("escaped quotes"),
  comments: familyBit("comments"),
  trailing: familyBit("trailing commas"),
  stray: familyBit("stray commas"),
  missingComma: familyBit("missing commas"),
  missingColon: familyBit("missing colons"),
  python: familyBit("Python literals True/False/None"),
  undefined: familyBit("JavaScript undefined"),
  unquotedKey: familyBit("unquoted keys"),
  unquotedString: familyBit("unquoted strings"),
  missingCloser: familyBit("missing closers"),
  extraCloser: familyBit("extra closers"),
  concat: familyBit("string concatenation"),
  whitespace: familyBit("unusual whitespace"),
  several: familyBit("several top-level values"),
};

// The last token read, which tells what the current structure expects next.
const Start = 0;
const Open = 1;
const Comma = 2;
const Colon = 3;
const Key = 4;
const Value = 5;
const Plus = 6;

const openBrace = 0x7b;
const openBracket = 0x5b;

/**
 * One linear, string-aware pass over a text that `JSON.parse` rejected: nesting depth, whether the text
 * was cut off, which syntax repairs it needs, and data-losing holes that no repair should paper over.
 * It reads strings, comments and unquoted words the way jsonrepair 3.15 does, so its verdicts match what
 * jsonrepair will produce.
 */
export function scan(text: string, maxDepth: number): Scan {
  return new PreScan(text, maxDepth).run();
}

/** The pass's state (also the string reader's, see `ScanState`), and its steps: structure, then each token. */
class PreScan implements ScanState {
  mask = 0;
  costly = 0;
  readonly patches: Patch[] = [];
  rescanBudget: number;
  readonly stack: number[] = [];
  last = Start;
  depth = 0;
  inString = false;
  pendingTopComma = false;
  jsonTokens = 0;
  firstBare = -1;
  topValues = 0;
  topScalar = false;
  secondTopAt = -1;
  // A mismatched closer closed everything: what follows it has no structure left to belong to.
  closedByMismatch = false;
  unquotedWords: string[] | undefined = [];

  constructor(
    readonly text: string,
    private readonly maxDepth: number,
  ) {
    this.rescanBudget = text.length;
  }

  noteWord(from: number, to: number): void {
    if (this.unquotedWords === undefined) return;
    if (this.unquotedWords.length >= maxUnquotedWords) this.unquotedWords = undefined;
    else this.unquotedWords.push(this.text.slice(from, to));
  }

  result(refusal: Refusal | undefined, tooDeepAt = -1): Scan {
    let truncated: TruncationPoint | undefined;
    const { stack, last } = this;
    if (this.inString) truncated = "string";
    else if (stack.length > 0) {
      truncated = last === Colon ? "colon" : last === Comma ? "comma" : last === Key ? "key" : "open";
    }
    if (truncated !== undefined) this.costly += stack.length;
    if (this.pendingTopComma) this.mask |= F.trailing;
    if (refusal === undefined && tooDeepAt < 0) {
      if (this.firstBare >= 0 && this.jsonTokens === 0) refusal = { kind: "bare-words", position: this.firstBare };
      else if (this.topValues > 1 && this.topScalar) refusal = { kind: "several-scalars", position: this.secondTopAt };
    }
    return {
      depth: this.depth,
      tooDeepAt,
      truncated,
      families: familiesOf(this.mask),
      refusal,
      patches: this.patches,
      costlyRepairs: this.costly,
      unquotedWords: this.unquotedWords,
    };
  }

  /** Decides whether the token starting here is a key or a value, and records what was missing before it. */
  begin(position: number, scalar: boolean): typeof Key | typeof Value {
    const stack = this.stack;
    const top = stack.length === 0 ? 0 : stack[stack.length - 1];
    const last = this.last;
    if (last === Plus) return Value;
    if (top === openBrace) {
      if (last === Open || last === Comma) return Key;
      if (last === Colon) return Value;
      this.costly++;
      if (last === Key) {
        this.mask |= F.missingColon;
        return Value;
      }
      this.mask |= F.missingComma;
      return Key;
    }
    if (top === openBracket) {
      if (last === Value) {
        this.mask |= F.missingComma;
        this.costly++;
      }
      return Value;
    }
    if (last === Value || this.pendingTopComma) {
      this.mask |= F.several;
      this.costly++;
      this.pendingTopComma = false;
      if (this.secondTopAt < 0) this.secondTopAt = position;
    }
    this.topValues++;
    if (scalar) this.topScalar = true;
    return Value;
  }

  /** The structure: whitespace, comments and punctuation here; every other token in `token`. */
  run(): Scan {
    const { text, stack } = this;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isWhitespace(c)) {
        i++;
        continue;
      }
      if (isSpecialWhitespace(c)) {
        this.mask |= F.whitespace;
        i++;
        continue;
      }
      // repair: a Python/YAML `# comment` inside a structure (`"a": 1,  # note`). jsonrepair does not know
      // it, so `//` is inserted before the `#` (two one-character patches) and jsonrepair drops the line.
      if (c === 0x23 && stack.length > 0 && isCommentGap(text.charCodeAt(i + 1))) {
        this.mask |= F.comments;
        this.patches.push({ at: i, insert: "/" }, { at: i, insert: "/" });
        const end = text.indexOf("\n", i + 1);
        i = end < 0 ? n : end;
        continue;
      }
      const comment = c === 0x2f ? commentEnd(text, i) : -1;
      if (comment >= 0) {
        this.mask |= F.comments;
        i = comment;
        continue;
      }
      if (this.closedByMismatch && stack.length === 0 && !isWhitespace(c)) return this.result({ kind: "unpaired-closers", position: i });
      if (c === openBrace || c === openBracket) {
        // refuse: a structure where a key belongs (`{[]: 1}`) is no key jsonrepair could keep
        if (this.begin(i, false) === Key) return this.result({ kind: "misplaced", what: "key", position: i });
        stack.push(c);
        if (stack.length > this.depth) this.depth = stack.length;
        if (this.depth > this.maxDepth) return this.result(undefined, i);
        this.last = Open;
        i++;
        continue;
      }
      if (c === 0x7d || c === 0x5d || c === 0x2c) {
        const hole = c === 0x2c ? this.commaAt() : this.close(c);
        if (hole !== undefined) return this.result({ kind: "hole", hole, position: i });
        i++;
        continue;
      }
      if (c === 0x3a) {
        // refuse: a colon after no key (`[1: 2]`, `{"a": 1: 2}`) would become part of a string or a key
        if (stack.length > 0 && this.last !== Key) return this.result({ kind: "misplaced", what: "colon", position: i });
        this.jsonTokens++;
        if (this.last === Key) this.last = Colon;
        i++;
        continue;
      }
      if (c === 0x2b) {
        // repair: "a" + "b" is one string
        if (this.last === Value) {
          this.mask |= F.concat;
          this.costly++;
          this.last = Plus;
        }
        i++;
        continue;
      }
      if (c === 0x2e && stack.length > 0 && text.charCodeAt(i + 1) === 0x2e && text.charCodeAt(i + 2) === 0x2e) {
        return this.result({ kind: "hole", hole: "ellipsis", position: i });
      }
      if (isBinaryControl(c)) return this.result({ kind: "binary", position: i });
      const next = this.token(i, c);
      if (typeof next !== "number") return next;
      if (next < 0) break;
      i = next;
    }
    return this.result(undefined);
  }

  /** The token at `i` (a string, number, literal or unquoted word): where the scan goes on, -1 when the text ends inside a string, or the refusal. */
  token(i: number, c: number): number | Scan {
    const text = this.text;
    const n = text.length;
    const escapedQuote = c === 0x5c && isQuote(text.charCodeAt(i + 1));
    if (isQuote(c) || escapedQuote) {
      // refuse: jsonrepair reads `"""x"""` as an empty string, then `x` as a key (the triple-quoted reader's to read)
      if ((c === 0x22 || c === 0x27) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c) {
        return this.result({ kind: "triple-quote", position: i });
      }
      const role = this.begin(i, true);
      const quote = escapedQuote ? text.charCodeAt(i + 1) : c;
      if (escapedQuote) this.mask |= F.escaped;
      else if (quote === 0x27) this.mask |= F.single;
      else if (quote === 0x60 || quote === 0xb4) this.mask |= F.backtick;
      else if (quote !== 0x22) this.mask |= F.smart;
      this.jsonTokens++;
      const end = scanString(this, i, escapedQuote);
      this.last = role;
      if (end < 0) this.inString = true;
      return end;
    }

    const role = this.begin(i, true);
    this.last = role;
    if (role === Value && (isDigit(c) || c === 0x2d || c === 0x2e)) {
      let j = i + 1;
      while (j < n && isNumberChar(text.charCodeAt(j))) j++;
      if (j >= n || isDelimiter(text.charCodeAt(j)) || isWhitespace(text.charCodeAt(j))) {
        // a lone "-" becomes -0 in jsonrepair: a value it would invent
        if (j === i + 1 && c === 0x2d && j < n) return this.result({ kind: "hole", hole: "missing value", position: i });
        // refuse: `007`, `1.2.3`, `1e2e3` are kept as strings by jsonrepair (a cut-off number at the end is not judged)
        if (j < n && !isNumberToken(text, i, j)) return this.result({ kind: "suspect-word", word: "number", position: i });
        this.jsonTokens++;
        return j;
      }
    }
    if (role === Value && isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentChar(text.charCodeAt(j))) j++;
      const literal = j - i <= 5 ? text.slice(i, j) : "";
      if (literal === "true" || literal === "false" || literal === "null" || literal === "True" || literal === "False" || literal === "None") {
        if (literal.charCodeAt(0) < 0x61) this.mask |= F.python;
        this.jsonTokens++;
        return j;
      }
    }
    if (c === 0x2f) {
      // jsonrepair reads /.../ as a regular expression literal and keeps it as a string
      let j = i + 1;
      while (j < n && (text.charCodeAt(j) !== 0x2f || text.charCodeAt(j - 1) === 0x5c)) j++;
      this.mask |= F.unquotedString;
      this.noteWord(i, Math.min(j + 1, n));
      if (this.firstBare < 0) this.firstBare = i;
      return j + 1;
    }
    const end = this.unquotedEnd(i, role === Key);
    if (end < 0) return this.result({ kind: "binary", position: -end - 1 });
    let trimmed = end;
    while (trimmed > i && isWhitespace(text.charCodeAt(trimmed - 1))) trimmed--;
    if (role === Value && trimmed - i === 9 && text.startsWith("undefined", i)) {
      this.mask |= F.undefined;
      this.jsonTokens++;
    } else {
      const suspect = role === Value ? suspectWord(text, i, trimmed) : suspectKey(text, i, trimmed);
      if (suspect !== undefined) return this.result({ kind: "suspect-word", word: suspect, position: i });
      this.mask |= role === Key ? F.unquotedKey : F.unquotedString;
      if (role !== Key) this.noteWord(i, trimmed);
      if (this.firstBare < 0) this.firstBare = i;
    }
    // jsonrepair skips a `"` that ends an unquoted string: the start quote was missing
    return text.charCodeAt(end) === 0x22 ? end + 1 : end;
  }

  close(c: number): Hole | undefined {
    const stack = this.stack;
    if (stack.length === 0) {
      this.mask |= F.extraCloser;
      this.last = Value;
      return undefined;
    }
    if (this.last === Colon) return "missing value";
    if (this.last === Comma) {
      this.mask |= F.trailing;
      this.costly++;
    }
    const match = c === 0x7d ? openBrace : openBracket;
    // jsonrepair closes every structure a mismatched closer meets until one matches it
    let mismatched = false;
    while (stack.length > 0 && stack[stack.length - 1] !== match) {
      stack.pop();
      this.mask |= F.missingCloser;
      this.costly++;
      mismatched = true;
    }
    if (mismatched && stack.length <= 1) this.closedByMismatch = true;
    if (stack.length === 0) this.mask |= F.extraCloser;
    else stack.pop();
    this.last = Value;
    return undefined;
  }

  commaAt(): Hole | undefined {
    const stack = this.stack;
    if (stack.length === 0) {
      if (this.last === Value) this.pendingTopComma = true;
      this.last = Comma;
      return undefined;
    }
    if (this.last === Comma) return "empty element";
    if (this.last === Colon) return "missing value";
    if (this.last === Open) {
      if (stack[stack.length - 1] === openBracket) return "empty element";
      this.mask |= F.stray;
    }
    this.last = Comma;
    return undefined;
  }

  /** End of an unquoted string at `start` (jsonrepair's `parseUnquotedString`), or -(offset+1) of binary data. */
  unquotedEnd(start: number, isKey: boolean): number {
    const text = this.text;
    const n = text.length;
    let j = start;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (isUnquotedDelimiter(d) || isQuote(d) || (isKey && d === 0x3a)) break;
      if (isBinaryControl(d)) return -j - 1;
      j++;
    }
    // an unquoted URL keeps its `//` (jsonrepair's regexUrlStart)
    if (!isKey && text.charCodeAt(j) === 0x2f && text.charCodeAt(j + 1) === 0x2f && text.charCodeAt(j - 1) === 0x3a) {
      const scheme = j - 1 - start <= 6 ? text.slice(start, j - 1) : "";
      if (/^(?:http|https|ftp|mailto|file|data|irc)$/.test(scheme)) {
        while (j < n && isUrlChar(text.charCodeAt(j))) j++;
      }
    }
    return j;
  }
}
