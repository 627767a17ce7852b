// The parts of OpenAI's chat-completions shapes the adapter reads, written structurally so the
// SDK's own types (openai 4–6) and plain JSON from a compatible server both fit.

/** One tool call in an assistant message. */
export interface OpenAIToolCallLike {
  readonly id?: string;
  readonly type?: string;
  readonly function?: { readonly name?: string; readonly arguments?: string } | null;
}

/** An assistant message of a chat completion. */
export interface OpenAIMessageLike {
  readonly role?: string;
  readonly content?: string | null | readonly unknown[];
  readonly refusal?: string | null;
  readonly tool_calls?: readonly OpenAIToolCallLike[] | null;
}

/** A chat completion (`client.chat.completions.create(...)` without `stream`). */
export interface OpenAICompletionLike {
  readonly choices: readonly { readonly message: OpenAIMessageLike; readonly finish_reason?: string | null; readonly index?: number }[];
}

/** One streamed delta of a tool call: the `index` says which call it continues. */
export interface OpenAIToolCallDeltaLike {
  readonly index: number;
  readonly id?: string;
  readonly type?: string;
  readonly function?: { readonly name?: string; readonly arguments?: string } | null;
}

/** One chunk of a streamed chat completion (`stream: true`). */
export interface OpenAIChunkLike {
  readonly choices: readonly {
    readonly index: number;
    readonly delta?: {
      readonly role?: string;
      readonly content?: string | null;
      readonly refusal?: string | null;
      readonly tool_calls?: readonly OpenAIToolCallDeltaLike[] | null;
    } | null;
    readonly finish_reason?: string | null;
  }[];
}

/** What a finished or streamed answer holds, in one plain shape: the assistant message and why it stopped. */
export interface OpenAIAnswer {
  readonly message: {
    readonly role: "assistant";
    readonly content: string | null;
    readonly refusal?: string;
    readonly tool_calls?: readonly { readonly id: string; readonly type: "function"; readonly function: { readonly name: string; readonly arguments: string } }[];
  };
  readonly finishReason: string | undefined;
  /** The model stopped at the token limit (`finish_reason: "length"`). */
  readonly truncated: boolean;
}
