import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Failure, Step } from "../outcome/types.js";
import type { SalvageOptions } from "../parse/options.js";
import type { JsonSchemaObject, OutputOf, SchemaInput } from "../schema/index.js";
import type { CallFormat } from "./formats/call-format.js";

/** One call of a tool, as the agent should record it: the tool's name, the corrected input, and what the model really wrote. */
export interface ToolCall<Name extends string = string, Input = unknown> {
  readonly tool: Name;
  /** The input after repair, coercion and validation: the tool's own output type. */
  readonly input: Input;
  /** The call's id when the format has one (OpenAI `tool_calls[].id`, Anthropic `tool_use.id`). */
  readonly id?: string;
  /** The input exactly as the model wrote it: a JSON string, an object, or ReAct text. */
  readonly raw: unknown;
  /** The fixes that turned `raw` into `input`: repair steps and coerce steps (`match-tool-name`, `error-hook`, rules). */
  readonly fixes: readonly Step[];
  readonly final?: never;
}

/** The model's final answer (ReAct `Final Answer:`, a LangChain `"Final Answer"` action, a message with no tool call). */
export interface FinalAnswer {
  readonly final: string;
  /** What the answer was read from, as the model wrote it. */
  readonly raw: unknown;
  readonly tool?: never;
}

/** What `onError` learns about the call whose input failed. */
export interface ToolCallContext<Name extends string = string> {
  readonly tool: Name;
  readonly id?: string;
  /** Position of the call in the model's answer (0 for `parseCall`). */
  readonly index: number;
}

/**
 * Called when a known tool's input fails: returns a corrected input (validated like any other, and
 * recorded as an `error-hook` fix), or `undefined` to keep the failure. `parseAsync` also awaits a Promise.
 */
export type ToolErrorHook<Name extends string = string> = (
  failure: Failure,
  rawInput: unknown,
  call: ToolCallContext<Name>,
) => unknown;

/** Options of one tool: the parser options of `salvage`, and its own error hook. */
export interface ToolOptions extends SalvageOptions {
  readonly onError?: ToolErrorHook;
}

/** A tool with its schema and its own options. */
export interface ToolSpec<S extends SchemaInput = SchemaInput> extends ToolOptions {
  readonly schema: S;
  readonly description?: string;
  /** Other names the model may use for this tool (`press` for `click`): matched like the name, recorded as `match-tool-name`. */
  readonly names?: readonly string[];
}

/**
 * A tool definition: its input schema alone, or a `ToolSpec`. An object with a `schema` key is always read
 * as a `ToolSpec` (JSON Schema has no top-level `schema` keyword), so misspelt spec options do not compile.
 */
export type ToolDef = StandardSchemaV1 | ToolSpec | (JsonSchemaObject & { readonly schema?: never });

/** Tools by name. */
export type ToolDefs = Readonly<Record<string, ToolDef>>;

/** The input type of a tool definition: the schema's output type (`unknown` for an untyped JSON Schema). */
export type InputOf<D> = D extends StandardSchemaV1
  ? StandardSchemaV1.InferOutput<D>
  : D extends { readonly schema: infer S }
    ? OutputOf<S>
    : OutputOf<D>;

/** The calls of a toolset, discriminated by tool name: narrowing on `tool` narrows `input`. */
export type NamedToolCallOf<Defs> = { [K in keyof Defs & string]: ToolCall<K, InputOf<Defs[K]>> }[keyof Defs & string];

/** What `tools.parse` returns per entry: a call of one of the tools, or the final answer. */
export type ToolCallOf<Defs> = NamedToolCallOf<Defs> | FinalAnswer;

/** A failure of a tool call, with the call it belongs to when there is one. */
export type ToolFailure = Failure & {
  /** The tool the failing call named (after name matching), when it was known. */
  readonly tool?: string;
  /** Position of the failing call in the answer. */
  readonly index?: number;
  readonly id?: string;
  /** The input exactly as the model wrote it. */
  readonly rawInput?: unknown;
  /**
   * Set when the answer holds no call-like text at all (prose, or JSON that is no call): the one failure
   * `noCall: "content"` turns into an ok answer with no call.
   */
  readonly noCall?: true;
};

/** The outcome of a toolset: an `Outcome` whose failure may name the call. */
export type ToolOutcome<T> =
  | {
      readonly ok: true;
      readonly value: T;
      readonly steps: readonly Step[];
      /** The text outside the calls and the reasoning, trimmed (what a chat UI shows), when the calls were read from model markup. */
      readonly content?: string;
      /** The model's reasoning blocks (`<think>`, harmony's analysis channel), kept apart from the calls. */
      readonly reasoning?: string;
      readonly attempted?: never;
      readonly error?: never;
    }
  | {
      readonly ok: false;
      readonly error: ToolFailure;
      readonly steps: readonly Step[];
      readonly value?: never;
      /** When calls were attempted: the text outside the reasoning, trimmed (what a chat UI shows), broken markup included. */
      readonly content?: string;
      readonly reasoning?: string;
      /**
       * The calls the model attempted that cannot run (a tool not declared, a call cut off at the end), each
       * with why; `error` is the first of them. Present when the answer failed because of them.
       */
      readonly attempted?: readonly ToolFailure[];
    };

/** A call a client already split out: the tool's name and its arguments (a JSON string, possibly malformed, or a value). */
export interface RawToolCall {
  readonly name: unknown;
  readonly arguments?: unknown;
  /** Anthropic's name for the arguments; used when `arguments` is absent. */
  readonly input?: unknown;
  readonly id?: string;
}

/** Options of a toolset: defaults for every tool (each tool's own options are merged over them), and limits. */
export interface ToolsetOptions<Name extends string = string> extends Omit<SalvageOptions, "jsonSchema"> {
  readonly onError?: ToolErrorHook<Name>;
  /** Most calls read from one answer (default 128); more fail with `too-large` before any call is parsed. */
  readonly maxCalls?: number;
  /**
   * The call formats to read, in order (default `defaultFormats`): replace, reorder or extend them. A
   * format that throws or returns garbage is skipped with a `skip` step.
   */
  readonly formats?: readonly CallFormat[];
  /**
   * An answer that holds no call at all (prose, or JSON that is no call): `"fail"` (the default) fails it
   * with `no-json-found` (`unknown-tool` for JSON), as a call in a format salvage does not know would;
   * `"content"` makes it a normal outcome for chat loops: ok, no call, the text as `content` (reasoning
   * apart). An attempted call (`attempted`) is ok with no call either way.
   */
  readonly noCall?: "fail" | "content";
}
