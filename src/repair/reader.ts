import type { Candidate } from "../outcome/types.js";
import type { GuideNode } from "../schema/guide-types.js";
import type { JsonMemo } from "../text/strict-json.js";
import type { AheadSlot } from "../tolerant/descent.js";
import type { Scan, TruncationPoint } from "./scan.js";

/** What a reader is told besides the candidate's text. */
export interface ReaderContext {
  /** The candidate being read: which extractor found it (`source`), its label and span. */
  readonly candidate: Candidate;
  /** The model's whole text. */
  readonly input: string;
  /** Deepest nesting a reader may build (a deeper value is refused by the pipeline anyway). */
  readonly maxDepth: number;
  /** Longest candidate a costly fallback (jsonrepair) may be given. */
  readonly maxRepairSize: number;
  /** The schema's guide, for readers that only the schema can settle; `undefined` for `repair()` on its own. */
  readonly guide: GuideNode | undefined;
  /** The first refusal of an earlier reader, for fallbacks that read what the others could not. */
  readonly refused: ReadRefusal | undefined;
  /** What this parse learned so far, which the built-in readers share (a reader of your own may ignore it). */
  readonly memo?: ReadMemo | undefined;
}

/**
 * What one parse learns about its texts, handed from stage to stage in arguments, never kept in module variables:
 * made per parse (by the pipeline, or by `repair` called alone) and dropped with it.
 */
export interface ReadMemo extends AheadSlot, JsonMemo {
  /** The last pre-scan of a candidate's text, which the readers after the first that asked for it share. */
  scanned: { readonly text: string; readonly maxDepth: number; readonly scan: Scan } | undefined;
}

/** A fresh memo for one parse. */
export function newReadMemo(): ReadMemo {
  return { rejected: undefined, delimited: undefined, ahead: undefined, scanned: undefined };
}

/** A reader's value: the JSON value it read, what it repaired, whether the text was cut off. */
export interface ReadValue {
  readonly value: unknown;
  /** What was repaired, in a few words each (`trailing commas`); empty or absent when nothing was. */
  readonly repairs?: readonly string[];
  /** The text was cut off and the reader closed what was open: `true`, or where it was cut. */
  readonly truncated?: boolean | TruncationPoint;
  /** The repair step's message; default: one built from `repairs`. */
  readonly message?: string;
}

/** A reader's refusal: it recognised the text and says why it cannot be read. Later readers still run. */
export interface ReadRefusal {
  readonly refuse: string;
  /** The failure code when no later reader reads the text (default `unrepairable`). */
  readonly code?: "unrepairable" | "too-large" | "too-deep" | "truncated" | "ambiguous";
  /** Offset in the candidate's text where the problem is. */
  readonly position?: number;
  /**
   * The text is not in this reader's notation at all (jsonrepair's "does not start like JSON"): when a later
   * reader refuses the text as one of its own (an opt-in XML or YAML reader), that refusal is the failure.
   */
  readonly foreign?: boolean;
}

/**
 * A piece that reads one candidate's text into a JSON value. It returns a {@link ReadValue}, a
 * {@link ReadRefusal}, or `undefined` when the text is not its kind. The first reader that returns a value
 * wins; when none does, the first refusal is the failure. A reader that throws, or returns a value that is
 * not JSON (a function, a cycle, deeper than `maxDepth`), is skipped with a `skip` step.
 * @example
 * const yes: Reader = { name: "yes-no", read: (text) => /^(yes|no)$/i.test(text) ? { value: /^y/i.test(text), repairs: ["yes/no"] } : undefined };
 */
export interface Reader {
  /** kebab-case, as it appears in the trace and the docs. */
  readonly name: string;
  /**
   * Its values are JSON data by construction (plain objects, arrays and JSON scalars, no cycle), so they are not
   * checked; left out, each value is checked and one that is not JSON data is skipped with a `skip` step.
   */
  readonly jsonData?: boolean;
  /**
   * It reads the text as written, as `JSON.parse` does, repairing nothing: its reading needs no repair step, and
   * when it is the first reader (after a first extractor of kind `whole`) valid JSON skips extraction and reading.
   */
  readonly verbatim?: boolean;
  /**
   * Its reading is one of two the text allows, the other a text cut off (`unclosed-string`: the closers at the end may
   * be the string's). Where the schema does not accept the value it read, the candidate is read again without the
   * readers that say this, and fails `truncated` (or reads as cut off where the caller allows that). Absent: its
   * reading stands or falls with the schema like any other.
   */
  readonly mayBeCutOff?: boolean;
  /**
   * The schemas under which it may read anything (`["scalar", "words"]` for `plain-text`): `"scalar"` (one boolean,
   * number, enum or string, or a list of such), `"array"` (an array at the top, not an object or a string), `"words"`
   * (an object with one required free string). Under a schema that asks for none of them the parser does not run it;
   * without it (or with an entry that is none of these), it always runs. Declare only what is certain.
   */
  readonly wants?: readonly ("scalar" | "array" | "words")[];
  readonly read: (text: string, context: ReaderContext) => ReadValue | ReadRefusal | undefined;
}
