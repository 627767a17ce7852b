import type { GuideNode } from "../../schema/index.js";
import type { LiteralSyntax } from "./literal.js";

/** A range of the text, `start` inclusive, `end` exclusive. */
export interface CallSpan {
  readonly start: number;
  readonly end: number;
}

/** A call as a format found it in the text, before its name is resolved and its arguments parsed. */
export interface FoundCall {
  readonly name: string;
  /** The arguments as written: JSON text, a value already typed, or `undefined` when the call has none. */
  readonly arguments?: unknown;
  /** Where the call sits in the text, its markup included. */
  readonly span: CallSpan;
  readonly id?: string;
  /** The text ended before the call did (no end marker): reported as `truncated` unless allowed. */
  readonly truncated?: boolean;
  /**
   * Why the call, plainly in this format, cannot be read (stray text in its body, a prototype key): the
   * answer fails with `unrepairable` rather than lose the call.
   */
  readonly problem?: string;
  /** Tolerances the format applied to read the call (`list not closed`), recorded as a repair step. */
  readonly repairs?: readonly string[];
}

/** What a format is told about the text and the toolset. */
export interface FormatContext {
  /** The declared tool names. */
  readonly tools: readonly string[];
  /** Whether a name is a declared tool (exactly, or by its aliases and case): formats with weak markers read only those. */
  readonly isTool: (name: string) => boolean;
  /** The input schema of a tool, compiled, to type argument values written as text (`undefined` when unknown). */
  readonly guideOf: (name: string) => GuideNode | undefined;
  /** Ranges never read as calls: reasoning blocks and code fences, sorted and not overlapping (see `hiddenAt`). */
  readonly hidden: readonly CallSpan[];
  readonly maxCalls: number;
}

/**
 * A call format: a plain named piece that finds the calls written in one model family's markup. `read`
 * returns the calls in text order, or `undefined` when the text holds none in this format. It must not
 * throw (a throw is contained as a `skip` step) and should run in time linear in the text.
 * @example
 * const bang: CallFormat = { name: "bang", read: (text) => text.startsWith("!") ? [{ name: text.slice(1).trim(), span: { start: 0, end: text.length } }] : undefined };
 */
export interface CallFormat {
  readonly name: string;
  readonly read: (text: string, context: FormatContext) => readonly FoundCall[] | undefined;
  /**
   * How its calls begin, for streaming previews: a list, or a function of the declared tool names for
   * markup that only a declared name opens. Without it, the format's calls show at the end of the stream.
   */
  readonly openers?: readonly CallOpener[] | ((tools: readonly string[]) => readonly CallOpener[]);
}

/**
 * How the arguments after a call's opener are written, for streaming previews: each is a reader the call
 * tracker has. `calls`: JSON call envelopes that name their own tools (`{"name": …, "arguments": …}` or a
 * list of them); `close` is text after them that is still the call's markup (a fence's end). `arguments`:
 * the JSON arguments of the call the opener's `head` (or `name`) named. `python`: Python calls,
 * `[a(x=1), b(y=2)]` or one a line. `literal`: an object literal in `syntax` (Gemma's `{city:<escape>Paris<escape>}`).
 * `xml`: parameters, each `key[0]` name `key[1]`, then `value[0]` value `value[1]`, until `end`; `decode`
 * is how a value is written (`lines`: one line break trimmed on each side; `xml`: the same, with character
 * references decoded; by default as written). `elements`: `<key>value</key>` children until the tool's
 * closing tag (morph-xml).
 */
export type CallBody =
  | { readonly read: "calls"; readonly close?: string }
  | { readonly read: "arguments" }
  | { readonly read: "python" }
  | { readonly read: "literal"; readonly syntax: LiteralSyntax }
  | {
      readonly read: "xml";
      readonly key: readonly [string, string];
      readonly value: readonly [string, string];
      readonly end: string;
      readonly decode?: "lines" | "xml";
    }
  | { readonly read: "elements"; readonly empty?: boolean };

/**
 * How a call in a format begins, for streaming previews (`tools.stream`): the call tracker watches the
 * stream for `token` and reads what follows with `body`. Special tokens match in ASCII and full width alike
 * (`<｜tool▁sep｜>` is `<|tool_sep|>`, see foldTokens), and so do the `head` and the body's markup.
 * @example
 * // `!call get_weather {"city": "Paris"}`
 * const opener: CallOpener = { token: "!call ", head: /^([A-Za-z_][\w.-]*)\s*(?=\{)/, body: { read: "arguments" } };
 */
export interface CallOpener {
  readonly token: string;
  /**
   * What stands between the token and the arguments, the tool's name in its first group that matched; it
   * is matched at the token's end (after white space) against at most 300 characters, and should end where
   * the arguments begin (a lookahead such as `(?=\{)` waits for them). A head never starts with `<`: markup
   * right after the token is left to the other openers (`<tool_call><function=…>`). Without a head (and
   * without `name`) the arguments name their own tools (`calls`, `python`).
   */
  readonly head?: RegExp;
  /** The tool the token itself names (a morph-xml `<get_weather>` tag, a name-json line). */
  readonly name?: string;
  /** The markup around the token is namespaced (`<ns:invoke name="`): `{ns}` in the body's markup stands for the prefix written before the token. */
  readonly namespaced?: boolean;
  readonly body: CallBody;
}
