// Keys read before, by depth and member ordinal, shared by every parse: the next item of an array of objects
// repeats its keys, and the next answer to the same schema its members. Same content, so the same value; but V8
// stores a property fast only under a string it has seen as a key, and a fresh slice of the text is not one.
// A fixed number of slots, each holding the last key read there, so it never grows.
const keySlots = 64;
const keyCache: (string | undefined)[] = /* @__PURE__ */ new Array<string | undefined>(keySlots).fill(undefined);

/** The slot of the member at ordinal `count` of an object at nesting `depth` (1 for the root). */
function slotOf(depth: number, count: number): number {
  return (depth * 7 + count) & (keySlots - 1);
}

/** The key from `start` to `end` of `text`, as read at the same place before when it is the same (else remembered for next time): compared in place, so a key seen before costs no slice. */
export function knownKeyAt(text: string, start: number, end: number, depth: number, count: number): string {
  const slot = slotOf(depth, count);
  const seen = keyCache[slot];
  if (seen !== undefined && seen.length === end - start && text.startsWith(seen, start)) return seen;
  const key = text.slice(start, end);
  keyCache[slot] = key;
  return key;
}
