import { foldKey } from "../coerce/names.js";

/**
 * The name of the format a call was read from: a client format (`openai`, `anthropic`, `hermes`, `langchain`,
 * `react`, `generic`), `direct` for `parseCall`, or a call format piece's name. `react` and `langchain`
 * inputs may be plain text by definition.
 */
export type CallFormatName = "openai" | "anthropic" | "hermes" | "langchain" | "react" | "generic" | "direct" | (string & {});

/** A call as found in the answer, before its name is resolved and its input parsed. */
export interface RawCall {
  readonly kind: "call";
  readonly name: unknown;
  /** The input as written (a JSON string, a value, or ReAct text); `undefined` when the format held none. */
  readonly input: unknown;
  readonly id?: string;
  readonly format: CallFormatName;
  /** The extraction candidate the call came from, for the steps. */
  readonly candidate: number;
}

/** A final answer as found in the answer. */
export interface RawFinal {
  readonly kind: "final";
  readonly text: string;
  readonly raw: unknown;
}

/** One entry of an answer. */
export type RawItem = RawCall | RawFinal;

/** Said by a reader when a list holds more calls than allowed, so nothing is parsed. */
export interface TooMany {
  readonly tooMany: number;
}

/** What reading a value gives: the entries, too many of them, or `undefined` when the value is not a call. */
export type Read = readonly RawItem[] | TooMany | undefined;

/** Where a value was read, and the limits. */
export interface ReadContext {
  readonly candidate: number;
  /** Inside a `<tool_call>` block, a bare `{"name": …}` is a call with no arguments. */
  readonly tagged: boolean;
  readonly maxCalls: number;
}

/** Builds a raw call, leaving `id` out unless it is a non-empty string. */
export function rawCall(name: unknown, input: unknown, id: unknown, format: CallFormatName, candidate: number): RawCall {
  return typeof id === "string" && id !== ""
    ? { kind: "call", name, input, id, format, candidate }
    : { kind: "call", name, input, format, candidate };
}

/** Builds a final answer; a non-string answer is kept as its JSON text. */
export function rawFinal(answer: unknown, raw: unknown): RawFinal {
  let text: string;
  if (typeof answer === "string") text = answer;
  else {
    try {
      text = JSON.stringify(answer) ?? "";
    } catch {
      text = "";
    }
  }
  return { kind: "final", text, raw };
}

/** Whether an action name means "final answer" (`Final Answer`, `final_answer`, `FinalAnswer`). */
export function isFinalAnswerName(name: unknown): boolean {
  return typeof name === "string" && name.length < 64 && foldKey(name) === "finalanswer";
}

/** Whether a read gave too many calls. */
export function isTooMany(read: Read): read is TooMany {
  return read !== undefined && "tooMany" in read;
}
