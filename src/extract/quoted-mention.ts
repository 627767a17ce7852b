import type { Candidate } from "../outcome/types.js";

/** Each opening quote a mention in prose may stand in, with its closing quote. */
const closers = new Map<number, number>([
  [0x22, 0x22], // "
  [0x27, 0x27], // '
  [0x60, 0x60], // `
  [0x201c, 0x201d], // “ ”
  [0x2018, 0x2019], // ‘ ’
]);

/**
 * Whether the span `[start, end)` stands right between an opening quote and its closing quote in prose
 * (`Check "[0]" here`, `` use `{}` ``): the value is named, as code or a quotation, not given as the answer.
 */
export function isQuotedMention(text: string, start: number, end: number): boolean {
  const close = closers.get(text.charCodeAt(start - 1));
  return close !== undefined && text.charCodeAt(end) === close;
}

/**
 * Spans in prose with their quoted mentions left out when any span is not one: `Items "[0]" and "[1]" are
 * [10, 20]` holds one answer, not three. When every span is quoted, all are kept: a quoted value may be the
 * answer when nothing else is (`The result is "[1, 2]".`), and the usual rules (ambiguity) apply to them.
 * @example withoutQuotedMentions(text, candidates) // the candidates that are not quoted mentions
 */
export function withoutQuotedMentions(text: string, found: Candidate[]): Candidate[] {
  if (found.length < 2) return found;
  const bare = found.filter((candidate) => !isQuotedMention(text, candidate.start, candidate.end));
  return bare.length === 0 || bare.length === found.length ? found : bare;
}
