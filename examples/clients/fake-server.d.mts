// Types of fake-server.mjs, for the TypeScript tests that start it.

export interface OpenAIReply {
  readonly content?: string;
  readonly toolCalls?: readonly { readonly name: string; readonly arguments: unknown; readonly id?: string }[];
  readonly finishReason?: string;
  readonly refusal?: string;
  readonly status?: number;
  readonly error?: string;
  readonly delayMs?: number;
}

export interface AnthropicReply {
  readonly text?: string;
  readonly toolUse?: readonly { readonly name: string; readonly input: unknown; readonly id?: string }[];
  readonly stopReason?: string;
  readonly status?: number;
  readonly error?: string;
  readonly delayMs?: number;
}

export interface FakeRequest {
  readonly api: "openai" | "anthropic";
  readonly body: Record<string, unknown> & { readonly messages?: readonly { role: string; content: unknown }[] };
  readonly headers: Record<string, string | string[] | undefined>;
}

export interface FakeServer {
  readonly url: string;
  readonly openaiBaseURL: string;
  readonly anthropicBaseURL: string;
  readonly requests: FakeRequest[];
  readonly remaining: () => { openai: number; anthropic: number };
  readonly close: () => Promise<void>;
}

export function startFakeServer(script?: { readonly openai?: readonly OpenAIReply[]; readonly anthropic?: readonly AnthropicReply[] }): Promise<FakeServer>;
