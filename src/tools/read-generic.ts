import { hasOwn, isPlainObject } from "../coerce/json.js";
import { rawCall, type RawCall, type ReadContext } from "./raw-call.js";

/** Keys that hold a generic call's input, in the order they are looked for. */
export const argumentKeys: readonly string[] = ["arguments", "parameters", "input", "args", "tool_input"];

/** Keys that name a generic call's tool besides `name` (`{"tool_name": …, "parameters": …}`, `{"tool": …, "tool_input": …}`, `{"function": "…", "arguments": …}`): read when they hold a string. */
const otherNameKeys: readonly string[] = ["tool_name", "tool", "function"];

/** Keys that wrap one call: `{"tool_call": {…}}`, Gemini's `{"functionCall": {name, args}}`. */
const wrapperKeys: readonly string[] = ["tool_call", "toolCall", "functionCall", "function_call"];

/**
 * A generic call `{"name": …, "arguments"|"parameters"|"input"|"args": …}` (Hermes, Llama, Mistral, the
 * OpenAI Responses API). Outside a `<tool_call>` block the input key is required, so an object that merely
 * has a `name` is not taken for a call.
 */
export function readGenericCall(value: Record<string, unknown>, context: ReadContext): RawCall | undefined {
  const nameKey = hasOwn(value, "name") ? "name" : otherNameKeys.find((k) => hasOwn(value, k) && typeof value[k] === "string");
  if (nameKey === undefined) return undefined;
  const key = argumentKeys.find((k) => hasOwn(value, k));
  if (key === undefined && (!context.tagged || nameKey !== "name")) return undefined;
  const format = context.tagged ? "hermes" : "generic";
  return rawCall(value[nameKey], key === undefined ? undefined : value[key], value["id"] ?? value["call_id"], format, context.candidate);
}

/** A one-key wrapper around a generic call. */
export function readWrappedCall(value: Record<string, unknown>, context: ReadContext): RawCall | undefined {
  const keys = Object.keys(value);
  if (keys.length !== 1 || !wrapperKeys.includes(keys[0] as string)) return undefined;
  const inner = value[keys[0] as string];
  // The wrapper's key already says "this is a call": a bare name inside counts, as in a <tool_call> block.
  return isPlainObject(inner) ? readGenericCall(inner, { ...context, tagged: true }) : undefined;
}
