/** The kinds of syntax repair the pre-scan can name, in the order a repair message lists them. */
export const syntaxFamilies = [
  "single quotes",
  "smart quotes",
  "backtick quotes",
  "escaped quotes",
  "unescaped quotes inside strings",
  "raw control characters in strings",
  "invalid escapes",
  "comments",
  "trailing commas",
  "stray commas",
  "missing commas",
  "missing colons",
  "Python literals True/False/None",
  "JavaScript undefined",
  "unquoted keys",
  "unquoted strings",
  "missing closers",
  "extra closers",
  "string concatenation",
  "unusual whitespace",
  "several top-level values",
] as const;

/** One kind of syntax repair, as named in a repair step's message. */
export type SyntaxFamily = (typeof syntaxFamilies)[number];

/** Bit of a family in a scan's mask. */
export function familyBit(family: SyntaxFamily): number {
  return 1 << syntaxFamilies.indexOf(family);
}

/** The families set in a mask, in canonical order. */
export function familiesOf(mask: number): SyntaxFamily[] {
  const families: SyntaxFamily[] = [];
  // Only the bits set are visited (a text needs two or three repairs, of twenty-one kinds): asked on every repaired answer.
  for (let rest = mask; rest !== 0; rest &= rest - 1) families.push(syntaxFamilies[31 - Math.clz32(rest & -rest)] as SyntaxFamily);
  return families;
}
