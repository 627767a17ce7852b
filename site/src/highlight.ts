/** A candidate span of the model's text; `chosen` when the value came from it. */
export interface Span {
  readonly start: number;
  readonly end: number;
  readonly chosen: boolean;
}

/** A run of text and how to mark it: not a candidate, a candidate, or the chosen candidate. */
export interface Segment {
  readonly text: string;
  readonly mark: "none" | "candidate" | "chosen";
}

/** Cuts `text` at every span boundary; a piece inside the chosen span is `chosen`, else inside any span `candidate`. */
export function segments(text: string, spans: readonly Span[]): Segment[] {
  const inside = spans.filter((s) => s.start >= 0 && s.end <= text.length && s.start < s.end);
  const cuts = [...new Set([0, text.length, ...inside.flatMap((s) => [s.start, s.end])])].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i] as number;
    const end = cuts[i + 1] as number;
    const covering = inside.filter((s) => s.start <= start && end <= s.end);
    const mark = covering.some((s) => s.chosen) ? "chosen" : covering.length > 0 ? "candidate" : "none";
    out.push({ text: text.slice(start, end), mark });
  }
  return out;
}
