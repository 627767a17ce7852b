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
  const n = text.length;
  const state: ScanState = { text, mask: 0, costly: 0, patches: [], rescanBudget: n };
  const stack: number[] = [];
  let last = Start;
  let depth = 0;
  let inString = false;
  let pendingTopComma = false;
  let jsonTokens = 0;
  let firstBare = -1;
  let topValues = 0;
  let topScalar = false;
  let secondTopAt = -1;
  // A mismatched closer closed everything: what follows it has no structure left to belong to.
  let closedByMismatch = false;
  let unquotedWords: string[] | undefined = [];
  const noteWord = (from: number, to: number): void => {
    if (unquotedWords === undefined) return;
    if (unquotedWords.length >= maxUnquotedWords) unquotedWords = undefined;
    else unquotedWords.push(text.slice(from, to));
  };

  const result = (refusal: Refusal | undefined, tooDeepAt = -1): Scan => {
    let truncated: TruncationPoint | undefined;
    if (inString) truncated = "string";
    else if (stack.length > 0) {
      truncated = last === Colon ? "colon" : last === Comma ? "comma" : last === Key ? "key" : "open";
    }
    if (truncated !== undefined) state.costly += stack.length;
    if (pendingTopComma) state.mask |= F.trailing;
    if (refusal === undefined && tooDeepAt < 0) {
      if (firstBare >= 0 && jsonTokens === 0) refusal = { kind: "bare-words", position: firstBare };
      else if (topValues > 1 && topScalar) refusal = { kind: "several-scalars", position: secondTopAt };
    }
    return {
      depth,
      tooDeepAt,
      truncated,
      families: familiesOf(state.mask),
      refusal,
      patches: state.patches,
      costlyRepairs: state.costly,
      unquotedWords,
    };
  };

  /** Decides whether the token starting here is a key or a value, and records what was missing before it. */
  const begin = (position: number, scalar: boolean): typeof Key | typeof Value => {
    const top = stack.length === 0 ? 0 : stack[stack.length - 1];
    if (last === Plus) return Value;
    if (top === openBrace) {
      if (last === Open || last === Comma) return Key;
      if (last === Colon) return Value;
      state.costly++;
      if (last === Key) {
        state.mask |= F.missingColon;
        return Value;
      }
      state.mask |= F.missingComma;
      return Key;
    }
    if (top === openBracket) {
      if (last === Value) {
        state.mask |= F.missingComma;
        state.costly++;
      }
      return Value;
    }
    if (last === Value || pendingTopComma) {
      state.mask |= F.several;
      state.costly++;
      pendingTopComma = false;
      if (secondTopAt < 0) secondTopAt = position;
    }
    topValues++;
    if (scalar) topScalar = true;
    return Value;
  };

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isWhitespace(c)) {
      i++;
      continue;
    }
    if (isSpecialWhitespace(c)) {
      state.mask |= F.whitespace;
      i++;
      continue;
    }
    // repair: a Python/YAML `# comment` inside a structure (`"a": 1,  # note`). jsonrepair does not know
    // it, so `//` is inserted before the `#` (two one-character patches) and jsonrepair drops the line.
    if (c === 0x23 && stack.length > 0 && isCommentGap(text.charCodeAt(i + 1))) {
      state.mask |= F.comments;
      state.patches.push({ at: i, insert: "/" }, { at: i, insert: "/" });
      const end = text.indexOf("\n", i + 1);
      i = end < 0 ? n : end;
      continue;
    }
    if (c === 0x2f && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) {
      state.mask |= F.comments;
      if (text.charCodeAt(i + 1) === 0x2f) {
        const end = text.indexOf("\n", i + 2);
        i = end < 0 ? n : end;
      } else {
        const end = text.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 2;
      }
      continue;
    }
    if (closedByMismatch && stack.length === 0 && !isWhitespace(c)) return result({ kind: "unpaired-closers", position: i });
    if (c === openBrace || c === openBracket) {
      // refuse: a structure where a key belongs (`{[]: 1}`) is no key jsonrepair could keep
      if (begin(i, false) === Key) return result({ kind: "misplaced", what: "key", position: i });
      stack.push(c);
      if (stack.length > depth) depth = stack.length;
      if (depth > maxDepth) return result(undefined, i);
      last = Open;
      i++;
      continue;
    }
    if (c === 0x7d || c === 0x5d) {
      const hole = close(c);
      if (hole !== undefined) return result({ kind: "hole", hole, position: i });
      i++;
      continue;
    }
    if (c === 0x2c) {
      const hole = commaAt();
      if (hole !== undefined) return result({ kind: "hole", hole, position: i });
      i++;
      continue;
    }
    if (c === 0x3a) {
      // refuse: a colon after no key (`[1: 2]`, `{"a": 1: 2}`) would become part of a string or a key
      if (stack.length > 0 && last !== Key) return result({ kind: "misplaced", what: "colon", position: i });
      jsonTokens++;
      if (last === Key) last = Colon;
      i++;
      continue;
    }
    if (c === 0x2b) {
      // repair: "a" + "b" is one string
      if (last === Value) {
        state.mask |= F.concat;
        state.costly++;
        last = Plus;
      }
      i++;
      continue;
    }
    if (c === 0x2e && stack.length > 0 && text.charCodeAt(i + 1) === 0x2e && text.charCodeAt(i + 2) === 0x2e) {
      return result({ kind: "hole", hole: "ellipsis", position: i });
    }
    if (isBinaryControl(c)) return result({ kind: "binary", position: i });

    const escapedQuote = c === 0x5c && isQuote(text.charCodeAt(i + 1));
    if (isQuote(c) || escapedQuote) {
      // refuse: jsonrepair reads `"""x"""` as an empty string, then `x` as a key (the triple-quoted reader's to read)
      if ((c === 0x22 || c === 0x27) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c) {
        return result({ kind: "triple-quote", position: i });
      }
      const role = begin(i, true);
      const quote = escapedQuote ? text.charCodeAt(i + 1) : c;
      if (escapedQuote) state.mask |= F.escaped;
      else if (quote === 0x27) state.mask |= F.single;
      else if (quote === 0x60 || quote === 0xb4) state.mask |= F.backtick;
      else if (quote !== 0x22) state.mask |= F.smart;
      jsonTokens++;
      const end = scanString(state, i, escapedQuote);
      last = role;
      if (end < 0) {
        inString = true;
        break;
      }
      i = end;
      continue;
    }

    const role = begin(i, true);
    last = role;
    if (role === Value && (isDigit(c) || c === 0x2d || c === 0x2e)) {
      let j = i + 1;
      while (j < n && isNumberChar(text.charCodeAt(j))) j++;
      if (j >= n || isDelimiter(text.charCodeAt(j)) || isWhitespace(text.charCodeAt(j))) {
        // a lone "-" becomes -0 in jsonrepair: a value it would invent
        if (j === i + 1 && c === 0x2d && j < n) return result({ kind: "hole", hole: "missing value", position: i });
        // refuse: `007`, `1.2.3`, `1e2e3` are kept as strings by jsonrepair (a cut-off number at the end is not judged)
        if (j < n && !isNumberToken(text, i, j)) return result({ kind: "suspect-word", word: "number", position: i });
        jsonTokens++;
        i = j;
        continue;
      }
    }
    if (role === Value && isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentChar(text.charCodeAt(j))) j++;
      const literal = j - i <= 5 ? text.slice(i, j) : "";
      if (literal === "true" || literal === "false" || literal === "null") {
        jsonTokens++;
        i = j;
        continue;
      }
      if (literal === "True" || literal === "False" || literal === "None") {
        state.mask |= F.python;
        jsonTokens++;
        i = j;
        continue;
      }
    }
    if (c === 0x2f) {
      // jsonrepair reads /.../ as a regular expression literal and keeps it as a string
      let j = i + 1;
      while (j < n && (text.charCodeAt(j) !== 0x2f || text.charCodeAt(j - 1) === 0x5c)) j++;
      state.mask |= F.unquotedString;
      noteWord(i, Math.min(j + 1, n));
      if (firstBare < 0) firstBare = i;
      i = j + 1;
      continue;
    }
    const end = unquotedEnd(i, role === Key);
    if (end < 0) return result({ kind: "binary", position: -end - 1 });
    let trimmed = end;
    while (trimmed > i && isWhitespace(text.charCodeAt(trimmed - 1))) trimmed--;
    if (role === Value && trimmed - i === 9 && text.startsWith("undefined", i)) {
      state.mask |= F.undefined;
      jsonTokens++;
    } else {
      const suspect = role === Value ? suspectWord(text, i, trimmed) : suspectKey(text, i, trimmed);
      if (suspect !== undefined) return result({ kind: "suspect-word", word: suspect, position: i });
      state.mask |= role === Key ? F.unquotedKey : F.unquotedString;
      if (role !== Key) noteWord(i, trimmed);
      if (firstBare < 0) firstBare = i;
    }
    // jsonrepair skips a `"` that ends an unquoted string: the start quote was missing
    i = text.charCodeAt(end) === 0x22 ? end + 1 : end;
  }
  return result(undefined);

  function close(c: number): Hole | undefined {
    if (stack.length === 0) {
      state.mask |= F.extraCloser;
      last = Value;
      return undefined;
    }
    if (last === Colon) return "missing value";
    if (last === Comma) {
      state.mask |= F.trailing;
      state.costly++;
    }
    const match = c === 0x7d ? openBrace : openBracket;
    // jsonrepair closes every structure a mismatched closer meets until one matches it
    let mismatched = false;
    while (stack.length > 0 && stack[stack.length - 1] !== match) {
      stack.pop();
      state.mask |= F.missingCloser;
      state.costly++;
      mismatched = true;
    }
    if (mismatched && stack.length <= 1) closedByMismatch = true;
    if (stack.length === 0) state.mask |= F.extraCloser;
    else stack.pop();
    last = Value;
    return undefined;
  }

  function commaAt(): Hole | undefined {
    if (stack.length === 0) {
      if (last === Value) pendingTopComma = true;
      last = Comma;
      return undefined;
    }
    if (last === Comma) return "empty element";
    if (last === Colon) return "missing value";
    if (last === Open) {
      if (stack[stack.length - 1] === openBracket) return "empty element";
      state.mask |= F.stray;
    }
    last = Comma;
    return undefined;
  }

  /** End of an unquoted string at `start` (jsonrepair's `parseUnquotedString`), or -(offset+1) of binary data. */
  function unquotedEnd(start: number, isKey: boolean): number {
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

/** A `#` starts a comment when a space, a tab or the line's end follows it (`#fff` stays a word). */
function isCommentGap(next: number): boolean {
  return next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d || Number.isNaN(next);
}
