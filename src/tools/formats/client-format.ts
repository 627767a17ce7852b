import { salvageDefaults } from "../../parse/options.js";
import type { Step } from "../../outcome/types.js";
import { readAnswer } from "../read-answer.js";
import type { CallFormat, CallOpener, FoundCall } from "./call-format.js";

/** The formats of client APIs and agent frameworks, read from JSON values (and ReAct text) by one shared reader. */
export type ClientFormatName = "openai" | "anthropic" | "hermes" | "langchain" | "react" | "generic";

/** A client format: a call format whose calls the toolset's JSON reader finds (it also reads final answers and reports broken blocks). */
export interface ClientFormat extends CallFormat {
  readonly client: ClientFormatName;
}

const builtIns = new WeakSet<object>();

/** Whether a piece is one of the built-in client formats (the toolset runs them together, after the markup formats). */
export function isClientFormat(piece: unknown): piece is ClientFormat {
  return typeof piece === "object" && piece !== null && builtIns.has(piece);
}

/** Builds the client format `name`: on its own, it returns the calls of that format the JSON reader finds. */
export function clientFormat(name: ClientFormatName, openers?: readonly CallOpener[]): ClientFormat {
  const piece: ClientFormat = {
    name,
    client: name,
    ...(openers === undefined ? {} : { openers }),
    read(text, context) {
      const options = { maxCalls: context.maxCalls, maxSize: salvageDefaults.maxSize, maxRepairSize: salvageDefaults.maxRepairSize, maxDepth: salvageDefaults.maxDepth, allowTruncated: true };
      const read = readAnswer(text, options, context.tools);
      if (!read.ok) return undefined;
      const calls: FoundCall[] = [];
      for (const item of read.value.items) {
        if (item.kind !== "call" || item.format !== name || typeof item.name !== "string") continue;
        const span = spanOf(read.value.steps, item.candidate) ?? { start: 0, end: text.length };
        calls.push({ name: item.name, arguments: item.input, span, ...(item.id === undefined ? {} : { id: item.id }) });
      }
      return calls.length === 0 ? undefined : calls;
    },
  };
  builtIns.add(piece);
  return Object.freeze(piece);
}

function spanOf(steps: readonly Step[], candidate: number): { start: number; end: number } | undefined {
  const step = steps.find((s) => s.stage === "extract" && s.candidate === candidate);
  return step?.stage === "extract" ? { start: step.start, end: step.end } : undefined;
}
