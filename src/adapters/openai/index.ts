// salvage/openai: OpenAI chat completions (responses, streams, tool_calls) into salvage, and a `call` for `generate`.
export { parseCompletion, parseCompletionAsync, parseToolCalls, parseToolCallsAsync, type ChoiceOptions } from "./completion.js";
export { collectStream, parseStream, parseStreamToolCalls, streamFailedMessage, type StreamOptions } from "./stream-parse.js";
export { createStreamCollector, MAX_STREAM_CALLS, type StreamCollector } from "./stream.js";
export { readCompletion, notCompletionMessage } from "./read.js";
export { refusalMessage, toolCallsInsteadMessage } from "./parse-answer.js";
export { openaiCall, noAnswerToolMessage, type OpenAICallOptions, type OpenAIClientLike } from "./call.js";
export type { OpenAIAnswer, OpenAIChunkLike, OpenAICompletionLike, OpenAIMessageLike, OpenAIToolCallDeltaLike, OpenAIToolCallLike } from "./types.js";
export { textDeltas } from "./text-deltas.js";
export {
  parseResponse,
  parseResponseAsync,
  parseResponseToolCalls,
  parseResponseToolCallsAsync,
  collectResponseStream,
  parseResponseStream,
  parseResponseStreamToolCalls,
  type ResponseStreamOptions,
} from "./responses-parse.js";
export { readResponse, notResponseMessage, responseFailedMessage, type OpenAIResponseLike } from "./responses.js";
export { createResponseStreamCollector, responseTextDeltas, MAX_RESPONSE_ITEMS, type ResponseStreamCollector } from "./responses-stream.js";
