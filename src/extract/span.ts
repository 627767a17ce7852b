import { CHAR, END, Tokenizer } from "../text/tokens.js";
import { noSkip } from "./scan.js";

/** Where a bracketed span ended: one past its closer, or the end of the visible text when unclosed. */
export interface SpanEnd {
  readonly end: number;
  readonly terminated: boolean;
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * The last span of one text scanned with nothing hidden, and its opener's offset: one `extract` call's (see
 * `ExtractContext.spans`), so that its finders (whole, sequence, the whole-structure test) scan the text's span once,
 * or not at all when a reading ahead of extraction delimited it. One slot, dropped with the call.
 */
export interface SpanMemo {
  start: number;
  span: SpanEnd | undefined;
}

/** An empty memo for one text. */
export function newSpanMemo(): SpanMemo {
  return { start: -1, span: undefined };
}

/**
 * Scans the `{…}` or `[…]` span opening at `start`, string-aware, in time linear in its length.
 * `skip` maps an offset to the next visible one (hidden reasoning blocks are jumped over).
 * No recursion: nesting is an explicit stack, so depth costs memory, never the call stack.
 */
export function scanBalanced(text: string, start: number, skip: (pos: number) => number, memo?: SpanMemo): SpanEnd {
  if (memo === undefined || skip !== noSkip) return scan(text, start, skip);
  if (memo.start === start && memo.span !== undefined) return memo.span;
  const span = scan(text, start, skip);
  memo.start = start;
  memo.span = span;
  return span;
}

function scan(text: string, start: number, skip: (pos: number) => number): SpanEnd {
  const tokens = new Tokenizer(text, start, "span", skip === noSkip ? undefined : skip);
  const open = new OpenBrackets();
  let visibleEnd = start;
  for (let kind = tokens.next(); kind !== END; kind = tokens.next()) {
    visibleEnd = tokens.end;
    if (kind !== CHAR) continue;
    const c = tokens.code;
    if (c === OPEN_BRACE || c === OPEN_BRACKET) open.open(c);
    // A stray closer with no matching opener is ignored.
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && open.close(c) && open.stack.length === 0) return { end: tokens.end, terminated: true };
  }
  return { end: visibleEnd, terminated: false };
}

/**
 * The openers a scan holds open, innermost last, with how many of each kind it holds, so that a closer with none of
 * its kind open is known in O(1). tolerance: a closer that skips inner openers (`{"a": [1}`) closes them too; each
 * entry is popped once, so a scan stays linear.
 */
export class OpenBrackets {
  readonly stack: number[] = [];
  private braces = 0;
  private brackets = 0;

  open(c: number): void {
    this.stack.push(c);
    if (c === OPEN_BRACE) this.braces++;
    else this.brackets++;
  }

  /** Closes what is open up to the innermost opener of the closer `c`'s kind; false, closing nothing, when none is open. */
  close(c: number): boolean {
    const opener = c === CLOSE_BRACE ? OPEN_BRACE : OPEN_BRACKET;
    if ((opener === OPEN_BRACE ? this.braces : this.brackets) === 0) return false;
    for (;;) {
      const top = this.stack.pop();
      if (top === OPEN_BRACE) this.braces--;
      else this.brackets--;
      if (top === opener) return true;
    }
  }
}
