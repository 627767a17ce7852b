import { clientFormat } from "./client-format.js";

/** A JSON call anywhere in the text: `{"name": …, "arguments"|"parameters"|"input"|"args": …}` (Llama 3 bare JSON, OpenAI Responses), or a list of them. */
export const generic = /* @__PURE__ */ clientFormat("generic");
