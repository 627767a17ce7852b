import { clientFormat } from "./client-format.js";

/** Anthropic messages: `tool_use` content blocks (`{type: "tool_use", id, name, input}`), alone or in a message. */
export const anthropic = /* @__PURE__ */ clientFormat("anthropic");
