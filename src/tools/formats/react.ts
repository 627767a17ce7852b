import { clientFormat } from "./client-format.js";

/** ReAct text (named `reactCalls` beside the `react` extractor): `Action: click` with `Action Input: #btn` (plain text or JSON), or a `Final Answer:`. */
export const reactCalls = clientFormat("react");
