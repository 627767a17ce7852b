import type { Step } from "../outcome/types.js";
import type { AnswerItem } from "./answer-parts.js";
import type { CallRun } from "./call-request.js";
import type { CompiledToolset } from "./compile-toolset.js";
import { runCall } from "./run-call.js";
import type { FinalAnswer, ToolCall, ToolFailure, ToolOutcome } from "./types.js";

/** What running an answer gives: its calls, or the failure with the calls attempted that cannot run. */
export type AnswerRun = ToolOutcome<readonly (ToolCall | FinalAnswer)[]>;

/**
 * Every entry of an answer through the toolset, in order. A broken call (cut off, naming no declared tool)
 * fails the answer, alone or beside calls that run, with every such call in `attempted`: a batch is never
 * run in part, and a call the model meant is never dropped. Before any of them, a call whose input fails
 * fails the answer with its own failure.
 */
export function* runAnswer(items: readonly AnswerItem[], readSteps: readonly Step[], set: CompiledToolset): CallRun<AnswerRun> {
  const steps: Step[] = [...readSteps];
  const out: (ToolCall | FinalAnswer)[] = [];
  const attempted: ToolFailure[] = [];
  // Repair steps by candidate, gathered once: looking them up per call would cost calls × steps.
  const repairs = new Map<number, Step[]>();
  for (const step of readSteps) {
    if (step.stage !== "repair") continue;
    const list = repairs.get(step.candidate) ?? [];
    list.push(step);
    repairs.set(step.candidate, list);
  }
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as AnswerItem;
    if (item.kind === "final") {
      out.push({ final: item.text, raw: item.raw });
      continue;
    }
    if (item.kind === "broken") {
      attempted.push({ ...item.error, index });
      continue;
    }
    const readFixes = repairs.get(item.candidate) ?? [];
    const call = yield* runCall(item, index, set, readFixes);
    steps.push(...call.steps);
    if (!call.ok) {
      if (!namesNoTool(call.error)) return { ok: false, error: attempted[0] ?? call.error, steps };
      attempted.push(call.error);
      continue;
    }
    out.push(call.value);
  }
  if (attempted.length === 0) return { ok: true, value: out, steps };
  return { ok: false, error: attempted[0] as ToolFailure, steps, attempted };
}

/** A call whose name resolved to no declared tool (its input was never parsed). */
function namesNoTool(error: ToolFailure): boolean {
  return error.code === "unknown-tool" && error.tool === undefined;
}
