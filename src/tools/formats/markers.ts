import type { CallSpan, FoundCall } from "./call-format.js";

/**
 * The hidden range that holds `at`, if any. `hidden` is sorted by start and its ranges do not overlap (as
 * `merge` leaves them): a binary search, so checking every call or line of a text costs a logarithm each.
 */
export function hiddenAt(hidden: readonly CallSpan[], at: number): CallSpan | undefined {
  let low = 0;
  let high = hidden.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const range = hidden[mid] as CallSpan;
    if (at < range.start) high = mid - 1;
    else if (at >= range.end) low = mid + 1;
    else return range;
  }
  return undefined;
}

/** Offset of the first `needle` at or after `from` that starts outside every hidden range; -1 when none. */
export function indexOfVisible(text: string, needle: string, from: number, hidden: readonly CallSpan[]): number {
  let at = text.indexOf(needle, from);
  while (at !== -1) {
    const inside = hiddenAt(hidden, at);
    if (inside === undefined) return at;
    at = text.indexOf(needle, inside.end);
  }
  return -1;
}

/**
 * `indexOf` over one text that remembers each needle's last answer: a needle absent from the rest of the
 * text is not searched for again on every call, so many calls with growing `from` cost linear time per needle.
 */
export class ForwardSearch {
  readonly #found = new Map<string, { readonly from: number; readonly at: number }>();

  constructor(readonly text: string) {}

  indexOf(needle: string, from: number): number {
    const last = this.#found.get(needle);
    // The last search began at or before `from` and found nothing before `last.at`: nothing from `from` either.
    if (last !== undefined && last.from <= from && (last.at === -1 || last.at >= from)) return last.at;
    const at = this.text.indexOf(needle, from);
    this.#found.set(needle, { from, at });
    return at;
  }
}

/** Every visible occurrence of `needle`, in order. */
export function visibleOccurrences(text: string, needle: string, hidden: readonly CallSpan[], limit: number): number[] {
  const out: number[] = [];
  let at = indexOfVisible(text, needle, 0, hidden);
  while (at !== -1 && out.length <= limit) {
    out.push(at);
    at = indexOfVisible(text, needle, at + needle.length, hidden);
  }
  return out;
}

/** Offset of the first non-whitespace character at or after `pos` (the text's length if none). */
export function skipSpace(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  return i;
}

/** Whether `text` has `word` at `pos`. */
export function startsAt(text: string, word: string, pos: number): boolean {
  return text.startsWith(word, pos);
}

/** A function or tool name: letters, digits, `_`, `-`, `.`, `:` and `/`, 1 to 128 of them. */
export function isCallName(name: string): boolean {
  return name.length > 0 && name.length <= 128 && /^[A-Za-z_][\w.:/-]*$/.test(name);
}

/** The text from `start` to `close` (exclusive) and past it, or to the end of the text when `close` is missing. */
export function until(text: string, close: string, start: number): { readonly inner: string; readonly end: number; readonly closed: boolean } {
  const at = text.indexOf(close, start);
  if (at === -1) return { inner: text.slice(start), end: text.length, closed: false };
  return { inner: text.slice(start, at), end: at + close.length, closed: true };
}

/** Strips one line break on each side of a value written on its own lines (`<parameter=x>\nvalue\n</parameter>`). */
export function stripOuterNewlines(value: string): string {
  let out = value;
  if (out.startsWith("\r\n")) out = out.slice(2);
  else if (out.startsWith("\n")) out = out.slice(1);
  if (out.endsWith("\r\n")) out = out.slice(0, -2);
  else if (out.endsWith("\n")) out = out.slice(0, -1);
  return out;
}

/** Where `marker` starts when it sits right before `pos` (whitespace between allowed); -1 otherwise. Constant time in the text's length. */
export function markerBefore(text: string, pos: number, marker: string): number {
  let i = pos;
  while (i > 0 && pos - i < 64 && /\s/.test(text[i - 1] as string)) i--;
  return i >= marker.length && text.startsWith(marker, i - marker.length) ? i - marker.length : -1;
}

/** A call's span widened to section markers right before and after it. */
export function widenTo(text: string, start: number, stop: number, open: string, close: string): { start: number; end: number } {
  const before = markerBefore(text, start, open);
  const after = skipSpace(text, stop);
  return { start: before === -1 ? start : before, end: text.startsWith(close, after) ? after + close.length : stop };
}

/**
 * `text.indexOf(token, from)` for a caller whose `from` only grows: the last answer is reused while it is
 * still ahead, so a token that is rare or absent is not searched for to the end of the text again and
 * again (which would make reading many calls quadratic).
 */
export function finder(text: string, token: string): (from: number) => number {
  let at = -1;
  let searchedFrom = Number.POSITIVE_INFINITY;
  return (from) => {
    if (from >= searchedFrom && (at === -1 || at >= from)) return at;
    at = text.indexOf(token, from);
    searchedFrom = from;
    return at;
  };
}

/** The repair recorded for a call whose closer is missing at the very end of the text (stacks strip it as a stop token). */
export function closerMissing(closer: string): string {
  return `${closer} missing at the end`;
}

/** The repair recorded for a call whose closer is missing where the next call's opener begins. */
export function closedByNextOpener(closer: string): string {
  return `${closer} missing before the next call`;
}

/** Whether nothing but white space follows `end` in the text. */
export function atTextEnd(text: string, end: number): boolean {
  return skipSpace(text, end) === text.length;
}

/** Why a call whose closer stands again after it, before the format's next call, cannot be read. */
export const closedEarly = "its markup closes again after it: an argument quoted the closer, so where the call ends is unclear";

/**
 * Whether one of a format's closers stands after a call's end and before the format's next opener: the
 * call's markup was closed early by text inside an argument (`</parameter></tool_call>` quoted in a value),
 * and the rest of that argument follows. `openers` may also name markup of other formats that opens an
 * element with the same closer (MiniMax's `<parameter name="` beside Qwen's `<parameter=`): a closer after
 * it is that element's. `search` only moves forward, so checking every call is linear.
 */
export function closesAgain(search: ForwardSearch, end: number, closers: readonly string[], openers: string | readonly string[]): boolean {
  let limit = search.text.length;
  for (const opener of typeof openers === "string" ? [openers] : openers) {
    const next = search.indexOf(opener, end);
    if (next !== -1 && next < limit) limit = next;
  }
  return closers.some((closer) => {
    const at = search.indexOf(closer, end);
    return at !== -1 && at < limit;
  });
}

/** The call, or the call made unreadable (`closedEarly`) when its format's closers stand again after it. */
export function unlessClosedAgain(call: FoundCall, search: ForwardSearch, closers: readonly string[], openers: string | readonly string[]): FoundCall {
  if (call.problem !== undefined || call.truncated === true || !closesAgain(search, call.span.end, closers, openers)) return call;
  return { name: call.name, span: call.span, problem: closedEarly };
}
