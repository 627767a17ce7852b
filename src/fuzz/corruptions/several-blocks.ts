import type { Corruption } from "../types.js";
import { deepEqual } from "../json-value.js";
import { couldFit, nonFittingExamples, sameAsAnswer, schemaEcho, typePlaceholder } from "./example-block.js";
import { frame } from "./shared.js";

const ECHO_LAYOUTS: readonly (readonly [string, string])[] = [
  ["The schema I was given:\n\n", "\n\nMy output:\n\n"],
  ["You asked for JSON matching this schema:\n\n", "\n\nHere is a value that matches it:\n\n"],
];

const EXAMPLE_LAYOUTS: readonly (readonly [string, string])[] = [
  ["For reference, the expected format looks like this:\n\n", "\n\nAnd here is the actual answer:\n\n"],
  ["Example:\n", "\n\nAnswer:\n"],
  ["First, the structure you asked for:\n\n", "\n\nFilled in with the real values:\n\n"],
];

/**
 * An example block before the answer. Recoverable when the example cannot pass for an answer (a schema echo, or
 * a type placeholder like `"<number>"` where a number is due); when every example would fit, the output is ambiguous.
 */
export const severalBlocks: Corruption = {
  name: "several-blocks",
  phase: "text",
  rank: 30,
  recoverable: (_value, context) => context.schema !== undefined && nonFittingExamples(context.schema).length > 0,
  applies: (_draft, context) => context.schema !== undefined,
  apply(draft, rng, context) {
    const root = context.schema ?? true;
    const candidates = nonFittingExamples(root);
    const example = candidates.length > 0 ? rng.pick(candidates) : typePlaceholder(root, root);
    const clear = !couldFit(example, root) || sameAsAnswer(example, draft.expected);
    const [intro, outro] = rng.pick(deepEqual(example, schemaEcho(root)) ? ECHO_LAYOUTS : EXAMPLE_LAYOUTS);
    const block = "```json\n" + JSON.stringify(example, null, 2) + "\n```";
    const next = frame(draft, intro + block + outro, "", "several-blocks");
    return clear ? next : { ...next, recoverable: false };
  },
};
