import { clientFormat } from "./client-format.js";

/** ReAct text (named `reactCalls` beside the `react` extractor): `Action: click` with `Action Input: #btn` (plain text or JSON), or a `Final Answer:`. */
export const reactCalls = /* @__PURE__ */ clientFormat("react", [
  // `Action: get_weather` then `Action Input: {…}`: the input's JSON streams; a plain-text input shows at the end.
  { token: "Action:", head: /^[*`]*([A-Za-z_][\w.-]*)[*`]*[ \t]*\r?\n\s*Action Input:\s*(?=[{[])/, body: { read: "arguments" } },
]);
