/** Cuts `text` at the given points (any numbers, taken modulo its length plus one). */
export function split(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let last = 0;
  for (const point of points) {
    chunks.push(text.slice(last, point));
    last = point;
  }
  chunks.push(text.slice(last));
  return chunks;
}

/** `partial` is what a parse of a prefix of `full` may show: the same shape, fewer members, string prefixes. */
export function isDeepPartial(partial: unknown, full: unknown): boolean {
  if (partial === undefined) return true;
  if (typeof partial === "string") return typeof full === "string" && full.startsWith(partial);
  if (Array.isArray(partial)) {
    return Array.isArray(full) && partial.length <= full.length && partial.every((item, i) => isDeepPartial(item, full[i]));
  }
  if (typeof partial === "object" && partial !== null) {
    if (typeof full !== "object" || full === null || Array.isArray(full)) return false;
    const whole = full as Record<string, unknown>;
    return Object.entries(partial).every(([key, item]) => Object.hasOwn(whole, key) && isDeepPartial(item, whole[key]));
  }
  return Object.is(partial, full) || (partial === 0 && full === 0);
}

/**
 * `isDeepPartial` for a stream's view (aliases, renames and scalar rules applied): a scalar still being read
 * shows as written, so a string may stand where the finished view holds any scalar (`"4"` for `4`, `"Hi"` for
 * `"high"`), or where the finished view has nothing (it fit no type); everything else as in `isDeepPartial`.
 */
export function isViewPartial(partial: unknown, full: unknown): boolean {
  if (partial === undefined) return true;
  if (typeof partial === "string") return typeof full === "string" ? full.startsWith(partial) || !isObjectLike(full) : !isObjectLike(full);
  if (Array.isArray(partial)) {
    return Array.isArray(full) && partial.length <= full.length && partial.every((item, i) => isViewPartial(item, full[i]));
  }
  if (typeof partial === "object" && partial !== null) {
    if (!isObjectLike(full) || Array.isArray(full)) return false;
    const whole = full as Record<string, unknown>;
    // A string shown while read may be taken back when it is finished and fits nothing (`"four"` for a number).
    return Object.entries(partial).every(([key, item]) => (Object.hasOwn(whole, key) ? isViewPartial(item, whole[key]) : typeof item === "string"));
  }
  return Object.is(partial, full) || (partial === 0 && full === 0);
}

function isObjectLike(value: unknown): boolean {
  return typeof value === "object" && value !== null;
}
