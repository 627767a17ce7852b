import { BACKTICK, TILDE, isDigit, isJsonWhitespace, isSpecialWhitespace } from "../text/chars.js";

/** Finds where the JSON value starts in a stream of model text, one chunk at a time. */
export interface Locator {
  /**
   * Scans `text` from `from` and returns the index of the value's first character (not
   * consumed), or -1 when the chunk ran out first.
   */
  scan(text: string, from: number): number;
  /** The value found sits inside a code fence, so a closing fence ends it. */
  readonly inFence: boolean;
  /** The fence character (`` ` `` or `~`) when `inFence`. */
  readonly fenceCode: number;
  /**
   * The value found may be a bare scalar: it comes first in the stream, in a fence, or
   * after a reasoning block. Elsewhere only `{` or `[` starts a value, since prose is full
   * of numbers, quotes and words like "true".
   */
  readonly scalarAllowed: boolean;
  /** Goes back to skipping prose, after a bare scalar turned out to be prose. */
  resumeProse(): void;
}

// Modes of the scan.
const START = 0; // first thing of the stream, a fence body or after reasoning: a bare scalar may start here
const PROSE = 1; // skipping prose until `{` or `[`
const TAG = 2; // reading a tag name after `<`
const REASONING = 3; // skipping a reasoning block until its closing tag
const FENCE_RUN = 4; // counting a run of backticks or tildes
const INFO = 5; // reading a fence's info string up to the end of its line
const FENCE_SKIP = 6; // skipping the body of a fence that is not JSON

const REASONING_TAGS: ReadonlySet<string> = new Set(["think", "thinking", "reasoning", "reflection", "scratchpad"]);
const JSON_FENCE_LANGUAGES: ReadonlySet<string> = new Set(["", "json", "jsonc", "json5", "javascript", "js", "typescript", "ts"]);
const MAX_TAG = 16;
const MAX_INFO = 32;

/** Creates a locator at the start of a stream. */
export function createLocator(): Locator {
  let mode = START;
  let inFence = false;
  let fenceCode = BACKTICK;
  let runCode = BACKTICK;
  let runLength = 0;
  let scalarAllowed = false;
  let name = ""; // tag name or fence info so far
  let closer = ""; // closing tag of the reasoning block being skipped
  let matched = 0; // characters of `closer` matched so far

  function atValue(code: number): boolean {
    return code === 0x7b || code === 0x5b;
  }

  function atScalar(code: number): boolean {
    // `t`, `f`, `n` for true, false, null; a word that is not one of them is handed back as prose.
    return code === 0x22 || code === 0x2d || isDigit(code) || code === 0x74 || code === 0x66 || code === 0x6e;
  }

  function scan(text: string, from: number): number {
    const n = text.length;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      switch (mode) {
        case START:
          if (isJsonWhitespace(c) || isSpecialWhitespace(c)) {
            i++;
          } else if (atValue(c) || atScalar(c)) {
            scalarAllowed = atScalar(c);
            return i;
          } else {
            mode = PROSE;
          }
          break;
        case PROSE:
          if (atValue(c)) {
            scalarAllowed = false;
            return i;
          }
          if (c === 0x3c) {
            mode = TAG;
            name = "";
          } else if (c === BACKTICK || c === TILDE) {
            mode = FENCE_RUN;
            runCode = c;
            runLength = 1;
          }
          i++;
          break;
        case TAG:
          if (c === 0x3e && REASONING_TAGS.has(name.toLowerCase())) {
            mode = REASONING;
            closer = `</${name.toLowerCase()}>`;
            matched = 0;
            i++;
          } else if (name.length < MAX_TAG && ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a))) {
            name += text[i];
            i++;
          } else {
            mode = PROSE; // not a reasoning tag: read this character again as prose (it may be `{`)
          }
          break;
        case REASONING: {
          let at = i;
          if (matched === 0) {
            at = text.indexOf("<", i);
            if (at < 0) return -1;
          }
          // Lower-case ASCII letters so `</THINK>` closes `<think>`; the closer has one `<`, so a mismatch restarts cleanly.
          const raw = text.charCodeAt(at);
          const ch = raw >= 0x41 && raw <= 0x5a ? raw + 0x20 : raw;
          if (ch === closer.charCodeAt(matched)) {
            matched++;
            if (matched === closer.length) mode = START;
          } else {
            matched = ch === 0x3c ? 1 : 0;
          }
          i = at + 1;
          break;
        }
        case FENCE_RUN:
          if (c === runCode) {
            runLength++;
            i++;
          } else if (runLength < 3) {
            mode = PROSE; // inline code: its text is prose
          } else if (inFence) {
            inFence = false; // the fence closed before any value started
            mode = PROSE;
          } else {
            fenceCode = runCode;
            mode = INFO;
            name = "";
          }
          break;
        case INFO:
          if (c === 0x0a) {
            if (JSON_FENCE_LANGUAGES.has(name.trim().toLowerCase())) {
              inFence = true;
              mode = START;
            } else {
              mode = FENCE_SKIP;
              runLength = 0;
            }
            i++;
          } else if (atValue(c) && name.trim() === "") {
            // ```{"a": 1}``` on one line: the value starts right after the fence
            inFence = true;
            scalarAllowed = false;
            return i;
          } else {
            if (name.length < MAX_INFO) name += text[i];
            i++;
          }
          break;
        default: // FENCE_SKIP: the body of a fence in another language (python, …) is not searched
          if (c === fenceCode) {
            runLength++;
          } else if (runLength >= 3) {
            mode = PROSE; // read this character again as prose
            break;
          } else {
            runLength = 0;
          }
          i++;
          break;
      }
    }
    return -1;
  }

  return {
    scan,
    get inFence() {
      return inFence;
    },
    get fenceCode() {
      return fenceCode;
    },
    get scalarAllowed() {
      return scalarAllowed;
    },
    resumeProse() {
      mode = PROSE;
      scalarAllowed = false;
    },
  };
}
