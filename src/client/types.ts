import type { Failure, Outcome, Step } from "../outcome/types.js";

/** Who said a message: the usual chat roles every client knows. */
export type ChatRole = "system" | "user" | "assistant";

/** One chat message in the plain shape every chat client accepts (or maps from). */
export interface ChatMessage {
  readonly role: ChatRole;
  readonly content: string;
}

/** What `generate` tells the client on each call. */
export interface CallContext {
  /** The attempt this call belongs to, from 1. */
  readonly attempt: number;
  /** Aborts the call; pass it on to the client (`{ signal }` in openai, Anthropic, fetch). */
  readonly signal: AbortSignal | undefined;
}

/**
 * What a client answered: its text, and whether it stopped at the token limit (OpenAI
 * `finish_reason: "length"`, Anthropic `stop_reason: "max_tokens"`). A plain string means "not known".
 */
export interface CallAnswer {
  readonly text: string;
  readonly truncated?: boolean;
}

/** Any client: the conversation in, the model's answer out. */
export type CallFunction = (messages: readonly ChatMessage[], context: CallContext) => Promise<string | CallAnswer>;

/** A step of `generate`: a parser step, marked with the attempt it belongs to. */
export type AttemptStep = Step & { readonly attempt: number };

/** What happened on one attempt: the answer (absent when the call failed) and its outcome. */
export interface AttemptRecord<T> {
  /** From 1. */
  readonly attempt: number;
  /** The model's answer, as the client returned it. */
  readonly text?: string;
  readonly truncated?: boolean;
  readonly outcome: Outcome<T>;
}

/** Fields `generate` adds to the outcome: every attempt, and the conversation as it ended. */
export interface GenerateExtras<T> {
  readonly attempts: readonly AttemptRecord<T>[];
  /** The messages sent on the last call, plus its answer: continue the conversation from here. */
  readonly messages: readonly ChatMessage[];
}

/** The outcome of `generate`: an `Outcome` whose steps span every attempt, with the attempts themselves. */
export type GenerateOutcome<T> = (
  | { readonly ok: true; readonly value: T; readonly steps: readonly AttemptStep[]; readonly error?: never }
  | { readonly ok: false; readonly error: Failure; readonly steps: readonly AttemptStep[]; readonly value?: never }
) &
  GenerateExtras<T>;
