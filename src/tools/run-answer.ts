import type { Step } from "../outcome/types.js";
import type { AnswerItem } from "./answer-parts.js";
import type { CallRun } from "./call-request.js";
import type { CompiledToolset } from "./compile-toolset.js";
import { runCall } from "./run-call.js";
import type { FinalAnswer, ToolCall, ToolFailure, ToolOutcome } from "./types.js";

/** What running an answer gives: its calls, and the calls attempted that cannot run when no call can. */
export type AnswerRun = ToolOutcome<readonly (ToolCall | FinalAnswer)[]> & { readonly attempted?: readonly ToolFailure[] };

/**
 * Every entry of an answer through the toolset, in order. A broken call (cut off, unreadable, naming no
 * declared tool) alone means no call was made: the outcome is ok, with no call, and the broken calls in
 * `attempted`. Beside a call that runs, or before any call whose input fails, the first failure fails the
 * answer: a batch is never run in part.
 */
export function* runAnswer(items: readonly AnswerItem[], readSteps: readonly Step[], set: CompiledToolset): CallRun<AnswerRun> {
  const steps: Step[] = [...readSteps];
  const out: (ToolCall | FinalAnswer)[] = [];
  const attempted: ToolFailure[] = [];
  let calls = 0;
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
    calls++;
    out.push(call.value);
  }
  if (attempted.length === 0) return { ok: true, value: out, steps };
  if (calls > 0) return { ok: false, error: attempted[0] as ToolFailure, steps };
  return { ok: true, value: out, steps, attempted };
}

/** A call whose name resolved to no declared tool (its input was never parsed). */
function namesNoTool(error: ToolFailure): boolean {
  return error.code === "unknown-tool" && error.tool === undefined;
}
