import { hasOwn } from "../coerce/json.js";
import { isFinalAnswerName, rawCall, rawFinal, type RawItem, type ReadContext } from "./raw-call.js";

/**
 * LangChain's structured-chat blob `{"action": "click", "action_input": …}` (the action `"Final Answer"`
 * is the final answer), or a serialised agent action `{"tool": "click", "tool_input": …}`. The input may
 * be a value, a string holding JSON, or plain text.
 */
export function readLangChainBlob(blob: Record<string, unknown>, context: ReadContext): RawItem | undefined {
  if (hasOwn(blob, "action") && hasOwn(blob, "action_input")) {
    const action = blob["action"];
    if (isFinalAnswerName(action)) return rawFinal(blob["action_input"], blob);
    return rawCall(action, blob["action_input"], undefined, "langchain", context.candidate);
  }
  if (typeof blob["tool"] === "string" && hasOwn(blob, "tool_input")) {
    if (isFinalAnswerName(blob["tool"])) return rawFinal(blob["tool_input"], blob);
    return rawCall(blob["tool"], blob["tool_input"], blob["tool_call_id"] ?? blob["id"], "langchain", context.candidate);
  }
  return undefined;
}
