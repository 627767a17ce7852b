import { clientFormat } from "./client-format.js";

/** LangChain's structured-chat blob `{"action": …, "action_input": …}` and serialised agent actions `{"tool", "tool_input"}`. */
export const langchain = /* @__PURE__ */ clientFormat("langchain");
