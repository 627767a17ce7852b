/** A path into the value being built: object keys and array indices from the root. */
export type StreamPath = readonly (string | number)[];

/** A tolerance the parser used: each is a way models commonly write JSON wrong. */
export type RepairKind =
  /** `'text'` read as a string. */
  | "single-quotes"
  /** `“text”` or `‘text’` read as a string. */
  | "smart-quotes"
  /** `[1, 2,]` or `{"a": 1,}`. */
  | "trailing-comma"
  /** `// …` or `/* … *\/` skipped. */
  | "comment"
  /** `True`, `False`, `None` read as `true`, `false`, `null`. */
  | "python-literal"
  /** JavaScript's `undefined` read as `null`. */
  | "undefined-literal"
  /** `{name: 1}`: an identifier key read as a string. */
  | "unquoted-key"
  /** A comma missing between members on separate lines, or between `}` and `{`. */
  | "missing-comma"
  /** The text ended (or its fence closed) inside strings or structures, which were closed. */
  | "missing-closer"
  /** At the cut, a key, number or literal was incomplete and was left out. */
  | "dropped-incomplete"
  /** A raw control character (newline, tab, …) inside a string, kept as is. */
  | "control-character"
  /** `\'` inside a string read as `'`. */
  | "escaped-single-quote"
  /** No-break spaces, BOMs and other Unicode spaces between tokens. */
  | "special-whitespace"
  /** The whole document was string-escaped (`{\"a\": 1}`) and was read unescaped. */
  | "escaped-json"
  /** A key written twice in one object with the same value both times (`{"a": 1, "a": 1}`): read once. */
  | "repeated-key";

/** One kind of repair: where it first happened and how often. */
export interface RepairNote {
  readonly kind: RepairKind;
  /** Offset in the stream of the first occurrence. */
  readonly position: number;
  readonly count: number;
}

/** Why the parser could not read the stream. */
export type StreamFailureReason =
  | "no-json-found"
  | "unexpected-character"
  | "invalid-number"
  | "invalid-escape"
  | "unknown-literal"
  | "mismatched-closer"
  | "too-deep"
  | "too-large"
  /** A key written twice in one object with two different values: which one the model meant, the text does not say. */
  | "repeated-key";

/** What `end()` returns: the value with the repairs it needed, or why there is none. */
export type StreamResult =
  | {
      readonly ok: true;
      readonly value: unknown;
      readonly repairs: readonly RepairNote[];
      /** The text ended (or its fence closed) inside an open structure or string. */
      readonly truncated: boolean;
      /** Offset of the value's first character in the stream. */
      readonly start: number;
      /** Offset one past the value's last character (the end of the text when truncated). */
      readonly end: number;
      readonly reason?: never;
    }
  | {
      readonly ok: false;
      readonly reason: StreamFailureReason;
      /** Offset in the stream where the parser stopped. */
      readonly position: number;
      readonly message: string;
      readonly value?: never;
    };

/** The parser's state after the chunks pushed so far. */
export interface StreamSnapshot {
  /**
   * The value so far, built in place: it is the parser's own object and keeps growing
   * after later pushes (copy it to keep this state). A string being read appears as its
   * prefix; a number or literal being read, and a key without its value, do not appear.
   */
  readonly value: unknown;
  /** The top-level value is finished (a bare top-level scalar only becomes so at `end()`). */
  readonly complete: boolean;
  /** The parser takes no more input: the value is complete, the parser failed, or `end()` was called. */
  readonly done: boolean;
  /** Characters pushed so far (as pushed, before a string-escaped document is unescaped). */
  readonly received: number;
  /**
   * Path of the value being read: the innermost open container, plus the member being read in it. Frozen,
   * and the same array in every snapshot taken while it does not change.
   */
  readonly pendingPath: StreamPath;
  /**
   * Whether the value at `path` was finished when this snapshot was taken: it exists and
   * will not change (absent paths are not complete).
   */
  isComplete(path: StreamPath): boolean;
}

/** Options of the incremental parser. */
export interface StreamParserOptions {
  /** Deepest nesting of objects and arrays before failing with `too-deep` (default 512). */
  readonly maxDepth?: number;
  /**
   * Called when a scalar member (string, number, literal) or an empty object or array inside an object or array is
   * finished (every member is then announced by itself or by a scalar or empty container inside it), with its path and value, and for a number its text as written (`2.0`, which the value `2` has lost), and the object or
   * array it was put in (the parser's own, not a copy: read it, never change it). Building the path costs the
   * nesting depth, so leave it out unless you need it.
   */
  readonly onLeaf?: (path: StreamPath, value: unknown, written: string | undefined, container: object) => void;
}

/** A push-style incremental JSON parser: consume chunks, read snapshots, finish. */
export interface IncrementalParser {
  /** Consumes a chunk; never throws. Chunks after the value is complete (or the parser failed) are ignored. */
  push(chunk: string): void;
  /** The value so far and which paths are complete, without copying the value. */
  snapshot(): StreamSnapshot;
  /** Finishes the stream: closes what is open and returns the value, or why there is none. */
  end(): StreamResult;
}
