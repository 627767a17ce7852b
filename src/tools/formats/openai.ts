import { clientFormat } from "./client-format.js";

/** OpenAI chat completions: a response, an assistant message, a `tool_calls` list (arguments as a JSON string), or a legacy `function_call`. */
export const openai = /* @__PURE__ */ clientFormat("openai");
