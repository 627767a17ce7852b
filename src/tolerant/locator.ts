import { BACKTICK, TILDE, isDigit, isJsonWhitespace, isSpecialWhitespace } from "../text/chars.js";

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

/**
 * Finds where the JSON value starts in a stream of model text, one chunk at a time. A class, not closures: one
 * locator is made per parse, and a parse of a short answer should not pay for a dozen functions and their context.
 */
export class Locator {
  private mode = START;
  /** The value found sits inside a code fence, so a closing fence ends it. */
  inFence = false;
  /** The fence character (`` ` `` or `~`) when `inFence`. */
  fenceCode = BACKTICK;
  private runCode = BACKTICK;
  private runLength = 0;
  private name = ""; // tag name or fence info so far
  private closer = ""; // closing tag of the reasoning block being skipped
  private matched = 0; // characters of `closer` matched so far

  /** Scans `text` from `from`: the index of the value's first character (not consumed), or -1 when the chunk ran out first. */
  scan(text: string, from: number): number {
    const n = text.length;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      switch (this.mode) {
        case START:
          if (isJsonWhitespace(c) || isSpecialWhitespace(c)) {
            i++;
          } else if (atValue(c) || atScalar(c)) {
            // A bare scalar only here (first in the stream, in a fence, after a reasoning block): elsewhere only `{`
            // or `[` starts a value, since prose is full of numbers, quotes and words like "true".
            return i;
          } else {
            this.mode = PROSE;
          }
          break;
        case PROSE:
          if (atValue(c)) return i;
          if (c === 0x3c) {
            this.mode = TAG;
            this.name = "";
          } else if (c === BACKTICK || c === TILDE) {
            this.mode = FENCE_RUN;
            this.runCode = c;
            this.runLength = 1;
          }
          i++;
          break;
        case TAG:
          if (c === 0x3e && REASONING_TAGS.has(this.name.toLowerCase())) {
            this.mode = REASONING;
            this.closer = `</${this.name.toLowerCase()}>`;
            this.matched = 0;
            i++;
          } else if (this.name.length < MAX_TAG && ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a))) {
            this.name += text[i];
            i++;
          } else {
            this.mode = PROSE; // not a reasoning tag: read this character again as prose (it may be `{`)
          }
          break;
        case REASONING: {
          let at = i;
          if (this.matched === 0) {
            at = text.indexOf("<", i);
            if (at < 0) return -1;
          }
          // Lower-case ASCII letters so `</THINK>` closes `<think>`; the closer has one `<`, so a mismatch restarts cleanly.
          const raw = text.charCodeAt(at);
          const ch = raw >= 0x41 && raw <= 0x5a ? raw + 0x20 : raw;
          if (ch === this.closer.charCodeAt(this.matched)) {
            this.matched++;
            if (this.matched === this.closer.length) this.mode = START;
          } else {
            this.matched = ch === 0x3c ? 1 : 0;
          }
          i = at + 1;
          break;
        }
        case FENCE_RUN:
          if (c === this.runCode) {
            this.runLength++;
            i++;
          } else if (this.runLength < 3) {
            this.mode = PROSE; // inline code: its text is prose
          } else if (this.inFence) {
            this.inFence = false; // the fence closed before any value started
            this.mode = PROSE;
          } else {
            this.fenceCode = this.runCode;
            this.mode = INFO;
            this.name = "";
          }
          break;
        case INFO:
          if (c === 0x0a) {
            if (JSON_FENCE_LANGUAGES.has(this.name.trim().toLowerCase())) {
              this.inFence = true;
              this.mode = START;
            } else {
              this.mode = FENCE_SKIP;
              this.runLength = 0;
            }
            i++;
          } else if (atValue(c) && this.name.trim() === "") {
            // ```{"a": 1}``` on one line: the value starts right after the fence
            this.inFence = true;
            return i;
          } else {
            if (this.name.length < MAX_INFO) this.name += text[i];
            i++;
          }
          break;
        default: // FENCE_SKIP: the body of a fence in another language (python, …) is not searched
          if (c === this.fenceCode) {
            this.runLength++;
          } else if (this.runLength >= 3) {
            this.mode = PROSE; // read this character again as prose
            break;
          } else {
            this.runLength = 0;
          }
          i++;
          break;
      }
    }
    return -1;
  }

  /** Goes back to skipping prose, after a bare scalar turned out to be prose. */
  resumeProse(): void {
    this.mode = PROSE;
  }
}

function atValue(code: number): boolean {
  return code === 0x7b || code === 0x5b;
}

function atScalar(code: number): boolean {
  // `t`, `f`, `n` for true, false, null; a word that is not one of them is handed back as prose.
  return code === 0x22 || code === 0x2d || isDigit(code) || code === 0x74 || code === 0x66 || code === 0x6e;
}
