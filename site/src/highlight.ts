/** A candidate span of the model's text; `chosen` when the value came from it. */
export interface Span {
  readonly start: number;
  readonly end: number;
  readonly chosen: boolean;
}

/** A place the text was repaired: the character at `at`, and what was done there. */
export interface Fix {
  readonly at: number;
  readonly kind: string;
  readonly count: number;
}

/** A run of text and how to mark it: not a candidate, a candidate, or the chosen candidate; `fix` when repaired there. */
export interface Segment {
  readonly text: string;
  readonly mark: "none" | "candidate" | "chosen";
  /** What was repaired at this character (`single-quotes`, `trailing-comma ×2`). */
  readonly fix?: string;
}

/**
 * Cuts `text` at every span boundary and around every repaired character; a piece inside the chosen span is
 * `chosen`, else inside any span `candidate`. A repair at the end of the text (a closer added) has no
 * character to mark and is left to the list of repairs.
 */
export function segments(text: string, spans: readonly Span[], fixes: readonly Fix[] = []): Segment[] {
  const inside = spans.filter((s) => s.start >= 0 && s.end <= text.length && s.start < s.end);
  const marked = new Map<number, string>();
  for (const fix of fixes) {
    if (fix.at < 0 || fix.at >= text.length) continue;
    const label = fix.count > 1 ? `${fix.kind} ×${fix.count}` : fix.kind;
    marked.set(fix.at, marked.has(fix.at) ? `${marked.get(fix.at) as string}, ${label}` : label);
  }
  const cuts = [...new Set([0, text.length, ...inside.flatMap((s) => [s.start, s.end]), ...[...marked.keys()].flatMap((at) => [at, at + 1])])].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i] as number;
    const end = cuts[i + 1] as number;
    const covering = inside.filter((s) => s.start <= start && end <= s.end);
    const mark = covering.some((s) => s.chosen) ? "chosen" : covering.length > 0 ? "candidate" : "none";
    const fix = marked.get(start);
    out.push({ text: text.slice(start, end), mark, ...(fix === undefined ? {} : { fix }) });
  }
  return out;
}
