/** Mutable state shared by the pre-scan's main loop and its string reader. */
export interface ScanState {
  readonly text: string;
  /** Bits of `syntaxFamilies` seen so far. */
  mask: number;
  /** Repairs for which jsonrepair rebuilds its whole output so far (its cost is this count times the length). */
  costly: number;
  /** Characters to insert before jsonrepair runs, in ascending offset order (see `Patch`). */
  readonly patches: Patch[];
  /** Characters the string reader may still read twice; keeps the scan linear on hostile input. */
  rescanBudget: number;
}

/**
 * One character inserted into the text before jsonrepair reads it: a backslash before a quote that is
 * string content (jsonrepair would turn it into `"`), or a comma after a closing quote that jsonrepair
 * would not take as the end, a `/` (two of them turn a `# comment` into one jsonrepair drops), or a `"`
 * that closes a string left open before a line break and a comma.
 */
export interface Patch {
  readonly at: number;
  readonly insert: "\\" | "," | "/" | '"';
}
