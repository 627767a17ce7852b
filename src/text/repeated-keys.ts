// JSON.parse keeps the last of a key written twice in one object and says nothing, so a strict reading must ask
// whether the text repeated a key before it trusts the value. Asked on every valid answer, so the common case (no
// repeat) is settled by native searches and one walk of the value, never by a character loop in JavaScript.

/**
 * Whether the strict JSON `text`, whose `JSON.parse` value is `value`, writes some key twice in one object. A
 * member is written with exactly one `:` outside strings, so the text repeats a key exactly when it holds more such
 * colons than the value has members. The colons are first counted with no regard to strings (`indexOf`); only when
 * that count is above the members (a colon inside a string: a URL, a time of day) are the colons outside strings
 * counted, by a pass that hops from quote to quote. Linear in the text and the value.
 * @example repeatsKeys('{"a": 1, "a": 2}', { a: 2 }) // true
 * @example repeatsKeys('{"url": "https://x.y"}', { url: "https://x.y" }) // false
 */
export function repeatsKeys(text: string, value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  return writesMoreMembers(text, membersOf(value, false));
}

/**
 * Whether the strict JSON `text` writes more object members than `members`, the count its value holds (see
 * {@link membersOf}): some key was written twice in one object.
 */
export function writesMoreMembers(text: string, members: number): boolean {
  let colons = 0;
  for (let at = text.indexOf(":"); at >= 0 && colons <= members; at = text.indexOf(":", at + 1)) colons++;
  return colons > members && colonsOutsideStrings(text) > members;
}

/**
 * How many members the objects of a JSON value hold, all levels counted; with `finite`, -1 when it holds a number
 * that is not finite (what JSON.parse makes of `1e400`): the two things a strict reading checks in a value, asked in
 * one walk. A loop, so any depth JSON.parse built.
 * @example membersOf({ a: [{ b: 1 }] }, true) // 2
 * @example membersOf([1e400], true) // -1
 */
export function membersOf(root: unknown, finite: boolean): number {
  if (typeof root === "number") return finite && !Number.isFinite(root) ? -1 : 0;
  let members = 0;
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === "object") pending.push(item);
        else if (finite && typeof item === "number" && !Number.isFinite(item)) return -1;
      }
      continue;
    }
    for (const key in value) {
      members++;
      const member = (value as Record<string, unknown>)[key];
      if (typeof member === "object") pending.push(member);
      else if (finite && typeof member === "number" && !Number.isFinite(member)) return -1;
    }
  }
  return members;
}

/** The colons of strict JSON `text` that stand outside its strings: one per object member. */
function colonsOutsideStrings(text: string): number {
  let count = 0;
  let colon = text.indexOf(":");
  let at = 0;
  while (colon >= 0) {
    const quote = text.indexOf('"', at);
    const stop = quote < 0 ? text.length : quote;
    // Each search goes on from the last colon found, never from the start of a string: linear however many strings.
    while (colon >= 0 && colon < stop) {
      count++;
      colon = text.indexOf(":", colon + 1);
    }
    if (quote < 0) break;
    at = endOfString(text, quote);
    if (colon >= 0 && colon < at) colon = text.indexOf(":", at);
  }
  return count;
}

/** One past the closing quote of the strict JSON string whose opening quote is at `quote`. */
function endOfString(text: string, quote: number): number {
  let close = text.indexOf('"', quote + 1);
  while (close >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === 0x5c) backslashes++;
    // An even run of backslashes escapes itself, not the quote.
    if (backslashes % 2 === 0) return close + 1;
    close = text.indexOf('"', close + 1);
  }
  return text.length;
}
