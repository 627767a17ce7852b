import { clientFormat } from "./client-format.js";

/** Hermes, Qwen 2.5 / 3, and friends: JSON in `<tool_call>{"name": …, "arguments": …}</tool_call>` blocks (a block that holds no call fails the answer). */
export const hermes = /* @__PURE__ */ clientFormat("hermes", [{ token: "<tool_call>", body: { read: "calls" } }]);
