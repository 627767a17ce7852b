import { hasOwn, isPlainObject } from "../../coerce/json.js";
import type { CallSpan, FoundCall } from "./call-format.js";

const nameKeys = ["name", "tool_name", "function"] as const;
const argumentKeys = ["arguments", "parameters", "args", "input"] as const;

/**
 * One JSON call envelope: `{"name", "arguments"|"parameters"}` (Mistral, Llama, Granite, Hermes), Cohere's
 * `{"tool_name", "parameters"}`, or an OpenAI `{"function": {"name", "arguments"}}`. `undefined` for an
 * object that names no function.
 */
export function envelopeCall(value: unknown, span: CallSpan): FoundCall | undefined {
  if (!isPlainObject(value)) return undefined;
  const fn = value["function"];
  if (isPlainObject(fn) && typeof fn["name"] === "string") return envelopeCall(fn, span);
  const nameKey = nameKeys.find((key) => typeof value[key] === "string");
  if (nameKey === undefined) return undefined;
  const argKey = argumentKeys.find((key) => hasOwn(value, key));
  const id = typeof value["id"] === "string" && value["id"] !== "" ? { id: value["id"] } : {};
  return { name: value[nameKey] as string, ...(argKey === undefined ? {} : { arguments: value[argKey] }), span, ...id };
}

/** A call envelope or a list of them, every entry a call (a list with anything else in it is not a list of calls). */
export function envelopeCalls(value: unknown, span: CallSpan): FoundCall[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return undefined;
  const out: FoundCall[] = [];
  for (const entry of list) {
    const call = envelopeCall(entry, span);
    if (call === undefined) return undefined;
    out.push(call);
  }
  return out;
}
