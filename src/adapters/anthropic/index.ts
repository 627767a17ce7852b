// salvage/anthropic: Anthropic messages (responses, streams, tool_use blocks) into salvage, and a `call` for `generate`.
export { parseMessage, parseMessageAsync, parseToolUse, parseToolUseAsync } from "./message.js";
export { collectStream, parseStream, parseStreamToolUse, streamFailedMessage, type StreamOptions } from "./stream-parse.js";
export { createStreamCollector, MAX_STREAM_BLOCKS, type StreamCollector } from "./stream.js";
export { readMessage, notMessageMessage } from "./read.js";
export { refusalMessage, toolUseInsteadMessage } from "./parse-answer.js";
export { anthropicCall, noAnswerToolMessage, type AnthropicCallOptions, type AnthropicClientLike } from "./call.js";
export type { AnthropicAnswer, AnthropicBlock, AnthropicBlockLike, AnthropicEventLike, AnthropicMessageLike } from "./types.js";
export { textDeltas } from "./text-deltas.js";
