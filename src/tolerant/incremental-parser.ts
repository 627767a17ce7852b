import { BACKSLASH, DOUBLE_QUOTE, SINGLE_QUOTE, isDigit, isIdentifierStart, isSmartDoubleQuote, isSmartSingleQuote, isSpecialWhitespace, isValueStart } from "../text/chars.js";
import {
  AFTER,
  BLOCK_COMMENT,
  COLON,
  DONE,
  ESCAPE,
  FAILED,
  FENCE_CLOSE,
  KEY,
  LINE_COMMENT,
  LOCATE,
  NUMBER,
  QUOTE_DOUBLE,
  QUOTE_SINGLE,
  QUOTE_SMART_DOUBLE,
  QUOTE_SMART_SINGLE,
  ROOT_AFTER,
  SLASH,
  STRING,
  UNICODE,
  VALUE,
  WORD,
  closesQuote,
} from "./parser-states.js";
import { createValueTree } from "./value-tree.js";
import { attach, type Frame } from "./frames.js";
import { isJsonNumber, readLiteral } from "./literals.js";
import { createLocator } from "./locator.js";
import { streamFailureMessage } from "./messages.js";
import { createRepairLog, type RepairLog } from "./repair-log.js";
import { captureStack, takeSnapshot, type StackCapture } from "./snapshot.js";
import { readEscape, readUnicode } from "./string-escapes.js";
import type { IncrementalParser, StreamFailureReason, StreamParserOptions, StreamResult, StreamSnapshot } from "./types.js";
import { createUnescaper, type Unescaper } from "./unescaper.js";

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
export function createIncrementalParser(options: StreamParserOptions = {}): IncrementalParser {
  const maxDepth = options.maxDepth ?? 512;
  const locator = createLocator();
  let log: RepairLog = createRepairLog();
  let state = LOCATE;
  let offset = 0; // stream offset of index 0 of the text being run
  let received = 0; // characters pushed, before unescaping
  const tree = createValueTree(maxDepth, options.onLeaf);
  let rootStart = -1;
  let rootEnd = -1;
  let truncated = false;
  let ended = false;
  let failure: { reason: StreamFailureReason; position: number } | undefined;
  let unescaper: Unescaper | undefined;
  let capture: StackCapture = captureStack([]);
  let captureVersion = 0;
  let fenceCode = -1; // the fence character when the value sits in a fence, else -1 (matches no character)

  // Structural context.
  let justOpened = false; // right after `{` or `[`
  let afterComma = false; // right after `,`
  let sawNewline = false; // a newline since the last member ended (a missing comma is only repaired across lines)
  let lastCloser = false; // the last member ended with `}` or `]`
  let returnState = VALUE; // where a comment or fence run returns to
  let markPosition = 0; // where a comment or fence run started
  let fenceRun = 0;
  let commentStar = false;

  // The token being read.
  let leafIsKey = false;
  let leafStart = 0;
  let acc = ""; // its text so far: V8 concatenation builds ropes, so appending chunk pieces is O(1)
  let quoteKind = QUOTE_DOUBLE;
  let unicodeDigits = 0;
  let unicodeValue = 0;

  function fail(reason: StreamFailureReason, position: number): void {
    if (tree.stack.length === 0 && reason !== "too-deep") {
      revert(); // a bare scalar at the top that goes wrong was prose after all
      return;
    }
    failure = { reason, position };
    state = FAILED;
  }

  function revert(): void {
    tree.forgetRoot();
    rootStart = -1;
    rootEnd = -1;
    truncated = false;
    state = LOCATE;
    locator.resumeProse();
  }

  function beginRoot(position: number): void {
    rootStart = position;
    fenceCode = locator.inFence ? locator.fenceCode : -1;
    log = createRepairLog(); // repairs of a scalar that turned out to be prose are forgotten
    state = VALUE;
    justOpened = false;
    afterComma = false;
  }

  /** A value (string, number, literal) finished at `end`. */
  function completeLeaf(value: unknown, end: number): void {
    if (!tree.leaf(value)) {
      rootEnd = end;
      state = ROOT_AFTER;
      return;
    }
    state = AFTER;
    sawNewline = false;
    lastCloser = false;
  }

  function open(isArray: boolean, position: number): void {
    if (!tree.open(isArray)) {
      fail("too-deep", position);
      return;
    }
    state = isArray ? VALUE : KEY;
    justOpened = true;
    afterComma = false;
  }

  function close(position: number): void {
    if (tree.close()) {
      rootEnd = position + 1;
      state = DONE;
      return;
    }
    state = AFTER;
    sawNewline = false;
    lastCloser = true;
  }

  function beginString(kind: number, isKey: boolean, position: number): void {
    state = STRING;
    quoteKind = kind;
    leafIsKey = isKey;
    leafStart = position;
    acc = "";
  }

  function beginToken(tokenState: number, isKey: boolean, position: number): void {
    state = tokenState;
    leafIsKey = isKey;
    leafStart = position;
    acc = "";
  }

  function endString(position: number): void {
    if (leafIsKey) {
      tree.setKey(acc);
      state = COLON;
    } else {
      completeLeaf(acc, position + 1);
    }
  }

  function endNumber(position: number): void {
    if (isJsonNumber(acc)) completeLeaf(Number(acc), position);
    else fail("invalid-number", leafStart);
  }

  function endWord(position: number): void {
    if (leafIsKey) {
      // repair: unquoted key
      log.add("unquoted-key", leafStart);
      tree.setKey(acc);
      state = COLON;
      return;
    }
    const literal = readLiteral(acc);
    if (literal === undefined || (tree.top === undefined && literal.repair !== undefined)) {
      fail("unknown-literal", leafStart);
      return;
    }
    if (literal.repair !== undefined) log.add(literal.repair, leafStart);
    completeLeaf(literal.value, position);
  }

  /** Reads a quote that opens a string, noting the repair a non-JSON quote needs; false when `code` is no quote. */
  function quoteStart(code: number, isKey: boolean, position: number): boolean {
    if (code === DOUBLE_QUOTE) beginString(QUOTE_DOUBLE, isKey, position);
    else if (code === SINGLE_QUOTE) {
      // repair: single-quoted string
      log.add("single-quotes", position);
      beginString(QUOTE_SINGLE, isKey, position);
    } else if (isSmartDoubleQuote(code) || isSmartSingleQuote(code)) {
      // repair: typographic quotes around a string
      log.add("smart-quotes", position);
      beginString(isSmartDoubleQuote(code) ? QUOTE_SMART_DOUBLE : QUOTE_SMART_SINGLE, isKey, position);
    } else return false;
    return true;
  }

  /** Handles one non-whitespace character in a structural state; returns the next index. */
  function structural(code: number, i: number): number {
    const position = offset + i;
    // The common characters of each state first; comments, fences and odd spaces only when nothing matched.
    switch (state) {
      case VALUE:
        if (code === 0x7b || code === 0x5b) {
          open(code === 0x5b, position);
          return i + 1;
        }
        if (code === DOUBLE_QUOTE) {
          beginString(QUOTE_DOUBLE, false, position);
          return i + 1;
        }
        if (code === 0x2d || isDigit(code)) {
          beginToken(NUMBER, false, position);
          return i;
        }
        if (isIdentifierStart(code)) {
          beginToken(WORD, false, position);
          return i;
        }
        if (code === 0x5d && tree.top !== undefined && tree.top.isArray && (justOpened || afterComma)) {
          // repair: trailing comma
          if (afterComma) log.add("trailing-comma", position);
          close(position);
          return i + 1;
        }
        if (quoteStart(code, false, position)) return i + 1;
        break;
      case KEY:
        if (code === DOUBLE_QUOTE) {
          beginString(QUOTE_DOUBLE, true, position);
          return i + 1;
        }
        if (code === 0x7d && (justOpened || afterComma)) {
          // repair: trailing comma
          if (afterComma) log.add("trailing-comma", position);
          close(position);
          return i + 1;
        }
        if (isIdentifierStart(code)) {
          beginToken(WORD, true, position);
          return i;
        }
        if (quoteStart(code, true, position)) return i + 1;
        break;
      case COLON:
        if (code === 0x3a) {
          state = VALUE;
          justOpened = false;
          afterComma = false;
          return i + 1;
        }
        break;
      case AFTER: {
        const frame = tree.top as Frame;
        if (code === 0x2c) {
          state = frame.isArray ? VALUE : KEY;
          afterComma = true;
          justOpened = false;
          return i + 1;
        }
        if (code === 0x5d || code === 0x7d) {
          if ((code === 0x5d) === frame.isArray) close(position);
          else fail("mismatched-closer", position);
          return i + 1;
        }
        const startsMember = frame.isArray ? isValueStart(code) : code === DOUBLE_QUOTE || code === SINGLE_QUOTE || isIdentifierStart(code);
        if (startsMember && (sawNewline || (lastCloser && (code === 0x7b || code === 0x5b)))) {
          // repair: missing comma, only between lines or between `}` and `{`, where nothing else can be meant
          log.add("missing-comma", position);
          state = frame.isArray ? VALUE : KEY;
          justOpened = false;
          afterComma = false;
          return i;
        }
        break;
      }
      default: // ROOT_AFTER
        if (isSpecialWhitespace(code)) return i + 1;
        if (code === fenceCode) state = DONE; // the fence closes after a bare scalar
        else revert(); // something follows the bare scalar, so it was prose: scan on from here
        return i;
    }
    if (code === 0x2f) {
      returnState = state;
      markPosition = position;
      state = SLASH;
      return i + 1;
    }
    if (code === fenceCode) {
      returnState = state;
      markPosition = position;
      fenceRun = 1;
      state = FENCE_CLOSE;
      return i + 1;
    }
    if (isSpecialWhitespace(code)) {
      // repair: Unicode spaces between tokens
      log.add("special-whitespace", position);
      return i + 1;
    }
    fail("unexpected-character", position);
    return i + 1;
  }

  /** Switches to reading the rest of the stream unescaped, for a document written string-escaped. */
  function enterEscaped(text: string, i: number): void {
    // repair: the whole document was escaped as if inside a JSON string, like {\"a\": 1}
    log.add("escaped-json", offset + i);
    unescaper = createUnescaper();
    const rest = unescaper.feed(text.slice(i));
    const base = offset;
    offset = base + i;
    run(rest, 0);
    // Offsets from here on count unescaped characters; `push` adds `text.length` after this returns.
    offset = base + i + rest.length - text.length;
  }

  function run(text: string, from: number): void {
    const n = text.length;
    let i = from;
    while (i < n) {
      switch (state) {
        case LOCATE: {
          const hit = locator.scan(text, i);
          if (hit < 0) return;
          i = hit;
          beginRoot(offset + i);
          break;
        }
        case VALUE:
        case KEY:
        case COLON:
        case AFTER:
        case ROOT_AFTER: {
          let code = text.charCodeAt(i);
          while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) {
            if (code === 0x0a) sawNewline = true;
            if (++i === n) return;
            code = text.charCodeAt(i);
          }
          if (code === BACKSLASH && justOpened && tree.stack.length === 1 && unescaper === undefined && state !== AFTER) {
            enterEscaped(text, i);
            return;
          }
          i = structural(code, i);
          break;
        }
        case STRING: {
          let j = i;
          if (quoteKind === QUOTE_DOUBLE) {
            let code = text.charCodeAt(j);
            while (code !== DOUBLE_QUOTE && code !== BACKSLASH && code >= 0x20) {
              if (++j === n) break;
              code = text.charCodeAt(j);
            }
          } else {
            while (j < n) {
              const code = text.charCodeAt(j);
              if (code === BACKSLASH || code < 0x20 || closesQuote(quoteKind, code)) break;
              j++;
            }
          }
          if (j > i) acc += text.slice(i, j);
          if (j === n) return;
          const code = text.charCodeAt(j);
          if (code === BACKSLASH) {
            state = ESCAPE;
          } else if (code < 0x20) {
            // repair: raw control character (usually a newline) inside a string, kept as written
            log.add("control-character", offset + j);
            acc += text[j];
          } else {
            endString(offset + j);
          }
          i = j + 1;
          break;
        }
        case ESCAPE: {
          const code = text.charCodeAt(i);
          if (code === 0x75) {
            state = UNICODE;
            unicodeDigits = 0;
            unicodeValue = 0;
          } else {
            const decoded = readEscape(code, quoteKind >= QUOTE_SMART_DOUBLE);
            if (decoded === undefined) {
              fail("invalid-escape", offset + i - 1);
            } else {
              // repair: \' in a double-quoted string (JavaScript's escape, not JSON's)
              if (code === SINGLE_QUOTE && quoteKind !== QUOTE_SINGLE) log.add("escaped-single-quote", offset + i - 1);
              acc += decoded;
              state = STRING;
            }
          }
          i++;
          break;
        }
        case UNICODE: {
          const read = readUnicode(text, i, unicodeDigits, unicodeValue);
          if (read.digits < 0) {
            fail("invalid-escape", offset + read.end);
            i = read.end;
            break;
          }
          unicodeDigits = read.digits;
          unicodeValue = read.value;
          i = read.end;
          if (unicodeDigits === 4) {
            acc += String.fromCharCode(unicodeValue);
            state = STRING;
          }
          break;
        }
        case NUMBER: {
          let j = i;
          while (j < n) {
            const code = text.charCodeAt(j);
            if (!((code >= 0x30 && code <= 0x39) || code === 0x2e || code === 0x2d || code === 0x2b || code === 0x65 || code === 0x45)) break;
            j++;
          }
          acc += text.slice(i, j);
          if (j === n) return;
          endNumber(offset + j);
          i = j;
          break;
        }
        case WORD: {
          let j = i;
          while (j < n) {
            const code = text.charCodeAt(j);
            if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x24)) break;
            j++;
          }
          acc += text.slice(i, j);
          if (j === n) return;
          endWord(offset + j);
          i = j;
          break;
        }
        case SLASH: {
          const code = text.charCodeAt(i);
          if (code === 0x2f || code === 0x2a) {
            // repair: comment
            log.add("comment", markPosition);
            state = code === 0x2f ? LINE_COMMENT : BLOCK_COMMENT;
            commentStar = false;
            i++;
          } else {
            fail("unexpected-character", markPosition);
          }
          break;
        }
        case LINE_COMMENT: {
          const newline = text.indexOf("\n", i);
          if (newline < 0) return;
          sawNewline = true;
          state = returnState;
          i = newline + 1;
          break;
        }
        case BLOCK_COMMENT: {
          for (; i < n; i++) {
            const code = text.charCodeAt(i);
            if (code === 0x2f && commentStar) break;
            commentStar = code === 0x2a;
            if (code === 0x0a) sawNewline = true;
          }
          if (i === n) return;
          state = returnState;
          i++;
          break;
        }
        case FENCE_CLOSE: {
          if (text.charCodeAt(i) !== fenceCode) {
            fail("unexpected-character", markPosition);
            break;
          }
          i++;
          if (++fenceRun === 3) {
            // repair: the fence closed inside the value; whatever is open is closed
            state = returnState;
            finish(markPosition);
          }
          break;
        }
        default: // DONE, FAILED: the rest of the stream is not ours
          return;
      }
    }
  }

  /** Leaves out the member whose value (or key) was cut off. */
  function dropLeaf(): void {
    log.add("dropped-incomplete", leafStart);
    tree.dropKey();
    state = AFTER;
  }

  /** Closes whatever is open at `position` (end of stream, or a closing fence) and settles the result. */
  function finish(position: number): void {
    if (state === SLASH || state === LINE_COMMENT || state === BLOCK_COMMENT || state === FENCE_CLOSE) state = returnState;
    if (state === STRING || state === ESCAPE || state === UNICODE) {
      // repair: missing closing quote at the cut; a key without its value is left out
      truncated = true;
      log.add("missing-closer", position);
      if (leafIsKey) log.add("dropped-incomplete", leafStart);
      else completeLeaf(acc, position);
    } else if (state === NUMBER) {
      if (isJsonNumber(acc)) completeLeaf(Number(acc), position);
      else if (tree.top === undefined) revert();
      else dropLeaf(); // `1.` or `-` cannot be completed honestly
    } else if (state === WORD) {
      const literal = leafIsKey ? undefined : readLiteral(acc);
      if (literal !== undefined && (tree.top !== undefined || literal.repair === undefined)) endWord(position);
      else if (tree.top === undefined) revert();
      else dropLeaf(); // `tru` may have been `true` or `trust`
    }
    if (state === LOCATE || state === FAILED) return;
    const top = tree.top;
    if (top !== undefined && !top.isArray && top.key !== undefined) {
      log.add("dropped-incomplete", position); // a key whose value never came
      tree.dropKey();
    }
    if (top !== undefined) {
      // repair: missing closers at the cut
      truncated = true;
      log.add("missing-closer", position);
      while (tree.top !== undefined) close(position - 1);
      rootEnd = position;
    }
    state = DONE;
  }

  function push(chunk: string): void {
    if (typeof chunk === "string") received += chunk.length;
    if (ended || state === DONE || state === FAILED || typeof chunk !== "string" || chunk.length === 0) return;
    const text = unescaper === undefined ? chunk : unescaper.feed(chunk);
    try {
      run(text, 0);
    } catch {
      // Only the engine can throw here: a string past its maximum length (about 2^29 characters).
      failure = { reason: "too-large", position: offset };
      state = FAILED;
    }
    offset += text.length;
  }

  function snapshot(): StreamSnapshot {
    const inString = state === STRING || state === ESCAPE || state === UNICODE;
    let value: unknown = tree.hasRoot ? tree.root : undefined;
    if (inString && !leafIsKey) {
      // A string being read is shown as its prefix: one assignment of the rope built so far.
      if (tree.top === undefined) value = acc;
      else attach(tree.top, acc);
    }
    const leafPending = !leafIsKey && (inString || state === NUMBER || state === WORD);
    if (captureVersion !== tree.version) {
      capture = captureStack(tree.stack);
      captureVersion = tree.version;
    }
    return takeSnapshot({
      value,
      complete: state === DONE,
      done: ended || state === DONE || state === FAILED,
      failed: state === FAILED,
      capture,
      leafPending,
      received,
    });
  }

  function end(): StreamResult {
    if (!ended) {
      ended = true;
      if (state !== DONE && state !== FAILED && state !== LOCATE) finish(offset);
    }
    if (failure !== undefined) {
      return { ok: false, reason: failure.reason, position: failure.position, message: streamFailureMessage(failure.reason, failure.position) };
    }
    if (state !== DONE || !tree.hasRoot) {
      return { ok: false, reason: "no-json-found", position: offset, message: streamFailureMessage("no-json-found", offset) };
    }
    return { ok: true, value: tree.root, repairs: log.notes(), truncated, start: rootStart, end: rootEnd < 0 ? offset : rootEnd };
  }

  return { push, snapshot, end };
}
