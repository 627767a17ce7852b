import type { Outcome, Step } from "../outcome/types.js";
import { runHook, runParser, type CallRun } from "./call-request.js";
import type { CompiledTool, CompiledToolset } from "./compile-toolset.js";
import { hookPromiseMessage } from "./messages.js";
import type { RawCall } from "./raw-call.js";
import { resolveToolName } from "./tool-names.js";
import type { ToolCall, ToolCallContext, ToolFailure, ToolOutcome } from "./types.js";

/**
 * One call through the toolset: its name resolved, its input parsed by that tool's parser, and on failure
 * the error hook's correction validated in turn. The call keeps the raw input beside the corrected one.
 */
export function* runCall(
  raw: RawCall,
  index: number,
  set: CompiledToolset,
  /** Repairs of the text the call was read from: fixes of this call too, though they are already in the answer's steps. */
  readFixes: readonly Step[] = [],
): CallRun<ToolOutcome<ToolCall>> {
  const id = raw.id === undefined ? {} : { id: raw.id };
  const resolved = resolveToolName(raw.name, set.index, raw.candidate);
  if (!resolved.ok) return failed({ ...resolved.error, index, ...id, rawInput: raw.input }, resolved.steps);
  const tool = set.tools.get(resolved.value) as CompiledTool;
  const steps: Step[] = [...resolved.steps];
  let outcome = yield* parseInput(raw, tool);
  steps.push(...outcome.steps);
  let hookStep: Step | undefined;
  if (!outcome.ok && tool.onError !== undefined) {
    const call: ToolCallContext = { tool: tool.name, index, ...id };
    const hooked = yield* runHook({ kind: "hook", hook: tool.onError, failure: outcome.error, input: raw.input, call });
    if (hooked.pending) {
      outcome = { ok: false, error: { ...outcome.error, message: hookPromiseMessage(outcome.error.message) }, steps: outcome.steps };
    } else if (hooked.value !== undefined) {
      hookStep = { stage: "coerce", candidate: raw.candidate, rule: "error-hook", path: [], before: raw.input, after: hooked.value };
      outcome = yield* runParser({ kind: "value", tool, value: hooked.value });
      steps.push(hookStep, ...outcome.steps);
    }
  }
  if (!outcome.ok) return failed({ ...outcome.error, tool: tool.name, index, ...id, rawInput: raw.input }, steps);
  const fixes = [...readFixes, ...resolved.steps, ...(hookStep === undefined ? [] : [hookStep]), ...outcome.steps.filter(isFix)];
  const value: ToolCall = { tool: tool.name, input: outcome.value, ...id, raw: raw.input, fixes };
  return { ok: true, value, steps };
}

/** Whether a step changed the input: a repair or a coercion. */
export function isFix(step: Step): boolean {
  return step.stage === "repair" || step.stage === "coerce";
}

/**
 * The input handed to the tool's parser: no input is `{}` (an `empty-arguments` fix); ReAct and LangChain
 * plain text is a bare string value for a tool that takes one (so `wrap-bare-value` records the fix);
 * any other string is JSON text, repaired if need be, read as one whole value (a JSON span inside text that
 * is not JSON is data, never the arguments); anything else is a value already parsed.
 */
function* parseInput(raw: RawCall, tool: CompiledTool): CallRun<Outcome<unknown>> {
  const input = raw.input;
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === "")) {
    const step: Step = { stage: "coerce", candidate: raw.candidate, rule: "empty-arguments", path: [], before: input, after: {} };
    const outcome = yield* runParser({ kind: "value", tool, value: {} });
    return withSteps(outcome, [step, ...outcome.steps]);
  }
  if (typeof input !== "string") return yield* runParser({ kind: "value", tool, value: input });
  const textFormat = raw.format === "react" || raw.format === "langchain";
  if (textFormat && tool.bareText && isPlainText(input)) return yield* runParser({ kind: "value", tool, value: input });
  // ReAct and LangChain inputs are prose that may hold the JSON; every other format's text is the value itself.
  return yield* runParser({ kind: "text", tool, text: input, ...(textFormat ? {} : { whole: true }) });
}

/** Text that does not even start like JSON (`#btn`, `weather in Paris`). */
function isPlainText(text: string): boolean {
  const first = text.trimStart()[0];
  return first !== "{" && first !== "[" && first !== '"' && first !== "'" && first !== "`";
}

function withSteps(outcome: Outcome<unknown>, steps: readonly Step[]): Outcome<unknown> {
  return outcome.ok ? { ok: true, value: outcome.value, steps } : { ok: false, error: outcome.error, steps };
}

function failed(error: ToolFailure, steps: readonly Step[]): ToolOutcome<never> {
  return { ok: false, error, steps };
}
