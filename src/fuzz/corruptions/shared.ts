import type { Draft } from "../types.js";

/** The draft with a new written value, the corruption's name recorded, and recoverability possibly lost. */
export function withWritten(draft: Draft, written: unknown, name: string, recoverable = true): Draft {
  return { ...draft, written, recoverable: draft.recoverable && recoverable, applied: [...draft.applied, name] };
}

/** The draft with a new text and answer span, the corruption's name recorded. */
export function withText(draft: Draft, text: string, span: Draft["span"], name: string, extra: Partial<Pick<Draft, "truncated" | "recoverable">> = {}): Draft {
  return {
    ...draft,
    text,
    span,
    truncated: extra.truncated ?? draft.truncated,
    recoverable: draft.recoverable && (extra.recoverable ?? true),
    applied: [...draft.applied, name],
  };
}

/** Wraps the answer span: `before + answer + after`, keeping whatever surrounded the span already. */
export function surround(draft: Draft, before: string, after: string, name: string): Draft {
  const { text, span } = draft;
  const tail = draft.truncated ? "" : after;
  const next = text.slice(0, span.start) + before + text.slice(span.start, span.end) + tail + text.slice(span.end);
  return withText(draft, next, { start: span.start + before.length, end: span.end + before.length }, name);
}

/** Puts text around the whole output (prose, reasoning), leaving the answer span where it is in the text. */
export function frame(draft: Draft, before: string, after: string, name: string): Draft {
  const tail = draft.truncated || draft.openString === true ? "" : after;
  return withText(draft, before + draft.text + tail, { start: draft.span.start + before.length, end: draft.span.end + before.length }, name);
}
