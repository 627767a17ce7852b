/**
 * Whether a value read by jsonrepair holds a string in which a line break is followed by a closer on its own line
 * (`"zeta\n   }"`): with the text's brackets not pairing up (jsonrepair had to add closers to a text that ends
 * with its own), that string most likely ran on past its missing closing quote and swallowed a closer of the
 * structure, so the members after it moved into the wrong object. Where the string ends is left open by the
 * text (at the line break, or where jsonrepair put its quote), and the two readings nest the rest differently.
 * Iterative, each node visited once.
 */
export function holdsSwallowedCloser(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === "string") {
      if (swallowed.test(node)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (node !== null && typeof node === "object") {
      for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
    }
  }
  return false;
}

// A line break, then spaces or tabs, then a closer: no backtracking (each run is bounded by a different class).
const swallowed = /\n[ \t]*[}\]]/;
