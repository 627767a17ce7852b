/** A location in a value: object keys and array indices from the root. */
export type Path = readonly (string | number)[];

/** The four stages a text goes through, in order. */
export type Stage = "extract" | "repair" | "coerce" | "validate";

/** One problem a validator found, at a path of the value it checked. */
export interface Issue {
  readonly message: string;
  readonly path: Path;
  /** The validator that raised it: `"schema"` for the parser's own schema, else the validator's name. */
  readonly validator?: string;
}

/** The name of the extractor that found a candidate: a built-in's, or a user extractor's own. */
export type CandidateSource = "whole" | "fence" | "tag" | "balanced" | "react" | "line" | (string & {});

/**
 * How likely an extractor's candidates hold the answer: `high` for the answer's own containers (the whole
 * text, a fence, a tag, a ReAct input), `medium` for spans found in prose, `low` for fallbacks (a bare line).
 * A less likely candidate never beats a likelier one that also validates.
 */
export type Likelihood = "high" | "medium" | "low";

/**
 * What an extractor's candidates are, where the pipeline must know more than their likelihood (absent: none of these):
 * - `whole`: the whole text, when it is one value. Valid JSON skips extraction when the first extractor is one and
 *   the first reader is `verbatim`.
 * - `several`: the whole text as several values; when their array does not fit, no one of them is the answer.
 * - `container`: a block the text sets apart (a fence, a tag, a ReAct input): the prose around it is not the answer.
 * - `prose`: spans found in prose (brackets, lines); not looked for when the text is one bracketed value already kept.
 * - `plain-text`: the whole text as a plain-text answer, which loses to JSON or a container beside it.
 */
export type CandidateKind = "whole" | "several" | "container" | "prose" | "plain-text";

/** A span of the input text that may hold the value. */
export interface Candidate {
  /** The candidate's text, exactly `input.slice(start, end)`. */
  readonly text: string;
  /** Offset of the first character in the original input. */
  readonly start: number;
  /** Offset one past the last character in the original input. */
  readonly end: number;
  /** The extractor that found it (`fence`, `balanced`, or a user extractor's name). */
  readonly source: CandidateSource;
  /** How likely it is the answer, from its extractor (absent: `high`). */
  readonly likelihood?: Likelihood;
  /** What its extractor declares its candidates are, when the pipeline must know (see {@link CandidateKind}). */
  readonly kind?: CandidateKind;
  /** The fence language, the tag name or the ReAct label (`Action Input`, `Final Answer`), when there is one. */
  readonly label?: string;
  /** The span runs to the end of the text without its closer (an unterminated fence, tag or bracket). */
  readonly unterminated?: boolean;
}

/** Kinds of syntax repair, as recorded in a repair step. */
export type RepairKind =
  | "none"
  | "syntax"
  | "truncated";

/** The four kinds of pieces a pipeline is built from. */
export type PieceKind = "extractor" | "reader" | "rule" | "format";

/** A record of what one stage did. */
export type Step =
  | {
      readonly stage: "extract";
      /** Index of the candidate in the extraction order. */
      readonly candidate: number;
      readonly source: CandidateSource;
      readonly start: number;
      readonly end: number;
      readonly label?: string;
    }
  | {
      readonly stage: "repair";
      readonly candidate: number;
      /** `"syntax"` when a reader repaired the text, `"truncated"` when the text was cut off and closed. */
      readonly kind: Exclude<RepairKind, "none">;
      /** The reader that read the candidate (`tolerant`, `jsonrepair`, or a user reader's name). */
      readonly reader: string;
      /** What the reader repaired, in its own words (`trailing commas`, `single quotes`). */
      readonly repairs: readonly string[];
      readonly message: string;
    }
  | {
      /** A piece (extractor, reader, rule or call format) that threw or returned something unusable: skipped. */
      readonly stage: "skip";
      readonly piece: string;
      readonly kind: PieceKind;
      readonly message: string;
      /** The candidate it was given, for a reader. */
      readonly candidate?: number;
    }
  | {
      readonly stage: "coerce";
      readonly candidate: number;
      /** The rule's name, as in docs/rules.md (`rename-key`, `wrap-bare-value`, …). */
      readonly rule: string;
      readonly path: Path;
      readonly before: unknown;
      readonly after: unknown;
    }
  | {
      readonly stage: "validate";
      readonly candidate: number;
      /** `"schema"` for the parser's schema, else the validator's name. */
      readonly validator: string;
      readonly ok: boolean;
      readonly issues: readonly Issue[];
    }
  | {
      readonly stage: "select";
      /** Other candidates that also validated, to different values. */
      readonly ambiguous: readonly { readonly candidate: number; readonly value: unknown; readonly fixes: number }[];
      readonly chosen: number;
    };

/** The machine-readable reason an outcome failed. */
export type FailureCode =
  | "no-json-found"
  | "unrepairable"
  | "truncated"
  | "schema-mismatch"
  | "validator-failed"
  | "ambiguous"
  | "too-large"
  | "too-deep"
  | "invalid-schema"
  | "unknown-tool"
  | "aborted"
  | "call-failed";

/** Why an outcome failed: a code, the stage that stopped, a message a human or a model can act on. */
export interface Failure {
  readonly code: FailureCode;
  readonly stage: Stage | "select" | "tool" | "client";
  readonly message: string;
  /** Validation issues with their paths (empty when validation was not reached). */
  readonly issues: readonly Issue[];
  /** The raw text that was parsed, when the failure came from parsing text. */
  readonly text?: string;
  /** The best candidate value reached (after repair and coercion), when there was one. */
  readonly value?: unknown;
  /** The offset in the text where the problem was found, when known. */
  readonly position?: number;
}

/** The result of every stage and of the whole pipeline: a plain discriminated object, never thrown. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T; readonly steps: readonly Step[]; readonly error?: never }
  | { readonly ok: false; readonly error: Failure; readonly steps: readonly Step[]; readonly value?: never };
