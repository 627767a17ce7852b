import type { Step } from "../outcome/types.js";
import type { CallRun } from "./call-request.js";
import type { CompiledToolset } from "./compile-toolset.js";
import type { RawItem } from "./raw-call.js";
import { runCall } from "./run-call.js";
import type { FinalAnswer, ToolCall, ToolOutcome } from "./types.js";

/** Every entry of an answer through the toolset, in order; the first call that fails fails the answer. */
export function* runAnswer(
  items: readonly RawItem[],
  readSteps: readonly Step[],
  set: CompiledToolset,
): CallRun<ToolOutcome<readonly (ToolCall | FinalAnswer)[]>> {
  const steps: Step[] = [...readSteps];
  const out: (ToolCall | FinalAnswer)[] = [];
  // Repair steps by candidate, gathered once: looking them up per call would cost calls × steps.
  const repairs = new Map<number, Step[]>();
  for (const step of readSteps) {
    if (step.stage !== "repair") continue;
    const list = repairs.get(step.candidate) ?? [];
    list.push(step);
    repairs.set(step.candidate, list);
  }
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as RawItem;
    if (item.kind === "final") {
      out.push({ final: item.text, raw: item.raw });
      continue;
    }
    const readFixes = repairs.get(item.candidate) ?? [];
    const call = yield* runCall(item, index, set, readFixes);
    steps.push(...call.steps);
    if (!call.ok) return { ok: false, error: call.error, steps };
    out.push(call.value);
  }
  return { ok: true, value: out, steps };
}
