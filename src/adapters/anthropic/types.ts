// The parts of Anthropic's Messages API shapes the adapter reads, written structurally so the SDK's
// own types and plain JSON both fit.

/** One content block of a message: text, a tool call, or anything else (thinking, …), which is skipped. */
export interface AnthropicBlockLike {
  readonly type: string;
  readonly text?: string;
  readonly id?: string;
  readonly name?: string;
  readonly input?: unknown;
}

/** A message (`client.messages.create(...)` without `stream`). */
export interface AnthropicMessageLike {
  readonly content: readonly AnthropicBlockLike[];
  readonly stop_reason?: string | null;
}

/** One server-sent event of a streamed message (`stream: true`). */
export interface AnthropicEventLike {
  readonly type: string;
  readonly index?: number;
  readonly content_block?: unknown;
  readonly delta?: unknown;
  readonly message?: unknown;
}

/** A text or tool-use block as the adapter keeps it. */
export type AnthropicBlock =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "tool_use"; readonly id: string; readonly name: string; readonly input: unknown };

/** A finished or streamed answer in one plain shape. */
export interface AnthropicAnswer {
  readonly message: { readonly role: "assistant"; readonly content: readonly AnthropicBlock[] };
  /** The text blocks joined. */
  readonly text: string;
  readonly stopReason: string | undefined;
  /** The model stopped at `max_tokens` (or the context window). */
  readonly truncated: boolean;
}
