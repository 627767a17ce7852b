/** A short quoted excerpt of `text` around `position`, to show where a problem is. */
export function excerptAt(text: string, position: number, radius = 20): string {
  const at = Math.max(0, Math.min(position, text.length));
  const from = Math.max(0, at - radius);
  const to = Math.min(text.length, at + radius);
  const before = (from > 0 ? "…" : "") + text.slice(from, at);
  const after = text.slice(at, to) + (to < text.length ? "…" : "");
  // JSON.stringify shows control characters and line breaks as escapes, so the excerpt stays on one line
  return `${JSON.stringify(before).slice(0, -1)}⟨here⟩${JSON.stringify(after).slice(1)}`;
}
