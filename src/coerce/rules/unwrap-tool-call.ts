import { isPlainObject } from "../json.js";
import { foldKey, propertyNameIndex } from "../names.js";
import type { Rule } from "../rule.js";
import type { GuideNode } from "../../schema/guide-types.js";

// The envelopes agents and clients wrap a tool's input in: LangChain's `{"action", "action_input"}`,
// `{"name", "arguments"}` (OpenAI, Hermes, MCP), Anthropic's `{"type": "tool_use", "name", "input"}`,
// OpenAI's `{"id", "type": "function", "function": {...}}` and `{"tool_calls": [one call]}`.
const nameKeys = new Set(["action", "name", "tool", "toolname", "function", "functionname"]);
const inputKeys = new Set(["actioninput", "arguments", "args", "input", "parameters", "params"]);
const labelKeys = new Set(["id", "type", "callid", "index"]);
const maxLayers = 4;

/**
 * `unwrap-tool-call`: the expected value inside a tool-call envelope (`{"action": "click", "action_input":
 * {...}}`, `{"name": "click", "arguments": "{...}"}`, an OpenAI `tool_calls` list of one); an input written
 * as a JSON string is decoded. A finish (`"Final Answer"`) is unwrapped only when its input is an object
 * or array, never prose; never a list of several calls, nor when a key of the envelope is a declared property (of the
 * expected object, or of the items of the expected list).
 */
export const unwrapToolCall: Rule = {
  name: "unwrap-tool-call",
  cost: 1,
  apply(value, { node }) {
    let current = value;
    for (let layer = 0; layer < maxLayers; layer++) {
      const inner = unwrapOnce(current, node);
      if (inner === undefined) break;
      current = inner.value;
    }
    return current === value ? undefined : { value: current };
  },
};

function unwrapOnce(value: unknown, node: GuideNode): { value: unknown } | undefined {
  if (!isPlainObject(value)) return undefined;
  const index = propertyNameIndex(node);
  // Where a list is expected, an object whose key the items declare (`{"name", "params"}` for a list of
  // classes with those properties) is one item, not an envelope around the list.
  const items = node.items;
  const itemIndex = items === undefined ? undefined : propertyNameIndex(items);
  let toolName: unknown;
  let input: { value: unknown } | undefined;
  let call: unknown;
  for (const key of Object.keys(value)) {
    const folded = foldKey(key);
    if (node.properties.has(key) || index.has(folded)) return undefined;
    if (items !== undefined && (items.properties.has(key) || itemIndex?.has(folded) === true)) return undefined;
    const field = value[key];
    if (folded === "toolcalls") {
      if (!Array.isArray(field) || field.length !== 1) return undefined;
      call = field[0];
    } else if (folded === "function" && isPlainObject(field)) call = field;
    else if (nameKeys.has(folded)) toolName = field;
    else if (inputKeys.has(folded)) input = { value: field };
    else if (!labelKeys.has(folded)) return undefined;
  }
  if (call !== undefined) return toolName === undefined && input === undefined ? { value: call } : undefined;
  if (input === undefined || typeof toolName !== "string") return undefined;
  // A finish carries the answer itself: unwrapped when it is structured (or a JSON string of a structure),
  // never when it is prose.
  const decoded = decode(input.value);
  if (foldKey(toolName) === "finalanswer" && (decoded === undefined || typeof decoded.value !== "object")) return undefined;
  return decoded;
}

/** An input written as a JSON string is read as the object or array it holds. */
function decode(input: unknown): { value: unknown } | undefined {
  if (typeof input !== "string") return { value: input };
  const text = input.trim();
  if (!text.startsWith("{") && !text.startsWith("[")) return { value: input };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
