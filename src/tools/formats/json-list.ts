import type { CallSpan, FoundCall } from "./call-format.js";
import { envelopeCalls } from "./envelope.js";
import { jsonAt } from "./json-at.js";
import { skipSpace } from "./markers.js";

/** What a JSON list or object of call envelopes at a position gave. */
export interface EnvelopeRead {
  readonly calls: readonly FoundCall[];
  readonly end: number;
  /** The list (or object) ran to the end of the text without its closer. */
  readonly unclosed: boolean;
}

/**
 * Call envelopes written as JSON at `start`: one object, or a list of them. A list cut off after complete
 * entries gives those entries, said `list not closed`; an entry itself cut off is a truncated call.
 * `undefined` when the JSON there is not calls.
 */
export function envelopesAt(text: string, start: number, spanStart: number): EnvelopeRead | undefined {
  const whole = jsonAt(text, start);
  if (whole.ok) {
    const calls = envelopeCalls(whole.value, { start: spanStart, end: whole.end });
    return calls === undefined ? undefined : { calls, end: whole.end, unclosed: false };
  }
  if (whole.closed || text[start] !== "[") {
    if (whole.closed) return undefined;
    return truncatedCall(text, start, spanStart);
  }
  // A list never closed: read its complete entries one by one.
  const calls: FoundCall[] = [];
  let pos = skipSpace(text, start + 1);
  while (pos < text.length && text[pos] === "{") {
    const entry = jsonAt(text, pos);
    if (!entry.closed) {
      const cut = truncatedCall(text, pos, pos);
      if (cut === undefined) return undefined;
      for (const entry of cut.calls) calls.push(entry);
      return { calls, end: text.length, unclosed: true };
    }
    const read = entry.ok ? envelopeCalls(entry.value, { start: pos, end: entry.end }) : undefined;
    if (read === undefined) return undefined;
    for (const entry of read.map((call) => ({ ...call, repairs: ["list not closed"] }))) calls.push(entry);
    pos = skipSpace(text, entry.end);
    if (text[pos] === ",") pos = skipSpace(text, pos + 1);
  }
  if (calls.length === 0) return undefined;
  const first = calls[0] as FoundCall;
  calls[0] = { ...first, span: { start: spanStart, end: first.span.end } };
  return { calls, end: text.length, unclosed: true };
}

/** A call cut off at the end of the text: its name when it got that far, marked truncated. */
function truncatedCall(text: string, start: number, spanStart: number): EnvelopeRead | undefined {
  const name = /^\{\s*"(?:name|tool_name)"\s*:\s*"([^"\\]{1,128})"/.exec(text.slice(start, start + 200));
  if (name === null) return undefined;
  const span: CallSpan = { start: spanStart, end: text.length };
  return { calls: [{ name: name[1] as string, arguments: text.slice(start), span, truncated: true }], end: text.length, unclosed: true };
}

/**
 * Whether `text` is a JSON list never closed whose entries are all whole objects (`[{…}, {…}` and nothing
 * after the last `}`): a list the end of the text cut after complete calls. A trailing comma means another
 * entry was on its way: not such a list.
 */
export function wholeEntriesUnclosed(text: string): boolean {
  let pos = skipSpace(text, 0);
  if (text[pos] !== "[") return false;
  pos = skipSpace(text, pos + 1);
  while (text[pos] === "{") {
    const entry = jsonAt(text, pos);
    if (!entry.closed) return false;
    pos = skipSpace(text, entry.end);
    if (pos === text.length) return true;
    if (text[pos] !== ",") return false;
    pos = skipSpace(text, pos + 1);
  }
  return false;
}
