import { BACKSLASH, codeAt, DOUBLE_QUOTE, SINGLE_QUOTE, hexValue, isDigit, isHexDigit, isIdentifierChar, isIdentifierStart, isNumberChar, isSmartDoubleQuote, isSmartSingleQuote, isSpecialWhitespace, isValueStart } from "../text/chars.js";
import { closesString, plainRunEnd } from "../text/string-end.js";
import { ValueTree, pathSink, type LeafSink } from "./value-tree.js";
import { attach, type Frame } from "./frames.js";
import { jsonNumberValue, printsAs, readLiteral } from "./literals.js";
import { knownKeyAt } from "./key-cache.js";
import { Locator } from "./locator.js";
import { streamFailureMessage } from "./messages.js";
import { RepairLog } from "./repair-log.js";
import { snapshotOf } from "./snapshot.js";
import { spineOf, type Spine } from "./spine.js";
import { readEscape } from "./string-escapes.js";
import type { IncrementalParser, StreamFailureReason, StreamParserOptions, StreamResult, StreamSnapshot } from "./types.js";
import { createUnescaper, type Unescaper } from "./unescaper.js";
import { unreadableOptionsMessage } from "../outcome/read-options.js";

// The incremental parser's states. Structural states (VALUE … ROOT_AFTER) skip whitespace and comments.
const LOCATE = 0; // before the value: the locator skips prose, fences and reasoning
const VALUE = 1; // a value is expected
const KEY = 2; // a key or `}` is expected
const COLON = 3; // `:` is expected
const AFTER = 4; // after a member: `,` or a closer is expected
const ROOT_AFTER = 5; // after a bare top-level scalar: only whitespace may follow, else it was prose
const STRING = 6;
const ESCAPE = 7; // after a backslash in a string
const UNICODE = 8; // inside `\uXXXX`
const NUMBER = 9;
const WORD = 10; // a bare word: a literal, or an unquoted key
const SLASH = 11; // after `/` where a comment may start
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const FENCE_CLOSE = 14; // inside the run of backticks that closes the fence
const DONE = 15;
const FAILED = 16;

/**
 * Creates a push-style tolerant JSON parser that reads each character once and builds the
 * value in place, so that snapshots after every chunk cost nothing like a re-parse.
 * @example
 * const parser = createIncrementalParser();
 * parser.push('Sure: ```json\n{"items": [1, 2');
 * parser.snapshot().value; // { items: [1] } — 2 may still be 23
 * parser.push("]}\n```");
 * parser.end(); // { ok: true, value: { items: [1, 2] }, truncated: false, … }
 */
export function createIncrementalParser(given: StreamParserOptions = {}): IncrementalParser {
  const options = readParserOptions(given);
  if ("unreadable" in options) {
    // Options that could not be read (a throwing getter, a revoked Proxy): a parser that reads nothing and says why.
    const failed: StreamResult = { ok: false, reason: "no-json-found", position: 0, message: options.unreadable };
    const empty = new TolerantParser(512, undefined);
    return { push: () => undefined, snapshot: () => empty.snapshot(), end: () => failed };
  }
  const parser = new TolerantParser(options.maxDepth, options.onLeaf === undefined ? undefined : pathSink(options.onLeaf));
  // Bound here, so that a caller may pass the methods around on their own.
  return { push: (chunk) => parser.push(chunk), snapshot: () => parser.snapshot(), end: () => parser.end() };
}

/** A parser's options read once (`null` is none), or the message of why they could not be read; never a throw. */
export function readParserOptions(options: StreamParserOptions | null | undefined): { readonly maxDepth: number; readonly onLeaf: StreamParserOptions["onLeaf"] } | { readonly unreadable: string } {
  try {
    const maxDepth = options?.maxDepth;
    const onLeaf = options?.onLeaf;
    return { maxDepth: typeof maxDepth === "number" ? maxDepth : 512, onLeaf: typeof onLeaf === "function" ? onLeaf : undefined };
  } catch (error) {
    return { unreadable: unreadableOptionsMessage("parser options", error) };
  }
}

/**
 * Which finished numbers' texts a parser's `onLeaf` hears: every one, only those `String(value)` does not give back
 * (`2.0`, `1e3`, `-0`; the others come as `undefined`, to be printed by whoever needs them), or none.
 */
export type WrittenNumbers = "all" | "unprinted" | "none";

/**
 * The parser's state and steps. A class, not closures: a parse (one per candidate, one per stream) then
 * allocates one object instead of some forty functions and their context, which on a 100-byte answer cost
 * more than the parse itself.
 */
export class TolerantParser {
  private readonly locator = new Locator();
  private log: RepairLog = new RepairLog();
  private state = LOCATE;
  private offset = 0; // stream offset of index 0 of the text being run
  private received = 0; // characters pushed, before unescaping
  private readonly tree: ValueTree;
  private rootStart = -1;
  private rootEnd = -1;
  private truncated = false;
  private ended = false;
  private failure: { reason: StreamFailureReason; position: number } | undefined = undefined;
  private conflict = -1; // where a key first came back with another value: the parse fails there at its end
  private unescaper: Unescaper | undefined = undefined;
  private spine: Spine | undefined = undefined; // the containers around the innermost one, as the last snapshot saw them
  private spineVersion = -1;
  private lastSnapshot: StreamSnapshot | undefined = undefined; // handed out again while nothing was pushed or ended
  private lastReceived = -1;
  private fenceCode = -1; // the fence character when the value sits in a fence, else -1 (matches no character)
  /** A number read was beyond the double's range (`1e400` reads as Infinity): the value holds one that is no JSON value. */
  holdsNonFinite = false;

  // Structural context.
  private justOpened = false; // right after `{` or `[`
  private afterComma = false; // right after `,`
  private sawNewline = false; // a newline since the last member ended (a missing comma is only repaired across lines)
  private lastCloser = false; // the last member ended with `}` or `]`
  private returnState = VALUE; // where a comment or fence run returns to
  private markPosition = 0; // where a comment or fence run started
  private fenceRun = 0;
  private commentStar = false;

  // The token being read.
  private leafIsKey = false;
  private leafStart = 0;
  private acc = ""; // its text so far: V8 concatenation builds ropes, so appending chunk pieces is O(1)
  private accPieces = false; // `acc` was built from more than one piece (a chunk boundary or an escape inside it)
  private flatCode = 0; // see `flatAcc`
  private quoteOpen = DOUBLE_QUOTE; // the quote that opened the string being read
  private unicodeDigits = 0;
  private unicodeValue = 0;

  /**
   * `onLeaf` hears every finished member with the stack of open containers (see `LeafSink`); `pathSink` gives paths.
   * `written` says which finished numbers' texts it hears (see `WrittenNumbers`): all of them by default when it
   * listens, sliced only then.
   */
  constructor(
    maxDepth: number,
    onLeaf?: LeafSink,
    private readonly written: WrittenNumbers = onLeaf === undefined ? "none" : "all",
  ) {
    this.tree = new ValueTree(maxDepth, onLeaf, (same, position) => this.repeated(same, position));
  }

  /** A finished number's text from `start` to `end` of `text`, as `written` asks for it. */
  writtenText(text: string, start: number, end: number, value: number | undefined): string | undefined {
    if (this.written === "none" || value === undefined) return undefined;
    if (this.written === "unprinted" && printsAs(text, start, end, value)) return undefined;
    return start === 0 && end === text.length ? text : text.slice(start, end);
  }

  /** The key from `start` to `end` of `text`, as read at this place before when it is the same (see `knownKeyAt`). */
  keyAt(text: string, start: number, end: number): string {
    return knownKeyAt(text, start, end, this.tree.stack.length, (this.tree.top as Frame).count);
  }

  /**
   * A member finished under a key its object already held. The same value twice is one member read once; two values
   * are two answers for one key, and the parse fails when it ends (not here: a stream's snapshots go on).
   */
  repeated(same: boolean, position: number): void {
    // repair: a key written twice with the same value
    if (same) this.log.add("repeated-key", position);
    else if (this.conflict < 0) this.conflict = position;
  }

  fail(reason: StreamFailureReason, position: number): void {
    if (this.tree.stack.length === 0 && reason !== "too-deep") {
      this.revert(); // a bare scalar at the top that goes wrong was prose after all
      return;
    }
    this.failure = { reason, position };
    this.state = FAILED;
  }

  revert(): void {
    this.tree.forgetRoot();
    this.rootStart = -1;
    this.rootEnd = -1;
    this.truncated = false;
    this.state = LOCATE;
    this.locator.resumeProse();
  }

  beginRoot(position: number): void {
    this.rootStart = position;
    this.fenceCode = this.locator.inFence ? this.locator.fenceCode : -1;
    this.log = new RepairLog(); // repairs of a scalar that turned out to be prose are forgotten
    this.conflict = -1;
    this.holdsNonFinite = false;
    this.state = VALUE;
    this.justOpened = false;
    this.afterComma = false;
  }

  /** A value (string, number, literal) finished at `end`. */
  completeLeaf(value: unknown, end: number, written?: string): void {
    if (!this.tree.leaf(value, written)) {
      this.rootEnd = end;
      this.state = ROOT_AFTER;
      return;
    }
    this.state = AFTER;
    this.sawNewline = false;
    this.lastCloser = false;
  }

  open(isArray: boolean, position: number): void {
    if (!this.tree.open(isArray)) {
      this.fail("too-deep", position);
      return;
    }
    this.state = isArray ? VALUE : KEY;
    this.justOpened = true;
    this.afterComma = false;
  }

  close(position: number): void {
    if (this.tree.close()) {
      this.rootEnd = position + 1;
      this.state = DONE;
      return;
    }
    this.state = AFTER;
    this.sawNewline = false;
    this.lastCloser = true;
  }

  beginString(open: number, isKey: boolean, position: number): void {
    this.beginToken(STRING, isKey, position);
    this.quoteOpen = open;
    this.accPieces = false;
  }

  /**
   * The finished string, flat. `+=` makes a rope, a tree of the pieces that the value would then keep, every
   * piece an object the garbage collector copies while the stream lasts; reading a character of a rope makes V8
   * write it out once as one string, and the pieces die young. The character read is stored so the read stays.
   */
  flatAcc(): string {
    if (this.accPieces) this.flatCode = this.acc.charCodeAt(0);
    return this.acc;
  }

  beginToken(tokenState: number, isKey: boolean, position: number): void {
    this.state = tokenState;
    this.leafIsKey = isKey;
    this.leafStart = position;
    this.acc = "";
  }

  endString(position: number): void {
    if (this.leafIsKey) {
      this.tree.setKey(this.keyAt(this.acc, 0, this.acc.length), this.leafStart);
      this.state = COLON;
    } else {
      this.completeLeaf(this.flatAcc(), position + 1);
    }
  }

  endNumber(value: number | undefined, position: number, written?: string): void {
    if (value !== undefined) {
      if (!Number.isFinite(value)) this.holdsNonFinite = true;
      this.completeLeaf(value, position, written);
    } else this.fail("invalid-number", this.leafStart);
  }

  endWord(position: number): void {
    if (this.leafIsKey) {
      // repair: unquoted key
      this.log.add("unquoted-key", this.leafStart);
      this.tree.setKey(this.keyAt(this.acc, 0, this.acc.length), this.leafStart);
      this.state = COLON;
      return;
    }
    const literal = readLiteral(this.acc);
    if (literal === undefined || (this.tree.top === undefined && literal.repair !== undefined)) {
      this.fail("unknown-literal", this.leafStart);
      return;
    }
    if (literal.repair !== undefined) this.log.add(literal.repair, this.leafStart);
    this.completeLeaf(literal.value, position);
  }

  /** Reads a quote that opens a string, noting the repair a non-JSON quote needs; false when `code` is no quote. */
  quoteStart(code: number, isKey: boolean, position: number): boolean {
    if (code === SINGLE_QUOTE) {
      // repair: single-quoted string
      this.log.add("single-quotes", position);
    } else if (isSmartDoubleQuote(code) || isSmartSingleQuote(code)) {
      // repair: typographic quotes around a string
      this.log.add("smart-quotes", position);
    } else if (code !== DOUBLE_QUOTE) return false;
    this.beginString(code, isKey, position);
    return true;
  }

  /** Handles one non-whitespace character in a structural state; returns the next index. */
  structural(code: number, i: number): number {
    const position = this.offset + i;
    // The common characters of each state first; comments, fences and odd spaces only when nothing matched.
    switch (this.state) {
      case VALUE:
        if (code === 0x7b || code === 0x5b) {
          this.open(code === 0x5b, position);
          return i + 1;
        }
        if (code === DOUBLE_QUOTE) {
          this.beginString(DOUBLE_QUOTE, false, position);
          return i + 1;
        }
        if (code === 0x2d || isDigit(code)) {
          this.beginToken(NUMBER, false, position);
          return i;
        }
        if (isIdentifierStart(code)) {
          this.beginToken(WORD, false, position);
          return i;
        }
        if (code === 0x5d && this.tree.top !== undefined && this.tree.top.isArray && (this.justOpened || this.afterComma)) {
          // repair: trailing comma
          if (this.afterComma) this.log.add("trailing-comma", position);
          this.close(position);
          return i + 1;
        }
        if (this.quoteStart(code, false, position)) return i + 1;
        break;
      case KEY:
        if (code === DOUBLE_QUOTE) {
          this.beginString(DOUBLE_QUOTE, true, position);
          return i + 1;
        }
        if (code === 0x7d && (this.justOpened || this.afterComma)) {
          // repair: trailing comma
          if (this.afterComma) this.log.add("trailing-comma", position);
          this.close(position);
          return i + 1;
        }
        if (isIdentifierStart(code)) {
          this.beginToken(WORD, true, position);
          return i;
        }
        if (this.quoteStart(code, true, position)) return i + 1;
        break;
      case COLON:
        if (code === 0x3a) {
          this.state = VALUE;
          this.justOpened = false;
          this.afterComma = false;
          return i + 1;
        }
        break;
      case AFTER: {
        const frame = this.tree.top as Frame;
        if (code === 0x2c) {
          this.state = frame.isArray ? VALUE : KEY;
          this.afterComma = true;
          this.justOpened = false;
          return i + 1;
        }
        if (code === 0x5d || code === 0x7d) {
          if ((code === 0x5d) === frame.isArray) this.close(position);
          else this.fail("mismatched-closer", position);
          return i + 1;
        }
        const startsMember = frame.isArray ? isValueStart(code) : code === DOUBLE_QUOTE || code === SINGLE_QUOTE || isIdentifierStart(code);
        if (startsMember && (this.sawNewline || (this.lastCloser && (code === 0x7b || code === 0x5b)))) {
          // repair: missing comma, only between lines or between `}` and `{`, where nothing else can be meant
          this.log.add("missing-comma", position);
          this.state = frame.isArray ? VALUE : KEY;
          this.justOpened = false;
          this.afterComma = false;
          return i;
        }
        break;
      }
      default: // ROOT_AFTER
        if (isSpecialWhitespace(code)) return i + 1;
        if (code === this.fenceCode) this.state = DONE; // the fence closes after a bare scalar
        else this.revert(); // something follows the bare scalar, so it was prose: scan on from here
        return i;
    }
    if (code === 0x2f) {
      this.returnState = this.state;
      this.markPosition = position;
      this.state = SLASH;
      return i + 1;
    }
    if (code === this.fenceCode) {
      this.returnState = this.state;
      this.markPosition = position;
      this.fenceRun = 1;
      this.state = FENCE_CLOSE;
      return i + 1;
    }
    if (isSpecialWhitespace(code)) {
      // repair: Unicode spaces between tokens
      this.log.add("special-whitespace", position);
      return i + 1;
    }
    this.fail("unexpected-character", position);
    return i + 1;
  }

  /** Switches to reading the rest of the stream unescaped, for a document written string-escaped. */
  enterEscaped(text: string, i: number): void {
    // repair: the whole document was escaped as if inside a JSON string, like {\"a\": 1}
    this.log.add("escaped-json", this.offset + i);
    this.unescaper = createUnescaper();
    const rest = this.unescaper.feed(text.slice(i));
    const base = this.offset;
    this.offset = base + i;
    this.run(rest, 0);
    // Offsets from here on count unescaped characters; `push` adds `text.length` after this returns.
    this.offset = base + i + rest.length - text.length;
  }

  run(text: string, from: number): void {
    const n = text.length;
    let i = from;
    while (i < n) {
      switch (this.state) {
        case LOCATE: {
          const hit = this.locator.scan(text, i);
          if (hit < 0) return;
          i = hit;
          this.beginRoot(this.offset + i);
          break;
        }
        case VALUE:
        case KEY:
        case COLON:
        case AFTER:
        case ROOT_AFTER: {
          let code = codeAt(text, i);
          while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) {
            if (code === 0x0a) this.sawNewline = true;
            if (++i === n) return;
            code = codeAt(text, i);
          }
          if (code === BACKSLASH && this.justOpened && this.tree.stack.length === 1 && this.unescaper === undefined && this.state !== AFTER) {
            this.enterEscaped(text, i);
            return;
          }
          i = this.structural(code, i);
          break;
        }
        case STRING: {
          let j = i;
          const open = this.quoteOpen;
          if (open === DOUBLE_QUOTE || open === SINGLE_QUOTE) {
            // A JSON string, and the usual repair (a single-quoted string), in the tight loop.
            j = plainRunEnd(text, i, n, open);
          } else {
            while (j < n) {
              const code = codeAt(text, j);
              if (code === BACKSLASH || code < 0x20 || closesString(open, code, "tolerant")) break;
              j++;
            }
          }
          if (j === n) {
            if (j > i) this.acc += text.slice(i, j);
            this.accPieces = true;
            return;
          }
          const code = codeAt(text, j);
          if (this.leafIsKey && this.acc === "" && code !== BACKSLASH && code >= 0x20) {
            // A key read whole within this chunk, as most are: compared in place with the key read there before.
            this.tree.setKey(this.keyAt(text, i, j), this.leafStart);
            this.state = COLON;
            i = j + 1;
            break;
          }
          if (j > i) this.acc += text.slice(i, j);
          if (code === BACKSLASH) {
            this.state = ESCAPE;
          } else if (code < 0x20) {
            // repair: raw control character (usually a newline) inside a string, kept as written
            this.log.add("control-character", this.offset + j);
            this.acc += text[j];
            this.accPieces = true;
          } else {
            this.endString(this.offset + j);
          }
          i = j + 1;
          break;
        }
        case ESCAPE:
          i = this.escape(text, i);
          break;
        case UNICODE:
          i = this.unicodeEscape(text, i);
          break;
        case NUMBER: {
          let j = i;
          while (j < n && isNumberChar(codeAt(text, j))) j++;
          if (j === n) {
            this.acc += text.slice(i, j);
            return;
          }
          // A number read whole within this chunk, as most are, is read in place, with no slice.
          const value = this.acc === "" ? jsonNumberValue(text, i, j) : jsonNumberValue((this.acc += text.slice(i, j)));
          this.endNumber(value, this.offset + j, this.acc === "" ? this.writtenText(text, i, j, value) : this.writtenText(this.acc, 0, this.acc.length, value));
          i = j;
          break;
        }
        case WORD: {
          let j = i;
          while (j < n && isIdentifierChar(codeAt(text, j))) j++;
          this.acc += text.slice(i, j);
          if (j === n) return;
          this.endWord(this.offset + j);
          i = j;
          break;
        }
        case SLASH:
          i = this.slash(text, i);
          break;
        case LINE_COMMENT:
          i = this.lineComment(text, i);
          break;
        case BLOCK_COMMENT:
          i = this.blockComment(text, i);
          break;
        case FENCE_CLOSE:
          i = this.fenceClose(text, i);
          break;
        default: // DONE, FAILED: the rest of the stream is not ours
          return;
      }
    }
  }

  // The rare states below are read by methods of their own, out of `run`: the compiler then has room to inline
  // what the common tokens need (every character read, every member stored) into `run`'s loop. Each returns the
  // index to go on from; `text.length` when the chunk ran out.

  /** The character after a backslash in a string. */
  escape(text: string, i: number): number {
    const code = codeAt(text, i);
    if (code === 0x75) {
      this.state = UNICODE;
      this.unicodeDigits = 0;
      this.unicodeValue = 0;
    } else {
      // a typographic quote (every one is past 0xff) may be escaped in a string it opened
      const decoded = readEscape(code, this.quoteOpen > 0xff);
      if (decoded === undefined) {
        this.fail("invalid-escape", this.offset + i - 1);
      } else {
        // repair: \' in a double-quoted string (JavaScript's escape, not JSON's)
        if (code === SINGLE_QUOTE && this.quoteOpen !== SINGLE_QUOTE) this.log.add("escaped-single-quote", this.offset + i - 1);
        this.acc += decoded;
        this.accPieces = true;
        this.state = STRING;
      }
    }
    return i + 1;
  }

  /** A hex digit of a `\uXXXX` escape. */
  unicodeEscape(text: string, i: number): number {
    const code = codeAt(text, i);
    if (!isHexDigit(code)) {
      this.fail("invalid-escape", this.offset + i);
      return i;
    }
    this.unicodeValue = this.unicodeValue * 16 + hexValue(code);
    if (++this.unicodeDigits === 4) {
      this.acc += String.fromCharCode(this.unicodeValue);
      this.accPieces = true;
      this.state = STRING;
    }
    return i + 1;
  }

  /** The character after a `/` between tokens: a comment starts, or nothing JSON can mean. */
  slash(text: string, i: number): number {
    const code = codeAt(text, i);
    if (code !== 0x2f && code !== 0x2a) {
      this.fail("unexpected-character", this.markPosition);
      return i;
    }
    // repair: comment
    this.log.add("comment", this.markPosition);
    this.state = code === 0x2f ? LINE_COMMENT : BLOCK_COMMENT;
    this.commentStar = false;
    return i + 1;
  }

  lineComment(text: string, i: number): number {
    const newline = text.indexOf("\n", i);
    if (newline < 0) return text.length;
    this.sawNewline = true;
    this.state = this.returnState;
    return newline + 1;
  }

  blockComment(text: string, i: number): number {
    const n = text.length;
    for (; i < n; i++) {
      const code = codeAt(text, i);
      if (code === 0x2f && this.commentStar) break;
      this.commentStar = code === 0x2a;
      if (code === 0x0a) this.sawNewline = true;
    }
    if (i === n) return n;
    this.state = this.returnState;
    return i + 1;
  }

  /** A character in the run of fence characters that may close the fence inside the value. */
  fenceClose(text: string, i: number): number {
    if (codeAt(text, i) !== this.fenceCode) {
      this.fail("unexpected-character", this.markPosition);
      return i;
    }
    if (++this.fenceRun === 3) {
      // repair: the fence closed inside the value; whatever is open is closed
      this.state = this.returnState;
      this.finish(this.markPosition);
    }
    return i + 1;
  }

  /** Leaves out the member whose value (or key) was cut off. */
  dropLeaf(): void {
    this.log.add("dropped-incomplete", this.leafStart);
    this.tree.dropKey();
    this.state = AFTER;
  }

  /** Closes whatever is open at `position` (end of stream, or a closing fence) and settles the result. */
  finish(position: number): void {
    if (this.state === SLASH || this.state === LINE_COMMENT || this.state === BLOCK_COMMENT || this.state === FENCE_CLOSE) this.state = this.returnState;
    if (this.state === STRING || this.state === ESCAPE || this.state === UNICODE) {
      // repair: missing closing quote at the cut; a key without its value is left out
      this.truncated = true;
      this.log.add("missing-closer", position);
      if (this.leafIsKey) this.log.add("dropped-incomplete", this.leafStart);
      else this.completeLeaf(this.flatAcc(), position);
    } else if (this.state === NUMBER) {
      const value = jsonNumberValue(this.acc);
      if (value !== undefined) this.endNumber(value, position, this.writtenText(this.acc, 0, this.acc.length, value));
      else if (this.tree.top === undefined) this.revert();
      else this.dropLeaf(); // `1.` or `-` cannot be completed honestly
    } else if (this.state === WORD) {
      const literal = this.leafIsKey ? undefined : readLiteral(this.acc);
      if (literal !== undefined && (this.tree.top !== undefined || literal.repair === undefined)) this.endWord(position);
      else if (this.tree.top === undefined) this.revert();
      else this.dropLeaf(); // `tru` may have been `true` or `trust`
    }
    if (this.state === LOCATE || this.state === FAILED) return;
    const top = this.tree.top;
    if (top !== undefined && !top.isArray && top.key !== undefined) {
      this.log.add("dropped-incomplete", position); // a key whose value never came
      this.tree.dropKey();
    }
    if (top !== undefined) {
      // repair: missing closers at the cut
      this.truncated = true;
      this.log.add("missing-closer", position);
      while (this.tree.top !== undefined) this.close(position - 1);
      this.rootEnd = position;
    }
    this.state = DONE;
  }

  push(chunk: string): void {
    if (typeof chunk === "string") this.received += chunk.length;
    if (this.ended || this.state === DONE || this.state === FAILED || typeof chunk !== "string" || chunk.length === 0) return;
    const text = this.unescaper === undefined ? chunk : this.unescaper.feed(chunk);
    try {
      this.run(text, 0);
    } catch {
      // Only the engine can throw here: a string past its maximum length (about 2^29 characters).
      this.failure = { reason: "too-large", position: this.offset };
      this.state = FAILED;
    }
    this.offset += text.length;
  }

  /** The open containers, outermost first (the parser's own stack: read it, never change it). */
  get openFrames(): readonly Frame[] {
    return this.tree.stack;
  }

  snapshot(): StreamSnapshot {
    // Nothing pushed (no character received) and not ended since the last snapshot: nothing changed.
    if (this.lastSnapshot !== undefined && this.lastReceived === this.received && (!this.ended || this.lastSnapshot.done)) return this.lastSnapshot;
    const inString = this.state === STRING || this.state === ESCAPE || this.state === UNICODE;
    let value: unknown = this.tree.hasRoot ? this.tree.root : undefined;
    if (inString && !this.leafIsKey) {
      // A string being read is shown as its prefix: one assignment of the rope built so far.
      if (this.tree.top === undefined) value = this.acc;
      else attach(this.tree.top, this.acc);
    }
    const leafPending = !this.leafIsKey && (inString || this.state === NUMBER || this.state === WORD);
    const stack = this.tree.stack;
    if (this.spineVersion !== this.tree.version) {
      this.spine = spineOf(stack, stack.length - 1, this.spine);
      this.spineVersion = this.tree.version;
    }
    const state = this.state;
    const done = this.ended || state === DONE || state === FAILED;
    this.lastSnapshot = snapshotOf(value, state === DONE, done, state === FAILED, this.spine, this.tree.top, leafPending, this.received, this.lastSnapshot);
    this.lastReceived = this.received;
    return this.lastSnapshot;
  }

  end(): StreamResult {
    if (!this.ended) {
      this.ended = true;
      if (this.state !== DONE && this.state !== FAILED && this.state !== LOCATE) this.finish(this.offset);
    }
    if (this.failure === undefined && this.conflict >= 0) this.failure = { reason: "repeated-key", position: this.conflict };
    if (this.failure === undefined && (this.state !== DONE || !this.tree.hasRoot)) this.failure = { reason: "no-json-found", position: this.offset };
    if (this.failure !== undefined) {
      const { reason, position } = this.failure;
      return { ok: false, reason, position, message: streamFailureMessage(reason, position) };
    }
    return { ok: true, value: this.tree.root, repairs: this.log.notes(), truncated: this.truncated, start: this.rootStart, end: this.rootEnd < 0 ? this.offset : this.rootEnd };
  }

}

