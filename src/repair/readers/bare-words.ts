import { blankOutside, isJsonWhitespace, nextSignificant } from "../../text/chars.js";
import { parseTolerant } from "../../tolerant/parse-tolerant.js";
import { isJsonNumber } from "../../tolerant/literals.js";
import { familiesOfRepairs } from "../log-families.js";
import type { Reader } from "../reader.js";
import { COMMENT, END, SPACE, STRING, Tokenizer } from "../../text/tokens.js";
import { endsCleanly, quotedEnd } from "../../text/string-end.js";
import { literalSpelling } from "../../text/literal-spelling.js";

/** The repair names this reader records, as they appear in a repair step. */
export const bareWordsRepairs = {
  word: "unquoted strings",
  literal: "literal spellings",
  digits: "digit separators",
  point: "numbers without a leading zero",
  colon: "missing colons",
  stray: "stray words between members",
  closer: "extra closers",
  quote: "stray quotes",
  mismatched: "mismatched closers",
  braces: "missing outer braces",
} as const;

/**
 * The reader `bare-words`: what the text determines although it is not JSON, with or without a schema
 * (DESIGN principle 2): an unquoted value as the string it spells (`{city: New York}`, `{"v": 1.2.3}`,
 * `{"when": 2025-03-01T10:00:00Z}`, `{url: https://example.org/a}`), ending at the `,`, closer or line break
 * the structure expects; `TRUE`, `Null`, `NULL` as the literals; `82_461_110` as the number; a missing colon
 * after a key (`{"a" true}`); a word between members before a key (`{"a": 1, NOTE "b": 2}`); one closer too
 * many after an element of a list (`[{"k": 1}}, {"k": 2}]`); a quote doubled at a string's end right before a
 * closer or comma (`["Is it?""]`: the second quote opens nothing). The rewritten text is read by the tolerant parser.
 *
 * It does not read what the text leaves open: a cut-off or misspelt literal (`tru`, `nul`, `t`), a yes/no word
 * (`Yes`, `off`: a boolean in YAML, a word elsewhere), a non-finite number (`NaN`, `Infinity`), a number in
 * another notation (`007`, `0xFF`, `+5`, `.5`), a call (`f(x)`), a word that runs into a quote, a bracket or a
 * `key:` (`hex"test"`, `a: b: c`), a word right after another element of a list with no comma, a text cut off, and, in a span found
 * in prose, a list of words with nothing JSON-like around them (`[see above]`). Linear: one scan, one read.
 * @example repair("{name: Ada, city: New York}") // { name: "Ada", city: "New York" }
 */
export const bareWords: Reader = {
  name: "bare-words",
  jsonData: true,
  read: (text, context) => {
    const rewritten = rewriteBareWords(text, context.candidate.likelihood !== undefined && context.candidate.likelihood !== "high");
    if (rewritten === undefined) return undefined;
    const result = parseTolerant(rewritten.text, { maxDepth: context.maxDepth });
    if (!result.ok || result.truncated || !blankOutside(rewritten.text, result.start, result.end)) return undefined;
    const families = familiesOfRepairs(result.repairs) ?? [];
    return { value: result.value, repairs: [...new Set<string>([...families, ...rewritten.repairs])] };
  },
};

/** A text with its determined readings written as JSON, and the repairs that took. */
export interface BareWordsRewrite {
  readonly text: string;
  readonly repairs: readonly string[];
}

const Open = 1;
const Comma = 2;
const Colon = 3;
const Key = 4;
const Value = 5;

const openBrace = 0x7b;
const openBracket = 0x5b;

/**
 * `text` with every determined reading written as JSON, or `undefined` when there is none or one part of the
 * text is left open (see the reader `bare-words`). `inProse`: the text is a span found in prose, where words
 * alone (`[see above]`) are prose, not data.
 */
export function rewriteBareWords(text: string, inProse = false): BareWordsRewrite | undefined {
  return new BareWordsRewriter(text, inProse).run();
}

/**
 * One pass over the tolerant grammar's `delimit` tokens: spaces and comments pass, a string is one token; a word
 * read here moves the cursor past it (`tokens.pos`) and counts as a string before what follows (`tokens.previous`).
 * Each handler returns `false` where the text leaves its reading open.
 */
class BareWordsRewriter {
  readonly #stack: number[] = [];
  readonly #repairs = new Set<string>();
  readonly #tokens: Tokenizer;
  #out = "";
  #copied = 0;
  #last = 0;
  #jsonTokens = 0;
  #words = 0;
  #keyHoldsColon = false;
  // a bare word ended by a line break: what follows must be its comma or closer, else its extent is open
  #wordAtLineEnd = false;
  // the text opens with a quoted key and its colon (`"answer": {"a": 1}`): an object whose braces are missing
  #braceless = false;

  readonly #text: string;
  readonly #inProse: boolean;

  constructor(text: string, inProse: boolean) {
    this.#text = text;
    this.#inProse = inProse;
    this.#tokens = new Tokenizer(text, 0, "delimit");
  }

  run(): BareWordsRewrite | undefined {
    const tokens = this.#tokens, text = this.#text, stack = this.#stack;
    for (let kind = tokens.next(); kind !== END; kind = tokens.next()) {
      if (kind === SPACE || kind === COMMENT) continue;
      const i = tokens.start;
      const c = tokens.code;
      // repair: a quoted key and its colon open the text: the object around them, its braces added
      if (kind === STRING && this.#last === 0 && stack.length === 0 && c === 0x22 && isQuotedKeyAt(text, i)) {
        this.#emit(i, i, "{");
        stack.push(openBrace);
        this.#repairs.add(bareWordsRepairs.braces);
        this.#braceless = true;
        this.#last = Open;
      }
      const top = stack[stack.length - 1];
      let goesOn: boolean;
      if (kind === STRING) goesOn = this.#string(i, c, top);
      else if (c === openBrace || c === openBracket) goesOn = this.#opener(i, c, top);
      else if (c === 0x7d || c === 0x5d) goesOn = this.#closer(i, c, top);
      else if (c === 0x2c) goesOn = this.#comma(top);
      else if (c === 0x3a) goesOn = this.#colon();
      else goesOn = this.#word(i, top);
      if (!goesOn) return undefined;
    }
    return this.#finish();
  }

  #emit(from: number, to: number, replacement: string): void {
    this.#out += this.#text.slice(this.#copied, from) + replacement;
    this.#copied = to;
  }

  // repair: a key and its value with no colon between them (`{"a" true}`)
  #colonBefore(at: number): boolean {
    if (this.#stack[this.#stack.length - 1] === openBrace && this.#last === Key) {
      // a key that holds its own colon (`{"key:" 1}`): where the quote was meant to go is open
      if (this.#keyHoldsColon) return false;
      this.#emit(at, at, ": ");
      this.#repairs.add(bareWordsRepairs.colon);
      this.#last = Colon;
    }
    return true;
  }

  #string(i: number, c: number, top: number | undefined): boolean {
    const text = this.#text, tokens = this.#tokens;
    const end = tokens.end;
    if (end >= text.length && text.charCodeAt(text.length - 1) !== c) return false;
    const keyPlace = top === openBrace && (this.#last === Open || this.#last === Comma || this.#last === Value);
    if (!this.#colonBefore(i) || this.#wordAtLineEnd) return false;
    // a value string must end where the structure goes on; where its quotes do not pair up, its end is open
    if (!keyPlace && !endsCleanly(text, end)) {
      // repair: a quote doubled right before the structure goes on (`"…?""]}`): the string ended at the first
      const next = nextSignificant(text, end + 1);
      if (text.charCodeAt(end) !== 0x22 || text.charCodeAt(end - 1) !== 0x22 || (next !== 0x5d && next !== 0x7d && next !== 0x2c)) return false;
      this.#emit(end, end + 1, "");
      this.#repairs.add(bareWordsRepairs.quote);
      this.#jsonTokens++;
      this.#last = Value;
      tokens.pos = end + 1;
      return true;
    }
    this.#jsonTokens++;
    this.#last = keyPlace ? Key : Value;
    this.#keyHoldsColon = keyPlace && text.charCodeAt(end - 2) === 0x3a;
    return true;
  }

  #opener(i: number, c: number, top: number | undefined): boolean {
    if ((top === openBrace && this.#last !== Colon && this.#last !== Key) || this.#wordAtLineEnd || !this.#colonBefore(i)) return false;
    this.#stack.push(c);
    this.#last = Open;
    return true;
  }

  #closer(i: number, c: number, top: number | undefined): boolean {
    const text = this.#text, stack = this.#stack;
    if (top === undefined) return false;
    const match = c === 0x7d ? openBrace : openBracket;
    if (top !== match) {
      // repair: a closer of the wrong kind right after a value, where what follows the comma belongs only to the
      // structure around: a key after a list inside an object (`{"a": [1, 2}, "b": 3}`), an element after an
      // object inside a list (`[{"a": 1], {"b": 2}]`). Read as the closer expected, the one reading that keeps the rest.
      if (this.#last === Value && closesAround(text, i, stack)) {
        this.#emit(i, i + 1, c === 0x7d ? "]" : "}");
        this.#repairs.add(bareWordsRepairs.mismatched);
        stack.pop();
        return true;
      }
      // repair: one closer too many right after an element of a list, before the list goes on (`[{"k": 1}}, …]`)
      const next = nextSignificant(text, i + 1);
      if (top === openBracket && c === 0x7d && this.#last === Value && (next === 0x2c || next === 0x5d)) {
        this.#emit(i, i + 1, "");
        this.#repairs.add(bareWordsRepairs.closer);
        this.#tokens.previous = this.#tokens.before;
        return true;
      }
      return false;
    }
    if (this.#last === Colon) return false;
    this.#wordAtLineEnd = false;
    stack.pop();
    this.#last = Value;
    return true;
  }

  #comma(top: number | undefined): boolean {
    if (top === undefined || this.#last === Comma || this.#last === Colon || this.#last === Open) return false;
    this.#wordAtLineEnd = false;
    this.#last = Comma;
    return true;
  }

  #colon(): boolean {
    if (this.#last !== Key) return false;
    this.#last = Colon;
    return true;
  }

  /** A run of text that is no string, structure, comma or colon: a spelling, a key, a stray word or a value. */
  #word(i: number, top: number | undefined): boolean {
    // repair: the whole text is one literal or number spelt otherwise (`TRUE`, `Null`, `82_461_110`); a word alone is prose
    if (top === undefined && this.#last === 0) return this.#wholeSpelling(i);
    if (top === undefined || this.#wordAtLineEnd) return false;
    if (top === openBrace && this.#last !== Colon && this.#last !== Key) return this.#unquotedKey(i);
    return this.#unquotedValue(i, top);
  }

  #wholeSpelling(i: number): boolean {
    const text = this.#text;
    let end = text.length;
    while (end > i && isJsonWhitespace(text.charCodeAt(end - 1))) end--;
    const spelt = literalSpelling(text.slice(i, end));
    if (spelt === undefined) return false;
    this.#emit(i, end, spelt);
    this.#repairs.add(spellingRepair(spelt, text.slice(i, end)));
    this.#jsonTokens++;
    this.#last = Value;
    this.#wordRead(end);
    return true;
  }

  // an unquoted key runs to its colon on the same line
  #unquotedKey(i: number): boolean {
    const text = this.#text, tokens = this.#tokens;
    const end = keyEnd(text, i);
    if (end < 0) {
      // repair: a word between members, right before a quoted key (`{"a": 1, NOTE "b": 2}`)
      const word = wordEnd(text, i);
      if (word > i && this.#last !== Value && isQuotedKeyAt(text, skipInline(text, word))) {
        this.#emit(i, word, "");
        this.#repairs.add(bareWordsRepairs.stray);
        tokens.pos = word;
        tokens.previous = tokens.before;
        return true;
      }
      return false;
    }
    const key = text.slice(i, end).trim();
    if (key.length === 0) return false;
    this.#emit(i, end, JSON.stringify(key));
    this.#jsonTokens++;
    this.#last = Key;
    this.#wordRead(end);
    return true;
  }

  #unquotedValue(i: number, top: number): boolean {
    const text = this.#text;
    if (!this.#colonBefore(i) || (top === openBracket && this.#last === Value)) return false;
    let end = valueEnd(text, i, top === openBrace ? 0x7d : 0x5d);
    // a number or literal right before a closer of the wrong kind that closes around it (`[1, 2}, "b": 3}`)
    if (end < 0) end = scalarBeforeMismatch(text, i, this.#stack);
    if (end < 0) return false;
    let trimmed = end;
    while (trimmed > i && isJsonWhitespace(text.charCodeAt(trimmed - 1))) trimmed--;
    const reading = readToken(text.slice(i, trimmed));
    if (reading === undefined) return false;
    if (reading.kind === "as-is") this.#jsonTokens++;
    else {
      this.#emit(i, trimmed, reading.json);
      this.#repairs.add(reading.repair);
      if (reading.repair === bareWordsRepairs.word) {
        this.#words++;
        this.#wordAtLineEnd = text.charCodeAt(end) === 0x0a || text.charCodeAt(end) === 0x0d;
      } else this.#jsonTokens++;
    }
    this.#last = Value;
    this.#wordRead(end);
    return true;
  }

  /** The cursor moves past a word read here, which counts as a string before what follows. */
  #wordRead(end: number): void {
    this.#tokens.pos = end;
    this.#tokens.previous = 0x22;
  }

  #finish(): BareWordsRewrite | undefined {
    const stack = this.#stack, last = this.#last, text = this.#text;
    if (this.#braceless) {
      // the added braces hold JSON members only (`"Hello": she said` is prose), and close at the end of the text
      if (stack.length !== 1 || this.#words > 0 || last === Comma || last === Colon || last === Key) return undefined;
      stack.pop();
      this.#out += text.slice(this.#copied) + "}";
      this.#copied = text.length;
    }
    if (stack.length > 0 || this.#repairs.size === 0) return undefined;
    // words and nothing JSON-like around them, in a span found in prose: prose
    if (this.#inProse && this.#jsonTokens === 0 && this.#words > 0) return undefined;
    return { text: this.#out + text.slice(this.#copied), repairs: [...this.#repairs] };
  }
}

type TokenReading = { readonly kind: "as-is" } | { readonly kind: "rewrite"; readonly json: string; readonly repair: string };

const asIs: TokenReading = { kind: "as-is" };
// Read by the tolerant parser as they are.
const knownLiterals = new Set(["true", "false", "null", "True", "False", "None", "undefined"]);
// What the text leaves open: cut-off or misspelt literals, yes/no words, non-finite numbers.
const openWords = new Set([
  "t", "tr", "tru", "f", "fa", "fal", "fals", "n", "nu", "nul", "nil",
  "yes", "no", "y", "on", "off",
  "nan", "-nan", "+nan", "infinity", "-infinity", "+infinity", "inf", "-inf", "+inf",
]);

/** How one unquoted value token is read: as it is, rewritten as JSON, or `undefined` when the text leaves it open. */
function readToken(token: string): TokenReading | undefined {
  if (token.length === 0) return undefined;
  if (knownLiterals.has(token) || isJsonNumber(token)) return asIs;
  const lower = token.toLowerCase();
  if (openWords.has(lower)) return undefined;
  // repair: a literal in capitals or capitalised (`TRUE`, `Null`, `FALSE`), digits grouped by underscores (`82_461_110`)
  const spelt = literalSpelling(token);
  if (spelt !== undefined) return { kind: "rewrite", json: spelt, repair: spellingRepair(spelt, token) };
  if (lower === "true" || lower === "false" || lower === "null" || lower === "none") return undefined;
  // a number in another notation: its value or its text, the text does not say which
  if (isNumberLike(token) || /^[-+]?0[xXoObB][0-9a-fA-F_]+$/.test(token)) return undefined;
  // punctuation or markup first (`...`, `<!-- x -->`, `~`, `-x`); `#fff` and `@user` are words
  const first = token.charCodeAt(0);
  const marked = (first === 0x23 || first === 0x40) && isWordChar(token.charCodeAt(1));
  if (!isWordChar(first) && !marked) return undefined;
  // a number or literal and more words (`1 2 3`, `true dat`): commas left out, or a value and a unit
  const space = token.search(/\s/);
  if (space > 0 && (knownLiterals.has(token.slice(0, space)) || isNumberLike(token.slice(0, space)))) return undefined;
  // a call (`f(x)`): code, not a value
  if (token.endsWith(")") && token.includes("(")) return undefined;
  return { kind: "rewrite", json: JSON.stringify(token), repair: bareWordsRepairs.word };
}

/** The repair a spelling's reading records: literal spellings, a point with no digit before it, or digit separators. */
function spellingRepair(json: string, token: string): string {
  if (json === "true" || json === "false" || json === "null") return bareWordsRepairs.literal;
  return token.includes("_") ? bareWordsRepairs.digits : bareWordsRepairs.point;
}

/** Sign, digits with at most one point, an exponent: a number, though maybe not as JSON writes it (`+5`, `.5`, `007`). */
function isNumberLike(token: string): boolean {
  let i = token.charCodeAt(0) === 0x2d || token.charCodeAt(0) === 0x2b ? 1 : 0;
  let digits = 0;
  let point = false;
  for (; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits++;
    else if (c === 0x2e && !point) point = true;
    else break;
  }
  if (digits === 0) return false;
  if (i < token.length && (token.charCodeAt(i) === 0x65 || token.charCodeAt(i) === 0x45)) {
    i++;
    if (token.charCodeAt(i) === 0x2d || token.charCodeAt(i) === 0x2b) i++;
    const start = i;
    while (i < token.length && token.charCodeAt(i) >= 0x30 && token.charCodeAt(i) <= 0x39) i++;
    if (i === start) return false;
  }
  return i === token.length;
}

/**
 * End of an unquoted value starting at `i`: the next `,`, `closer` or line break; -1 when something else the
 * value cannot hold comes first (a quote, a bracket, the other closer, `: ` that makes a key, a comment).
 */
function valueEnd(text: string, i: number, closer: number): number {
  let j = i;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x2c || c === closer || c === 0x0a || c === 0x0d) return j;
    if (c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x22 || c === 0x60 || c === 0x201c || c === 0x201d) return -1;
    // an apostrophe inside a word (`O'Brien`) is text; one after a space may open a string
    if ((c === 0x27 || c === 0x2018 || c === 0x2019) && (j === i || isJsonWhitespace(text.charCodeAt(j - 1)))) return -1;
    if (c === 0x3a && isJsonWhitespace(text.charCodeAt(j + 1))) return -1;
    if (c === 0x2f && j > i && isJsonWhitespace(text.charCodeAt(j - 1)) && (text.charCodeAt(j + 1) === 0x2f || text.charCodeAt(j + 1) === 0x2a)) return -1;
    if (c === 0x23 && j > i && isJsonWhitespace(text.charCodeAt(j - 1))) return -1;
    if (c < 0x20 && c !== 0x09) return -1;
    j++;
  }
  return j;
}

/** End of an unquoted key at `i` (its colon, on the same line, past no structure or quote), or -1. */
function keyEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x3a) return j;
    if (c === 0x2c || c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x0a || c === 0x0d || c === 0x22 || c === 0x27 || c === 0x60 || c < 0x20) {
      return -1;
    }
    j++;
  }
  return -1;
}

/** A letter, a digit, `_`, `$`, or a character outside ASCII other than typographic punctuation. */
function isWordChar(c: number): boolean {
  if (c >= 0x80) return !(c >= 0x2000 && c <= 0x206f) && c !== 0xa0 && c !== 0xab && c !== 0xbb;
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x24;
}

/** End of a run of letters, digits and `_` at `i`. */
function wordEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length && /[\p{L}\p{N}_]/u.test(text[j] as string)) j++;
  return j;
}

/** Whether a quoted string followed by `:` starts at `i`. */
function isQuotedKeyAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c !== 0x22 && c !== 0x27) return false;
  const end = quotedEnd(text, i);
  return end < text.length && nextSignificant(text, end) === 0x3a;
}

/**
 * Whether the closer at `i`, of the wrong kind for the innermost structure, is read as the one expected: a `,`
 * follows it, the structure around the innermost is of the closer's kind, and what follows the comma belongs only
 * to that structure: a quoted key after a list inside an object (`{"a": [1, 2}, "b": 3}`), an object or list
 * after an object inside a list (`[{"a": 1], {"b": 2}]`). The closer cannot be the outer structure's (text would
 * follow the value) nor one too many (a key cannot stand in a list, and an element where a key belongs), so the
 * closer expected is the one reading that keeps every character.
 */
function closesAround(text: string, i: number, stack: readonly number[]): boolean {
  const c = text.charCodeAt(i);
  const around = c === 0x7d ? openBrace : openBracket;
  if (stack.length < 2 || stack[stack.length - 1] === around || stack[stack.length - 2] !== around) return false;
  if (nextSignificant(text, i + 1) !== 0x2c) return false;
  const after = afterComma(text, i + 1);
  return c === 0x7d ? isQuotedKeyAt(text, after) : startsElement(text, after);
}

/**
 * End of an unquoted value at `i` that is a JSON number or literal and runs into a closer of the wrong kind that
 * {@link closesAround} reads (`2` in `[1, 2}, "b": 3}`), or -1.
 */
function scalarBeforeMismatch(text: string, i: number, stack: readonly number[]): number {
  let j = i;
  while (j < text.length && (isWordChar(text.charCodeAt(j)) || text.charCodeAt(j) === 0x2e || text.charCodeAt(j) === 0x2d || text.charCodeAt(j) === 0x2b)) j++;
  let k = j;
  while (k < text.length && isJsonWhitespace(text.charCodeAt(k))) k++;
  const c = text.charCodeAt(k);
  if (c !== 0x7d && c !== 0x5d) return -1;
  const token = text.slice(i, j);
  if (!knownLiterals.has(token) && !isJsonNumber(token)) return -1;
  return closesAround(text, k, stack) ? k : -1;
}

/** The first significant offset after the `,` that follows `i` (blanks around it skipped). */
function afterComma(text: string, i: number): number {
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  i++;
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/** Whether an object or a list opens at `i`: an element of a list, which no object can hold where a key belongs. */
function startsElement(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === openBrace || c === openBracket;
}

function skipInline(text: string, i: number): number {
  while (i < text.length && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  return i;
}
