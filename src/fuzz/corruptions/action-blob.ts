import { objectShape, clashesWithShape, resolveRef } from "../schema.js";
import type { Corruption, CorruptionContext, Draft } from "../types.js";
import { validates } from "../validate.js";
import { withWritten } from "./shared.js";

const NAME = "action-blob";

function blob(draft: Draft, context: CorruptionContext): Record<string, unknown> | undefined {
  const root = context.schema;
  if (root === undefined) return undefined;
  const resolved = resolveRef(root, root);
  const shape = resolved === undefined ? undefined : objectShape(resolved);
  if (shape && (clashesWithShape("action", shape) || clashesWithShape("action_input", shape))) return undefined;
  const value = { action: context.toolName ?? "Final Answer", action_input: draft.written };
  return validates(root, value, root) ? undefined : value;
}

/** LangChain's structured-chat blob `{"action": "<tool>", "action_input": …}` around the answer; the truth is the input. */
export const actionBlob: Corruption = {
  name: NAME,
  phase: "value",
  rank: 50,
  group: "root-wrapper",
  recoverable: true,
  applies: (draft, context) => blob(draft, context) !== undefined,
  apply(draft, _rng, context) {
    return withWritten(draft, blob(draft, context), NAME);
  },
};
